import type { InferGetServerSidePropsType } from 'next';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { CATALOG_PAGE_CACHE } from '@/domain/catalog/cache';
import { LISTING_NAMESPACES, SEARCH_NAMESPACES } from '@/features/listing/i18n';
import { ItemsListingScreen } from '@/features/listing/ItemsListingScreen';
import { ListingSeo } from '@/features/listing/ListingSeo';
import { loadBrandPage, type BrandListingProps } from '@/features/listing/server';
import { storefrontPage } from '@/lib/server/page';

/** /brand/{slug or id}?module_id: a brand's items, server-rendered and the same for everyone. */
export const getServerSideProps = storefrontPage<BrandListingProps>(loadBrandPage, {
  namespaces: LISTING_NAMESPACES,
  cacheControl: CATALOG_PAGE_CACHE,
  paintFirst: true,
});

export default function BrandPage({
  listing,
  shell,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const { brand } = listing;
  const ref = encodeURIComponent(brand.slug || String(brand.id));
  return (
    <>
      <ListingSeo
        shell={shell}
        title={brand.name}
        description={t('Shop {{brand}} products at {{business}}.', {
          brand: brand.name,
          business: shell.config?.business_name ?? '',
        })}
        path={`/brand/${ref}?module_id=${listing.moduleId}`}
        image={brand.image_full_url}
      />
      <ItemsListingScreen
        key={brand.id}
        listing={listing}
        kind="brand-items"
        refId={brand.id}
        title={brand.name}
        image={brand.image_full_url}
        trail={[{ label: t('Home'), href: '/home' }]}
      />
    </>
  );
}
