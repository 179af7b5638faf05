import type { Config } from '@/api/types';

/** Organization and WebSite (with a SearchAction) for the landing page. */
export function organizationJsonLd(config: Config, siteUrl: string) {
  const sameAs = (config.social_media ?? []).map((entry) => entry.link).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.business_name,
    url: `${siteUrl}/`,
    ...(config.logo_full_url ? { logo: config.logo_full_url } : {}),
    ...(config.email ? { email: config.email } : {}),
    ...(config.phone ? { telephone: config.phone } : {}),
    ...(config.address ? { address: config.address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function websiteJsonLd(config: Config, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: config.business_name,
    url: `${siteUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${siteUrl}/home?search={search_term_string}&data_type=searched`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
