import { useTranslation } from '@/lib/i18n/useTranslation';
import { Seo } from '@/components/Seo';
import type { ShellProps } from '@/lib/server/page';
import { ORDER_NAMESPACES } from './i18n';

/** Order, review and parcel pages are personal: titled, kept out of search indexes. */
export function OrderSeo({
  shell,
  title,
  path,
}: {
  shell: ShellProps;
  title: string;
  path: string;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <Seo
      title={t(title)}
      siteUrl={shell.siteUrl}
      siteName={shell.config?.business_name}
      path={path}
      noindex
    />
  );
}
