import { Hono } from 'hono';
import { translate } from '../../db/i18n';
import { activeModules, allZones, modulesOfZone, zoneLinks } from '../catalog';
import { baseUrls } from '../format/config';
import { legacyLanding, withImageUrls } from '../format/landing';
import { pickLocalized, type ApiLocale } from '../locale';
import { Settings } from '../settings';
import type { ApiContext, ApiEnv } from '../types';

/** Landing pages and policy pages (public, API-CONFIG-4). */
export const contentRoutes = new Hono<ApiEnv>();

/** Policy routes → business_settings keys holding `{en, ar, fr}` HTML. */
const POLICY_PAGES = {
  '/terms-and-conditions': 'terms_and_conditions',
  '/about-us': 'about_us',
  '/privacy-policy': 'privacy_policy',
  '/refund-policy': 'refund_policy_page',
  '/shipping-policy': 'shipping_policy_page',
  '/cancelation': 'cancellation_policy_page',
} as const;

for (const [route, key] of Object.entries(POLICY_PAGES)) {
  // Each answers a bare JSON string of HTML in the request locale (English fallback).
  contentRoutes.get(route, async (c) => {
    const settings = await Settings.load(await c.var.deps.getDb(), { only: [key] });
    return c.json(pickLocalized(settings.raw(key), c.var.ctx.locale) ?? '');
  });
}

type Json = Record<string, unknown>;

/** Active zones with the names of the modules they serve, for the "available zones" section. */
async function availableZones(c: ApiContext, locale: ApiLocale) {
  const db = await c.var.deps.getDb();
  const [zones, links, modules] = await Promise.all([
    allZones(db),
    zoneLinks(db),
    activeModules(db),
  ]);
  return zones
    .filter((zone) => zone.status === 1)
    .map((zone) => ({
      id: zone.id,
      name: zone.name,
      display_name: translate(zone.translations, locale, 'display_name', zone.display_name),
      modules: modulesOfZone(zone.id, links, modules).map(({ module: m }) =>
        translate(m.translations, locale, 'module_name', m.module_name),
      ),
    }));
}

/** The request locale's react landing page (English fallback), as stored and with image URLs. */
async function landingContent(
  c: ApiContext,
): Promise<{ page: Json; content: Json; settings: Settings }> {
  const { locale, origin } = c.var.ctx;
  const settings = await Settings.load(await c.var.deps.getDb(), {
    only: ['react_landing_page', 'fixed_footer_description'],
  });
  const pages = settings.obj('react_landing_page') ?? {};
  const page = (pages[locale] ?? pages.en ?? {}) as Json;
  return { page, content: withImageUrls(page, origin) as Json, settings };
}

/** The 3.x sections, and beside them the flat 2.x keys of the same content (format/landing.ts). */
contentRoutes.get('/react-landing-page', async (c) => {
  const { page, content } = await landingContent(c);
  const zoneSection = (content.available_zone_section ?? {}) as Json;
  return c.json({
    ...content,
    available_zone_section: {
      status: 1,
      ...zoneSection,
      available_zone_list: await availableZones(c, c.var.ctx.locale),
    },
    ...legacyLanding(page, c.var.ctx.origin),
  });
});

/** The Flutter web landing page, derived from the same content (optional in the contract). */
contentRoutes.get('/flutter-landing-page', async (c) => {
  const { locale, origin } = c.var.ctx;
  const { content, settings } = await landingContent(c);
  const section = (key: string) => (content[key] ?? {}) as Json;
  const hero = section('hero_section');
  const zones = section('available_zone_section');
  const user = section('user_app_download_section');
  const seller = section('seller_app_download_section');
  const rider = section('deliveryman_app_download_section');
  return c.json({
    base_urls: baseUrls(origin),
    s3_base_urls: baseUrls(origin),
    fixed_header_title: hero.header_title ?? null,
    fixed_header_sub_title: hero.header_sub_title ?? null,
    fixed_module_title: content.module_home_page_data_title ?? null,
    fixed_module_sub_title: content.module_home_page_data_sub_title ?? null,
    fixed_location_title: hero.pick_location_title ?? null,
    join_seller_title: seller.title ?? null,
    join_seller_sub_title: seller.sub_title ?? null,
    join_seller_button_name: null,
    join_seller_status: seller.status ?? 0,
    join_delivery_man_title: rider.title ?? null,
    join_delivery_man_sub_title: rider.sub_title ?? null,
    join_delivery_man_button_name: null,
    join_delivery_man_status: rider.status ?? 0,
    download_user_app_title: user.title ?? null,
    download_user_app_sub_title: user.sub_title ?? null,
    download_user_app_image: user.image ?? null,
    download_user_app_image_full_url: user.image_full_url ?? null,
    download_user_app_links: {
      playstore_url_status: user.playstore_url_status ?? 0,
      playstore_url: user.playstore_url ?? null,
      apple_store_url_status: user.apple_store_url_status ?? 0,
      apple_store_url: user.apple_store_url ?? null,
    },
    special_criterias: [],
    available_zone_status: zones.status ?? 1,
    available_zone_title: zones.title ?? null,
    available_zone_short_description: zones.short_description ?? null,
    available_zone_image: null,
    available_zone_image_full_url: null,
    available_zone_list: await availableZones(c, locale),
    fixed_footer_description: pickLocalized(settings.raw('fixed_footer_description'), locale),
  });
});
