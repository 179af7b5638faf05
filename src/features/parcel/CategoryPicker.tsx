import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import type { ParcelCategory } from '@/api/modules/parcel';
import { AppImage } from '@/components/AppImage';

export function parcelInfoHref(categoryId: number): string {
  return `/parcel-delivery-info?category_id=${categoryId}`;
}

/** Parcel categories as cards; choosing one opens /parcel-delivery-info for it. */
export function CategoryPicker({
  categories,
  selectedId,
}: {
  categories: ParcelCategory[];
  selectedId?: number | null;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(auto-fill, minmax(200px, 1fr))',
        },
      }}
    >
      {categories.map((category) => {
        const selected = category.id === selectedId;
        return (
          <li key={category.id}>
            <Card
              variant="outlined"
              sx={{
                height: '100%',
                borderRadius: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                borderWidth: selected ? 2 : 1,
              }}
            >
              <CardActionArea
                component={NextLink}
                href={parcelInfoHref(category.id)}
                scroll={false}
                aria-current={selected ? 'true' : undefined}
                sx={{
                  p: 2,
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  justifyContent: 'flex-start',
                  gap: 1,
                }}
              >
                <Box sx={{ position: 'relative', width: 56, height: 56 }}>
                  {category.image_full_url ? (
                    <AppImage
                      src={category.image_full_url}
                      alt=""
                      fill
                      sizes="56px"
                      style={{ objectFit: 'contain' }}
                    />
                  ) : null}
                </Box>
                <Typography sx={{ fontWeight: 700 }}>{category.name}</Typography>
                {category.description ? (
                  <Typography variant="body2" color="textSecondary">
                    {category.description}
                  </Typography>
                ) : null}
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
