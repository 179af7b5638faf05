import type { InferGetServerSidePropsType } from 'next';
import dynamic from 'next/dynamic';
import { HydrateWhenIdle } from '@/components/HydrateWhenIdle';
import { Seo } from '@/components/Seo';
import { ModuleHomeScreen } from '@/features/home/ModuleHomeScreen';
import { loadModuleHome, type ModuleHomeProps } from '@/features/home/loadModuleHome';
import {
  isHomeListingQuery,
  loadHomeListing,
  type HomeListingProps,
} from '@/features/listing/loadHomeListing';
import { COOKIE, parseCookieHeader } from '@/lib/cookies';
import { storefrontPage } from '@/lib/server/page';
import {
  anonymousSiteShareImage,
  withShareImage,
  type ShareImageProps,
} from '@/lib/server/shareImage/pageImages';

// The parcel home and the listings are other views of /home: each loads only when shown.
const ParcelHomeScreen = dynamic(() =>
  import('@/features/home/parcel/ParcelHomeScreen').then((module) => module.ParcelHomeScreen),
);
const HomeListingScreen = dynamic(() =>
  import('@/features/listing/HomeListingScreen').then((module) => module.HomeListingScreen),
);

/**
 * The module home for the visitor's zone and module (from the cookies that mirror local storage),
 * or, with `data_type` / `search` in the query, a listing or search results in that module.
 * Without a location and a module the visitor is sent to the landing page to choose them.
 */
export const getServerSideProps = storefrontPage<
  (ModuleHomeProps | HomeListingProps) & ShareImageProps
>(
  withShareImage<ModuleHomeProps | HomeListingProps>(async (args) => {
    const { ctx, locale } = args;
    const cookies = parseCookieHeader(ctx.req.headers.cookie);
    const moduleId = Number(cookies[COOKIE.moduleId]);
    if (!cookies[COOKIE.zoneIds] || !Number.isInteger(moduleId) || moduleId < 1) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      return { redirect: { destination: `${prefix}/`, permanent: false } };
    }
    return isHomeListingQuery(ctx.query)
      ? loadHomeListing(args, moduleId)
      : loadModuleHome(args, moduleId);
  }, anonymousSiteShareImage),
  { namespaces: ['catalog', 'cart', 'home', 'search'] },
);

export default function HomePage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const { shell } = props;
  return (
    <>
      <Seo
        title={
          props.view === 'module-home'
            ? (props.moduleName ?? shell.config?.business_name ?? '')
            : (props.search ?? shell.config?.business_name ?? '')
        }
        siteUrl={shell.siteUrl}
        siteName={shell.config?.business_name}
        path="/home"
        image={props.shareImage}
        noindex
      />
      <HydrateWhenIdle>
        {props.view === 'module-home' ? (
          props.parcel ? (
            <ParcelHomeScreen data={props.parcel} moduleName={props.moduleName} />
          ) : props.data ? (
            <ModuleHomeScreen
              data={props.data}
              moduleId={props.moduleId}
              moduleName={props.moduleName}
              moduleType={props.moduleType}
            />
          ) : null
        ) : (
          <HomeListingScreen {...props} />
        )}
      </HydrateWhenIdle>
    </>
  );
}
