import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Category } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { categoryListingHref } from '@/domain/listing/homeListing';
import { HomeSection } from '../parts/HomeSection';
import { ScrollRow } from '../parts/ScrollRow';
import styles from '../parts/homeParts.module.css';

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
    <NextLink href={categoryListingHref(category, moduleId)} className={styles.tile}>
      <span className={styles.tileImage} style={{ width: size, height: size }}>
        {category.image_full_url ? (
          <AppImage
            src={category.image_full_url}
            alt=""
            fill
            sizes={`${size}px`}
            style={{ objectFit: 'cover' }}
          />
        ) : null}
      </span>
      <span className={styles.tileName}>{category.name}</span>
    </NextLink>
  );
}

/** The module's categories as a strip of round pictures (R-HOME-4). */
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
