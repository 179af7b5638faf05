import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Seo } from '@/components/Seo';
import { breadcrumbJsonLd } from '@/domain/catalog/jsonLd';
import type { ShellProps } from '@/lib/server/page';
import type { ShareImage } from '@/lib/seo/shareCard';
import { localizedUrl } from '@/lib/seo/urls';
import { SEARCH_NAMESPACES } from './i18n';

interface Props {
  shell: ShellProps;
  title: string;
  description?: string | null;
  /** Canonical path (no locale prefix), with the query a shared link needs. */
  path: string;
  /** The page's share image (src/lib/server/shareImage/pageImages.ts), else a picture's URL. */
  image?: ShareImage | string | null;
  /** The trail between Home and this page, as name and path pairs. */
  trail?: { name: string; path: string }[];
  noindex?: boolean;
}

/** Title, description, canonical, hreflang, Open Graph and a BreadcrumbList for a listing page. */
export function ListingSeo({ shell, title, description, path, image, trail = [], noindex }: Props) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const url = (target: string) => localizedUrl(shell.siteUrl, locale, target);
  return (
    <Seo
      title={title}
      description={description}
      siteUrl={shell.siteUrl}
      siteName={shell.config?.business_name}
      path={path}
      image={image ?? shell.config?.logo_full_url}
      noindex={noindex}
      jsonLd={[
        breadcrumbJsonLd([
          { name: t('Home'), url: url('/') },
          ...trail.map((crumb) => ({ name: crumb.name, url: url(crumb.path) })),
          { name: title, url: url(path) },
        ]),
      ]}
    />
  );
}
