import { ASSET_FOLDERS } from '../../db/seed/assets';
import { assetUrl } from '../urls';
import { baseUrls } from './config';

/**
 * The react landing page in both shapes clients read (API-CONFIG-4): the 3.x sections stored in
 * business_settings, and the flat 2.x keys 6amMart's web client 2.3.1 still reads (`header_title`,
 * `promotion_banners`, `testimonial_list`, `download_user_app_links`, …), derived from the same content.
 */

type Json = Record<string, unknown>;

const IMAGE_LISTS = new Set(['promotion_banners', 'banners', 'images']);
const isImageKey = (key: string) => key === 'image' || key.endsWith('_image');
const landingUrl = (origin: string, file: string | null) =>
  assetUrl(origin, ASSET_FOLDERS.landing, file);

/**
 * Adds `<key>_full_url` next to every landing-page image field (`image`, `*_image`) and image list
 * (`promotion_banners`, `banners`, `images`), recursively.
 */
export function withImageUrls(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => withImageUrls(entry, origin));
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, entry] of Object.entries(value as Json)) {
    out[key] = withImageUrls(entry, origin);
    if (isImageKey(key) && (typeof entry === 'string' || entry === null)) {
      out[`${key}_full_url`] = landingUrl(origin, entry);
    } else if (
      IMAGE_LISTS.has(key) &&
      Array.isArray(entry) &&
      entry.every((file) => typeof file === 'string')
    ) {
      out[`${key}_full_url`] = entry.map((file: string) => landingUrl(origin, file));
    }
  }
  return out;
}

const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A section of the page; null when absent or switched off (`status` 0). */
function section(page: Json, key: string): Json | null {
  const value = page[key];
  if (!isObject(value)) return null;
  return Number(value.status ?? 1) === 0 ? null : value;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

const files = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string') : [];

/** The 2.x testimonial rows (ReactTestimonial): the image as `reviewer_image`, each active. */
export function legacyTestimonials(page: Json, origin: string): Json[] {
  const list = section(page, 'testimonial_section')?.testimonial_list;
  if (!Array.isArray(list)) return [];
  return (withImageUrls(list, origin) as unknown[]).filter(isObject).map((item) => ({
    ...item,
    reviewer_image: item.image ?? null,
    reviewer_image_full_url: item.image_full_url ?? null,
    status: 1,
  }));
}

/** Play Store and App Store links of a download section, flags as numbers. */
function userAppLinks(app: Json | null) {
  return {
    playstore_url_status: Number(app?.playstore_url_status ?? 0),
    playstore_url: text(app?.playstore_url),
    apple_store_url_status: Number(app?.apple_store_url_status ?? 0),
    apple_store_url: text(app?.apple_store_url),
  };
}

/** The seller and courier app links; the web client compares these flags with the string "1". */
function businessAppLinks(seller: Json | null, rider: Json | null) {
  const flag = (app: Json | null, key: string) => String(Number(app?.[key] ?? 0));
  return {
    seller_playstore_url_status: flag(seller, 'playstore_url_status'),
    seller_playstore_url: text(seller?.playstore_url),
    seller_appstore_url_status: flag(seller, 'apple_store_url_status'),
    seller_appstore_url: text(seller?.apple_store_url),
    dm_playstore_url_status: flag(rider, 'playstore_url_status'),
    dm_playstore_url: text(rider?.playstore_url),
    dm_appstore_url_status: flag(rider, 'apple_store_url_status'),
    dm_appstore_url: text(rider?.apple_store_url),
  };
}

/** An image file and its URL under the 2.x key names. */
function image(key: string, file: unknown, origin: string) {
  const name = text(file);
  return { [key]: name, [`${key}_full_url`]: landingUrl(origin, name) };
}

/**
 * The flat 2.x keys from the stored (3.x) page: hero → `header_*`, company intro → `company_*`, the
 * vendor-registration texts → `business_*` (beside the seller and courier app links), the seller and
 * courier sections → `earning_*`, banners, testimonials and app links. Buttons the content has no
 * target for stay null.
 */
export function legacyLanding(page: Json, origin: string): Json {
  const hero = isObject(page.hero_section) ? page.hero_section : {};
  const company = section(page, 'company_intro_section');
  const zones = section(page, 'available_zone_section');
  const user = section(page, 'user_app_download_section');
  const seller = section(page, 'seller_app_download_section');
  const rider = section(page, 'deliveryman_app_download_section');
  const testimonials = section(page, 'testimonial_section');
  const newsletter = section(page, 'newsletter_section');
  const promotions = files(section(page, 'promotional_banner_section')?.promotion_banners);
  const fixedBanner = files(section(page, 'banner_section')?.banners)[0] ?? null;
  return {
    base_urls: baseUrls(origin),
    header_title: text(hero.header_title),
    header_sub_title: text(hero.header_sub_title),
    header_tag_line: text(hero.header_tag_line),
    ...image('header_banner', hero.hero_image, origin),
    ...image('header_icon', page.module_home_page_data_image, origin),
    company_title: text(company?.title),
    company_sub_title: text(company?.sub_title),
    company_description: text(zones?.short_description),
    company_button_name: null,
    company_button_url: null,
    download_user_app_title: text(user?.title),
    download_user_app_sub_title: text(user?.sub_title),
    earning_title: null,
    earning_sub_title: null,
    earning_seller_title: text(seller?.title),
    earning_seller_sub_title: text(seller?.sub_title),
    earning_seller_button_name: null,
    earning_seller_button_url: null,
    earning_dm_title: text(rider?.title),
    earning_dm_sub_title: text(rider?.sub_title),
    earning_dm_button_name: null,
    earning_dm_button_url: null,
    business_title: text(page.module_vendor_registration_data_title),
    business_sub_title: text(page.module_vendor_registration_data_sub_title),
    ...image('business_image', page.module_vendor_registration_data_image, origin),
    testimonial_title: text(testimonials?.title),
    testimonial_list: legacyTestimonials(page, origin),
    fixed_newsletter_title: text(newsletter?.title),
    fixed_newsletter_sub_title: text(newsletter?.sub_title),
    fixed_footer_description: text(page.fixed_footer_description),
    ...image('fixed_promotional_banner', fixedBanner, origin),
    promotion_banners: promotions.map((img) => ({ img })),
    promotion_banners_full_url: promotions.map((img) => landingUrl(origin, img)),
    download_user_app_links: userAppLinks(user),
    download_business_app_links: businessAppLinks(seller, rider),
  };
}
