import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Brand } from '@/api/catalogTypes';
import { homeBrands } from '@/domain/home/brands';
import { HomeSection } from '../parts/HomeSection';
import { BrandTile, brandGridSx } from './BrandGrid';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The home brand grid (R-HOME-15): a first tile leading to /all-brands, then 8 brands;
 * 4 columns on medium screens.
 */
function HomeBrands({ brands, moduleId }: { brands: Brand[]; moduleId: number }) {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="brands" title={t('Brands')}>
      <Box component="ul" aria-label={t('Brands')} sx={brandGridSx}>
        <li>
          <Box
            component={NextLink}
            href="/all-brands"
            sx={{
              height: '100%',
              minHeight: 150,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              alignItems: 'center',
              gap: 0.5,
              p: 2,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              textDecoration: 'none',
              '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary' },
            }}
          >
            <Typography
              component="span"
              sx={{ fontWeight: 800, fontSize: '1.15rem', textAlign: 'center' }}
            >
              {t('Shop by brand')}
            </Typography>
            <Typography component="span" variant="body2" sx={{ textDecoration: 'underline' }}>
              {t('View all brands')}
            </Typography>
          </Box>
        </li>
        {homeBrands(brands).map((brand) => (
          <li key={brand.id}>
            <BrandTile brand={brand} moduleId={moduleId} />
          </li>
        ))}
      </Box>
    </HomeSection>
  );
}

export default withMuiScope(HomeBrands);
