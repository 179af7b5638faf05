import type { InferGetServerSidePropsType } from 'next';
import { cachedLandingData } from '@/api/server';
import { CATALOG_PAGE_CACHE } from '@/domain/catalog/cache';
import { showcaseModule } from '@/domain/catalog/compact';
import { HydrateWhenIdle } from '@/components/HydrateWhenIdle';
import { Seo } from '@/components/Seo';
import { LandingScreen } from '@/features/landing/LandingScreen';
import { storefrontPage } from '@/lib/server/page';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/jsonLd';
import { siteShareImage } from '@/lib/server/shareImage/pageImages';

/** The landing page is the same for everyone (no zone yet), so shared caches keep it. */
export const getServerSideProps = storefrontPage(
  async ({ apiWith, locale, config, siteUrl }) => {
    const anonymous = await apiWith({
      token: null,
      guestId: null,
      zoneIds: null,
      moduleId: null,
      latitude: null,
      longitude: null,
    });
    const [landing, modules] = await cachedLandingData(anonymous, locale, siteUrl);
    return {
      props: {
        landing,
        modules: modules.map(showcaseModule),
        seo: {
          title: landing.hero_section?.header_title ?? config.business_name,
          description:
            landing.hero_section?.header_sub_title ?? landing.fixed_footer_description ?? null,
          jsonLd: [organizationJsonLd(config, siteUrl), websiteJsonLd(config, siteUrl)],
          image: siteShareImage({ siteUrl, locale, config }, landing),
        },
      },
    };
  },
  { namespaces: ['location'], cacheControl: CATALOG_PAGE_CACHE, paintFirst: true },
);

export default function LandingPage({
  landing,
  modules,
  seo,
  shell,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        siteUrl={shell.siteUrl}
        siteName={shell.config?.business_name}
        image={seo.image}
        path="/"
        jsonLd={seo.jsonLd}
      />
      <HydrateWhenIdle>
        <LandingScreen landing={landing} modules={modules} />
      </HydrateWhenIdle>
    </>
  );
}
