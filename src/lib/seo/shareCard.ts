import type { Config, LandingPage } from '@/api/types';
import { itemImages } from '@/domain/catalog/links';
import { discountedRange, priceRange, type PricedItem } from '@/domain/catalog/pricing';
import { formatPrice, type MoneyConfig } from '@/domain/format';
import { directionOf, type Direction } from '@/lib/locale';
import { brandKey, MODULE_COLORS } from '@/theme/brand';

/**
 * What a page's share image (og:image) shows. The page builds it from the data it rendered and
 * names the image by its hash; the image route (pages/api/share-image/[...parts].ts) builds it
 * again from the same API answers, so a changed name, image, price or rating gives a new URL.
 */

/** The size Facebook, X, WhatsApp, Telegram and iMessage show large: 1.91:1. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = 'image/jpeg';

export type ShareKind = 'product' | 'campaign-item' | 'store' | 'category' | 'site';

/** What the image route looks up: the kind, the language, the module (items and categories). */
export interface ShareTarget {
  kind: ShareKind;
  locale: string;
  /** Items and categories are looked up per module; null for stores and the site. */
  moduleId: number | null;
  /** The item's, store's or category's slug or id; empty for the site. */
  ref: string;
}

export interface ShareCard {
  kind: ShareKind;
  locale: string;
  direction: Direction;
  title: string;
  subtitle: string | null;
  /** The price after discount (a range for variations), as the shop writes prices. */
  price: string | null;
  /** The price before the discount, when there is one. */
  oldPrice: string | null;
  /** Average rating with one decimal and the count: "4.7 (123)". */
  rating: string | null;
  /** A short line under the headline (the shop's: where it delivers). */
  note: string | null;
  /** The item's or category's picture, the store's cover, the landing page's hero. */
  image: string | null;
  /** The store's or the shop's logo, drawn round over the cover (store and site cards). */
  logo: string | null;
  /** The module's brand colour (src/theme/brand.ts). */
  color: string;
  siteName: string;
  siteLogo: string | null;
}

/** The og:image a page names, with what og:image:* and twitter:image need. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

export type SiteConfig = Pick<Config, 'business_name' | 'logo_full_url'> & MoneyConfig;

export interface ShareItem extends PricedItem {
  name: string;
  store_name?: string | null;
  module_type?: string | null;
  avg_rating?: number | null;
  rating_count?: number | null;
  image_full_url?: string | null;
  images_full_url?: (string | null)[] | null;
}

export interface ShareStore {
  name: string;
  address?: string | null;
  avg_rating?: number | null;
  rating_count?: number | null;
  logo_full_url?: string | null;
  cover_photo_full_url?: string | null;
  module?: { module_type?: string | null } | null;
}

export interface ShareCategory {
  name: string;
  image: string | null;
  parent: { name: string } | null;
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** "4.7 (123)"; null without ratings. */
export function ratingText(
  average: number | null | undefined,
  count: number | null | undefined,
): string | null {
  const ratings = Number(count);
  const value = average === null || average === undefined ? Number.NaN : Number(average);
  if (!Number.isFinite(ratings) || ratings <= 0 || !Number.isFinite(value)) return null;
  return `${Math.min(5, Math.max(0, value)).toFixed(1)} (${ratings})`;
}

/** The price after discount, "min – max" for items whose variations differ. */
function priceText(item: PricedItem, config: MoneyConfig): string {
  const range = discountedRange(item);
  const low = formatPrice(range.min, config);
  return range.max > range.min ? `${low} – ${formatPrice(range.max, config)}` : low;
}

function oldPriceText(item: PricedItem, config: MoneyConfig): string | null {
  const before = priceRange(item).min;
  return before > discountedRange(item).min ? formatPrice(before, config) : null;
}

function siteParts(config: SiteConfig, locale: string) {
  return {
    locale,
    direction: directionOf(locale),
    siteName: text(config.business_name) ?? '',
    siteLogo: text(config.logo_full_url),
  };
}

const colorOf = (moduleType: string | null | undefined) => MODULE_COLORS[brandKey(moduleType)].main;

export function productCard(
  item: ShareItem,
  config: SiteConfig,
  locale: string,
  kind: 'product' | 'campaign-item' = 'product',
): ShareCard {
  const site = siteParts(config, locale);
  return {
    kind,
    locale: site.locale,
    direction: site.direction,
    title: item.name,
    subtitle: text(item.store_name),
    price: priceText(item, config),
    oldPrice: oldPriceText(item, config),
    rating: ratingText(item.avg_rating, item.rating_count),
    note: null,
    image: itemImages(item)[0] ?? null,
    logo: null,
    color: colorOf(item.module_type),
    siteName: site.siteName,
    siteLogo: site.siteLogo,
  };
}

export function storeCard(store: ShareStore, config: SiteConfig, locale: string): ShareCard {
  const site = siteParts(config, locale);
  return {
    kind: 'store',
    locale: site.locale,
    direction: site.direction,
    title: store.name,
    subtitle: text(store.address),
    price: null,
    oldPrice: null,
    rating: ratingText(store.avg_rating, store.rating_count),
    note: null,
    image: text(store.cover_photo_full_url),
    logo: text(store.logo_full_url),
    color: colorOf(store.module?.module_type),
    siteName: site.siteName,
    siteLogo: site.siteLogo,
  };
}

export function categoryCard(
  category: ShareCategory,
  moduleType: string | null | undefined,
  config: SiteConfig,
  locale: string,
): ShareCard {
  const site = siteParts(config, locale);
  return {
    kind: 'category',
    locale: site.locale,
    direction: site.direction,
    title: category.name,
    subtitle: text(category.parent?.name),
    price: null,
    oldPrice: null,
    rating: null,
    note: null,
    image: text(category.image),
    logo: null,
    color: colorOf(moduleType),
    siteName: site.siteName,
    siteLogo: site.siteLogo,
  };
}

/**
 * The landing page's hero section. The built-in API also names its picture (`hero_image_full_url`),
 * which the contract does not list: used when a backend sends it.
 */
type Hero = NonNullable<LandingPage['hero_section']> & { hero_image_full_url?: string | null };

/**
 * The shop itself (landing and module home): its name and logo over the landing page's hero
 * picture, its headline, and where it delivers.
 */
export function siteCard(config: SiteConfig, landing: LandingPage, locale: string): ShareCard {
  const site = siteParts(config, locale);
  const hero: Hero = landing.hero_section ?? {};
  return {
    kind: 'site',
    locale: site.locale,
    direction: site.direction,
    title: site.siteName,
    subtitle: text(hero.header_title) ?? text(hero.header_sub_title),
    price: null,
    oldPrice: null,
    rating: null,
    note: text(hero.header_tag_line),
    image: text(hero.hero_image_full_url),
    logo: site.siteLogo,
    color: colorOf(null),
    siteName: site.siteName,
    siteLogo: site.siteLogo,
  };
}

/** og:image:alt: what the picture says, in the page's language. */
export function shareImageAlt(card: ShareCard): string {
  return [card.title, card.subtitle, card.price].filter(Boolean).join(' – ');
}
