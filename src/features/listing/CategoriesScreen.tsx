import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { AppImage } from '@/components/AppImage';
import { CatalogBreadcrumbs } from '@/components/catalog/CatalogBreadcrumbs';
import { EmptyState } from '@/components/EmptyState';
import { categoryPagePath } from '@/domain/listing/homeListing';
import { SEARCH_NAMESPACES } from './i18n';
import { ListingHeader } from './ListingHeader';
import type { CategoriesPageProps } from './server';

/** /categories: every top-level category of the module, each leading to its category page. */
export function CategoriesScreen({ categories, moduleId }: CategoriesPageProps) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <CatalogBreadcrumbs
        trail={[{ label: t('Home'), href: '/home' }, { label: t('Categories') }]}
      />
      <ListingHeader
        title={t('Categories')}
        countText={t('{{count}} categories', { count: categories.length })}
      />
      {categories.length ? (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={t('Categories')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {categories.map((category, index) => (
            <Grid key={category.id} size={{ xs: 4, sm: 3, md: 2 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  LinkComponent={NextLink}
                  href={categoryPagePath(category, moduleId)}
                  sx={{ height: '100%', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
                >
                  <Box
                    sx={{ position: 'relative', width: '100%', aspectRatio: '1 / 1', maxWidth: 96 }}
                  >
                    {category.image_full_url ? (
                      <AppImage
                        src={category.image_full_url}
                        alt=""
                        fill
                        sizes="96px"
                        priority={index < 6}
                        style={{ objectFit: 'contain' }}
                      />
                    ) : null}
                  </Box>
                  <Typography
                    component="h2"
                    sx={{ fontSize: 14, fontWeight: 600, textAlign: 'center' }}
                  >
                    {category.name}
                  </Typography>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      ) : (
        <EmptyState title={t('No categories found')} />
      )}
    </Container>
  );
}
