import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Seo } from '@/components/Seo';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { metaDescription } from '@/domain/catalog/display';
import { breadcrumbJsonLd, storeJsonLd } from '@/domain/catalog/jsonLd';
import { storePath } from '@/domain/catalog/links';
import type { ShellProps } from '@/lib/server/page';
import { localizedUrl } from '@/lib/seo/urls';
import type { StorePageData } from './server';
import { useStore } from './useStoreData';

/** Title, description, canonical /store/{slug}, Open Graph image and store + Breadcrumb JSON-LD. */
export function StoreSeo({ page, shell }: { page: StorePageData; shell: ShellProps }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const store = useStore(page);
  if (!store) return null;
  const path = storePath(store);
  const url = localizedUrl(shell.siteUrl, locale, path);
  const description =
    metaDescription(store.meta_description) ||
    [store.name, store.address].filter(Boolean).join(' · ');
  return (
    <Seo
      title={store.name}
      description={description}
      siteUrl={shell.siteUrl}
      siteName={shell.config?.business_name}
      path={path}
      image={store.cover_photo_full_url ?? store.logo_full_url ?? shell.config?.logo_full_url}
      jsonLd={[
        storeJsonLd({
          store,
          moduleType: store.module?.module_type,
          url,
          country: shell.config?.country ?? null,
        }),
        breadcrumbJsonLd([
          { name: t('Home'), url: localizedUrl(shell.siteUrl, locale, '/') },
          { name: store.name, url },
        ]),
      ]}
    />
  );
}
