import type { HttpClient } from '../http';
import type { Config, LandingPage, Module } from '../types';

/**
 * The landing sections the storefront renders. The API answers more: other sections and, for the
 * official 2.x web client, the same content again under flat keys (API-CONFIG-3). The landing page's
 * props would carry all of it to every visitor of `/`.
 */
export const LANDING_SECTIONS = [
  'hero_section',
  'trust_section',
  'available_zone_section',
  'promotional_banner_section',
  'testimonial_section',
  'faq_section',
  'fixed_footer_description',
] as const satisfies readonly (keyof LandingPage)[];

/** The sections of a landing answer that the storefront renders. */
export function landingSections(data: LandingPage | null | undefined): LandingPage {
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(
    LANDING_SECTIONS.filter((key) => key in data).map((key) => [key, data[key]]),
  ) as LandingPage;
}

export type PolicyPage =
  | 'terms-and-conditions'
  | 'about-us'
  | 'privacy-policy'
  | 'refund-policy'
  | 'shipping-policy'
  | 'cancelation';

export function configApi(http: HttpClient) {
  return {
    /** The tip customers give most (API-CONFIG-5), for the checkout's hint; null when none yet. */
    async mostTips(): Promise<number | null> {
      const data = (
        await http.get<{ most_tips_amount?: number | null }>('/most-tips', { silent: true })
      ).data;
      const amount = Number(data?.most_tips_amount);
      return Number.isFinite(amount) && amount > 0 ? amount : null;
    },
    /**
     * The vehicle extra charge a delivery of `distanceKm` pays (API-CONFIG-4: a bare number),
     * which the checkout adds to the delivery charge as the order's pricing does.
     */
    async vehicleExtraCharge(distanceKm: number): Promise<number> {
      const data = (
        await http.get<unknown>('/vehicle/extra_charge', {
          params: { distance: distanceKm },
          silent: true,
        })
      ).data;
      const amount = Number(data);
      return Number.isFinite(amount) && amount > 0 ? amount : 0;
    },
    async get(): Promise<Config> {
      return (await http.get<Config>('/config')).data;
    },
    async modules(): Promise<Module[]> {
      const data = (await http.get<Module[]>('/module')).data;
      return Array.isArray(data) ? data : [];
    },
    async zones(): Promise<{ id: number; name?: string }[]> {
      const data = (await http.get<{ id: number; name?: string }[]>('/zone/list')).data;
      return Array.isArray(data) ? data : [];
    },
    async landingPage(): Promise<LandingPage> {
      return landingSections((await http.get<LandingPage>('/react-landing-page')).data);
    },
    /** Policy pages answer a bare JSON string of HTML (API-CONFIG-4). */
    async policyPage(page: PolicyPage): Promise<string> {
      const data = (await http.get<unknown>(`/${page}`)).data;
      return typeof data === 'string' ? data : '';
    },
  };
}
