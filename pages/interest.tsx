import type { InferGetServerSidePropsType } from 'next';
import type { Category } from '@/api/catalogTypes';
import { Seo } from '@/components/Seo';
import { LOCATION_NAMESPACES } from '@/features/location/i18n';
import { InterestScreen } from '@/features/modules/InterestScreen';
import { COOKIE, parseCookieHeader } from '@/lib/cookies';
import { storefrontPage } from '@/lib/server/page';

/**
 * `/interest`: the chosen module's categories. Without a module the visitor chooses one on `/`;
 * a module without categories has nothing to ask, so the visitor goes on to /home.
 */
export const getServerSideProps = storefrontPage<{ categories: Category[] }>(
  async ({ ctx, api, locale }) => {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const cookies = parseCookieHeader(ctx.req.headers.cookie);
    if (!cookies[COOKIE.moduleId] || !cookies[COOKIE.zoneIds]) {
      return { redirect: { destination: `${prefix}/`, permanent: false } };
    }
    const categories = await api.catalog.categories();
    if (!categories.length) {
      return { redirect: { destination: `${prefix}/home`, permanent: false } };
    }
    return { props: { categories } };
  },
  { namespaces: LOCATION_NAMESPACES },
);

function InterestPage({
  categories,
  shell,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <>
      <Seo
        title={shell.config?.business_name ?? ''}
        siteUrl={shell.siteUrl}
        siteName={shell.config?.business_name}
        path="/interest"
        noindex
      />
      <InterestScreen categories={categories} />
    </>
  );
}

export default InterestPage;
