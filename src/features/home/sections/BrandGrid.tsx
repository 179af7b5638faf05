import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Brand } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { brandListingHref } from '@/domain/listing/homeListing';

/** A brand's logo and name, leading to its listing. */
export function BrandTile({ brand, moduleId }: { brand: Brand; moduleId: number }) {
  const { t } = useTranslation('home');
  return (
    <Box
      component={NextLink}
      href={brandListingHref(brand, moduleId)}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        p: 2,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
        textDecoration: 'none',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          width: 72,
          height: 72,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {brand.image_full_url ? (
          <AppImage
            src={brand.image_full_url}
            alt=""
            fill
            sizes="72px"
            style={{ objectFit: 'contain' }}
          />
        ) : null}
      </Box>
      <Typography component="span" sx={{ fontWeight: 600, textAlign: 'center' }}>
        {brand.name}
      </Typography>
      {typeof brand.items_count === 'number' ? (
        <Typography component="span" variant="body2" color="textSecondary">
          {t('{{count}} items', { count: brand.items_count })}
        </Typography>
      ) : null}
    </Box>
  );
}

export const brandGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
};
