import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Seo } from '@/components/Seo';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { breadcrumbJsonLd, storeJsonLd } from '@/domain/catalog/jsonLd';
import { storePath } from '@/domain/catalog/links';
import type { ShellProps } from '@/lib/server/page';
import { storeMetaDescription } from '@/lib/seo/descriptions';
import type { ShareImage } from '@/lib/seo/shareCard';
import { localizedUrl } from '@/lib/seo/urls';
import type { StorePageData } from './server';
import { useStore } from './useStoreData';

/**
 * Title, description in the page's language, canonical /store/{slug}, the share image (named by
 * the route file's getServerSideProps, src/lib/server/shareImage/pageImages.ts) and store +
 * Breadcrumb JSON-LD with a full PostalAddress.
 */
export function StoreSeo({
  page,
  shell,
  shareImage,
}: {
  page: StorePageData;
  shell: ShellProps;
  shareImage?: ShareImage | null;
}) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const store = useStore(page);
  if (!store) return null;
  const path = storePath(store);
  const url = localizedUrl(shell.siteUrl, locale, path);
  const description = storeMetaDescription(
    store,
    locale,
    store.address
      ? t('Order from {{store}} ({{address}}) online, delivered to your door.', {
          store: store.name,
          address: store.address,
        })
      : t('Order from {{store}} online, delivered to your door.', { store: store.name }),
  );
  const country = shell.config?.country ?? null;
  const address = page.postalAddress;
  return (
    <Seo
      title={store.name}
      description={description}
      siteUrl={shell.siteUrl}
      siteName={shell.config?.business_name}
      path={path}
      image={
        shareImage ??
        store.cover_photo_full_url ??
        store.logo_full_url ??
        shell.config?.logo_full_url
      }
      jsonLd={[
        {
          // The address as schema.org wants it (street, locality, postal code, country) replaces
          // storeJsonLd's street-only one.
          ...storeJsonLd({
            store: { ...store, address: null },
            moduleType: store.module?.module_type,
            url,
            country,
          }),
          ...(address ? { address } : {}),
        },
        breadcrumbJsonLd([
          { name: t('Home'), url: localizedUrl(shell.siteUrl, locale, '/') },
          { name: store.name, url },
        ]),
      ]}
    />
  );
}
