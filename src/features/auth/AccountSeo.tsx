import { useTranslation } from '@/lib/i18n/useTranslation';
import { Seo } from '@/components/Seo';
import type { ShellProps } from '@/lib/server/page';

/** Account pages are personal: titled, but kept out of search indexes. */
export function AccountSeo({
  shell,
  title,
  path,
}: {
  shell: ShellProps;
  title: string;
  path: string;
}) {
  const { t } = useTranslation(['account', 'common']);
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
