import type { InferGetServerSidePropsType } from 'next';
import { Seo } from '@/components/Seo';
import { ModuleHomeScreen, type ModuleHomeData } from '@/features/home/ModuleHomeScreen';
import { COOKIE, parseCookieHeader } from '@/lib/cookies';
import { storefrontPage } from '@/lib/server/page';
import type { ModuleType } from '@/api/types';

const SECTION_SIZE = 12;

interface HomeProps {
  data: ModuleHomeData;
  moduleName: string | null;
  moduleType: ModuleType | null;
  pageModuleType: ModuleType | null;
}

/**
 * The module home for the visitor's zone and module (from the cookies that mirror local storage).
 * Without a location and a module the visitor is sent to the landing page to choose them.
 */
export const getServerSideProps = storefrontPage<HomeProps>(
  async ({ ctx, api, locale }) => {
    const cookies = parseCookieHeader(ctx.req.headers.cookie);
    const moduleId = Number(cookies[COOKIE.moduleId]);
    if (!cookies[COOKIE.zoneIds] || !Number.isInteger(moduleId) || moduleId < 1) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      return { redirect: { destination: `${prefix}/`, permanent: false } };
    }
    const [modules, popularStores, popularItems, specialOffers, newStores] = await Promise.all([
      api.config.modules(),
      api.catalog.stores('all', { limit: SECTION_SIZE, offset: 1, storeType: 'popular' }),
      api.catalog.popularItems(SECTION_SIZE),
      api.catalog.discountedItems(SECTION_SIZE),
      api.catalog.latestStores(SECTION_SIZE),
    ]);
    const selected = modules.find((entry) => entry.id === moduleId) ?? null;
    return {
      props: {
        moduleName: selected?.module_name ?? null,
        moduleType: selected?.module_type ?? null,
        pageModuleType: selected?.module_type ?? null,
        data: {
          popularStores: popularStores.stores ?? [],
          popularItems: popularItems.products ?? [],
          specialOffers: specialOffers.products ?? [],
          newStores: newStores.stores ?? [],
        },
      },
    };
  },
  { namespaces: ['catalog'] },
);

export default function HomePage({
  data,
  moduleName,
  moduleType,
  shell,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <>
      <Seo
        title={moduleName ?? shell.config?.business_name ?? ''}
        siteUrl={shell.siteUrl}
        siteName={shell.config?.business_name}
        path="/home"
        noindex
      />
      <ModuleHomeScreen data={data} moduleName={moduleName} moduleType={moduleType} />
    </>
  );
}
