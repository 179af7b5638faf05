import type { InferGetServerSidePropsType } from 'next';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { CATALOG_PAGE_CACHE } from '@/domain/catalog/cache';
import { categoryPagePath } from '@/domain/listing/homeListing';
import { CategoryScreen } from '@/features/listing/CategoryScreen';
import { LISTING_NAMESPACES, SEARCH_NAMESPACES } from '@/features/listing/i18n';
import { ListingSeo } from '@/features/listing/ListingSeo';
import { loadCategoryPage, type CategoryListingProps } from '@/features/listing/server';
import { storefrontPage } from '@/lib/server/page';
import {
  categoryShareImage,
  withShareImage,
  type ShareImageProps,
} from '@/lib/server/shareImage/pageImages';

/**
 * /category/{slug or id}?module_id: a category's items and stores, server-rendered for search
 * engines and the same for every visitor (cached per the catalog policy).
 */
export const getServerSideProps = storefrontPage<CategoryListingProps & ShareImageProps>(
  withShareImage(loadCategoryPage, categoryShareImage),
  { namespaces: LISTING_NAMESPACES, cacheControl: CATALOG_PAGE_CACHE, paintFirst: true },
);

export default function CategoryPage({
  listing,
  shell,
  shareImage,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const { category } = listing;
  const business = shell.config?.business_name ?? '';
  return (
    <>
      <ListingSeo
        shell={shell}
        title={category.name}
        description={t(
          'Shop {{category}} at {{business}}: browse items and stores, delivered to you.',
          {
            category: category.name,
            business,
          },
        )}
        path={categoryPagePath(category, listing.moduleId)}
        image={shareImage ?? category.image}
        trail={[
          { name: t('Categories'), path: `/categories?module_id=${listing.moduleId}` },
          ...(category.parent
            ? [
                {
                  name: category.parent.name,
                  path: categoryPagePath(category.parent, listing.moduleId),
                },
              ]
            : []),
        ]}
      />
      <CategoryScreen
        key={category.id}
        listing={listing}
        trail={[
          { label: t('Home'), href: '/home' },
          { label: t('Categories'), href: `/categories?module_id=${listing.moduleId}` },
        ]}
      />
    </>
  );
}
