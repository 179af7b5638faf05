import Grid from '@mui/material/Grid';
import type { Store } from '@/api/catalogTypes';
import { StoreCard } from '@/components/catalog/StoreCard';
import { useConfig } from '@/hooks/useConfig';

/** Stores as a grid of cards. */
export function StoreGrid({
  stores,
  label,
  moduleType,
  showDistance = true,
}: {
  stores: Store[];
  label: string;
  moduleType?: string | null;
  showDistance?: boolean;
}) {
  const config = useConfig();
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {stores.map((store, index) => (
        <Grid key={`${store.id}-${index}`} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <StoreCard
            store={store}
            moduleType={moduleType}
            config={config}
            showDistance={showDistance}
            priority={index < 4}
          />
        </Grid>
      ))}
    </Grid>
  );
}
