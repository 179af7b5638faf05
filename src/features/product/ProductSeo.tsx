import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Seo } from '@/components/Seo';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { metaDescription } from '@/domain/catalog/display';
import { breadcrumbJsonLd, currencyCode, productJsonLd } from '@/domain/catalog/jsonLd';
import { itemImages, productCanonicalPath, storePath } from '@/domain/catalog/links';
import { decimals } from '@/domain/format';
import type { ShellProps } from '@/lib/server/page';
import type { ShareImage } from '@/lib/seo/shareCard';
import { localizedUrl } from '@/lib/seo/urls';
import type { ProductPageData } from './server';
import { useProductData } from './useProductData';

/**
 * Title, description, canonical /product/{slug}, the share image (named by the route file's
 * getServerSideProps, src/lib/server/shareImage/pageImages.ts) and Product + Breadcrumb JSON-LD.
 */
export function ProductSeo({
  page,
  shell,
  shareImage,
}: {
  page: ProductPageData;
  shell: ShellProps;
  shareImage?: ShareImage | null;
}) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const { item } = useProductData(page);
  if (!item) return null;
  const config = shell.config;
  const path = productCanonicalPath(page.campaign ? { ...item, is_campaign: 1 } : item);
  const url = localizedUrl(shell.siteUrl, locale, path);
  const images = itemImages(item);
  const description =
    metaDescription(item.description) ||
    (item.store_name ? `${item.name} · ${item.store_name}` : item.name);
  const brand = (item as { brand?: { name?: string | null } | null }).brand?.name ?? null;
  const store = item.store_details;
  const trail = [
    { name: t('Home'), url: localizedUrl(shell.siteUrl, locale, '/') },
    ...(item.store_name
      ? [
          {
            name: item.store_name,
            url: localizedUrl(
              shell.siteUrl,
              locale,
              storePath({ id: store?.id ?? item.store_id, slug: store?.slug }),
            ),
          },
        ]
      : []),
    { name: item.name, url },
  ];
  return (
    <Seo
      title={item.store_name ? `${item.name} - ${item.store_name}` : item.name}
      description={description}
      siteUrl={shell.siteUrl}
      siteName={config?.business_name}
      path={path}
      image={shareImage ?? images[0] ?? config?.logo_full_url}
      type="product"
      jsonLd={[
        productJsonLd({
          item,
          url,
          images,
          description: metaDescription(item.description, 5000) || null,
          brand,
          currency: currencyCode(config),
          digits: decimals(config),
        }),
        breadcrumbJsonLd(trail),
      ]}
    />
  );
}
