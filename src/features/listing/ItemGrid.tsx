import Grid from '@mui/material/Grid';
import type { Item } from '@/api/catalogTypes';
import { ItemCard } from '@/components/catalog/ItemCard';
import { useConfig } from '@/hooks/useConfig';

/** Items as a grid of cards; the first row loads its images eagerly. */
export function ItemGrid({ items, label }: { items: Item[]; label: string }) {
  const config = useConfig();
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {items.map((item, index) => (
        <Grid key={`${item.id}-${index}`} size={{ xs: 6, sm: 4, md: 3, lg: 12 / 5 }} component="li">
          <ItemCard item={item} config={config} priority={index < 5} />
        </Grid>
      ))}
    </Grid>
  );
}
