import type { InferGetServerSidePropsType } from 'next';
import type { Brand } from '@/api/catalogTypes';
import { toApiError } from '@/api/http';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Seo } from '@/components/Seo';
import { withoutTranslations } from '@/domain/catalog/compact';
import { allBrandsRedirect } from '@/domain/home/brands';
import { AllBrandsScreen } from '@/features/home/AllBrandsScreen';
import { HOME_NAMESPACES } from '@/features/home/i18n';
import { COOKIE, parseCookieHeader } from '@/lib/cookies';
import { storefrontPage } from '@/lib/server/page';

/**
 * `/all-brands` (R-HOME-15): the module's brand grid; /home when there are no brands,
 * the landing page when no location or module is chosen yet.
 */
export const getServerSideProps = storefrontPage<{ brands: Brand[]; moduleId: number }>(
  async ({ ctx, api, locale }) => {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const cookies = parseCookieHeader(ctx.req.headers.cookie);
    const moduleId = Number(cookies[COOKIE.moduleId]);
    if (!cookies[COOKIE.zoneIds] || !Number.isInteger(moduleId) || moduleId < 1) {
      return { redirect: { destination: `${prefix}/`, permanent: false } };
    }
    let brands: Brand[] = [];
    try {
      brands = await api.catalog.brandList();
    } catch (error) {
      // A module without brands may refuse the call (4xx): that is "no brands". Others fail the page.
      if (toApiError(error).status < 400 || toApiError(error).status >= 500) throw error;
    }
    const redirect = allBrandsRedirect(brands, locale);
    if (redirect) return { redirect: { destination: redirect, permanent: false } };
    return { props: { brands: withoutTranslations(brands), moduleId } };
  },
  { namespaces: HOME_NAMESPACES },
);

export default function AllBrandsPage({
  brands,
  moduleId,
  shell,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const { t } = useTranslation('home');
  return (
    <>
      <Seo
        title={t('All Brands')}
        siteUrl={shell.siteUrl}
        siteName={shell.config?.business_name}
        path="/all-brands"
        noindex
      />
      <AllBrandsScreen brands={brands} moduleId={moduleId} />
    </>
  );
}
