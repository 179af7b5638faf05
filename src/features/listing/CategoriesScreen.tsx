import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { AppImage } from '@/components/AppImage';
import { CatalogBreadcrumbs } from '@/components/catalog/CatalogBreadcrumbs';
import { EmptyState } from '@/components/EmptyState';
import { categoryPagePath } from '@/domain/listing/homeListing';
import { SEARCH_NAMESPACES } from './i18n';
import { ListingHeader } from './ListingHeader';
import type { CategoriesPageProps } from './server';
import styles from './listing.module.css';

/** /categories: every top-level category of the module, each leading to its category page. */
export function CategoriesScreen({ categories, moduleId }: CategoriesPageProps) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  return (
    <div className={styles.page}>
      <CatalogBreadcrumbs
        trail={[{ label: t('Home'), href: '/home' }, { label: t('Categories') }]}
      />
      <ListingHeader
        title={t('Categories')}
        countText={t('{{count}} categories', { count: categories.length })}
      />
      {categories.length ? (
        <ul aria-label={t('Categories')} className={styles.categoryGrid}>
          {categories.map((category, index) => (
            <li key={category.id}>
              <NextLink href={categoryPagePath(category, moduleId)} className={styles.categoryTile}>
                <span className={styles.categoryImage}>
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
                </span>
                <h2 className={styles.categoryName}>{category.name}</h2>
              </NextLink>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('No categories found')} />
      )}
    </div>
  );
}
