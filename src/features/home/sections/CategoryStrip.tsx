import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Category } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { categoryListingHref } from '@/domain/listing/homeListing';
import { HomeSection } from '../parts/HomeSection';
import { ScrollRow } from '../parts/ScrollRow';

/** A round category picture with its name, leading to the category listing. */
export function CategoryTile({
  category,
  moduleId,
  size = 80,
}: {
  category: { id: number; name: string; image_full_url?: string | null };
  moduleId: number;
  size?: number;
}) {
  return (
    <Box
      component={NextLink}
      href={categoryListingHref(category, moduleId)}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: 'text.primary',
        borderRadius: 2,
        p: 0.5,
        '&:hover .category-image': { transform: 'scale(1.04)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        className="category-image"
        sx={{
          position: 'relative',
          width: size,
          height: size,
          borderRadius: '50%',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          transition: 'transform 150ms',
        }}
      >
        {category.image_full_url ? (
          <AppImage
            src={category.image_full_url}
            alt=""
            fill
            sizes={`${size}px`}
            style={{ objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <Typography
        component="span"
        sx={{
          fontSize: 14,
          fontWeight: 600,
          textAlign: 'center',
          lineHeight: 1.25,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          minHeight: '2.5em',
        }}
      >
        {category.name}
      </Typography>
    </Box>
  );
}

/** The module's categories as a strip of round pictures (spec document 2 §2 'Home sections'). */
export default function CategoryStrip({
  categories,
  moduleId,
}: {
  categories: Category[];
  moduleId: number;
}) {
  const { t } = useTranslation('home');
  return (
    <HomeSection
      id="categories"
      title={t('Categories')}
      action={{ href: '/categories', label: t('View all') }}
    >
      <ScrollRow label={t('Categories')} width={{ xs: '88px', md: '112px' }}>
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryTile category={category} moduleId={moduleId} />
          </li>
        ))}
      </ScrollRow>
    </HomeSection>
  );
}
