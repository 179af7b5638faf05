import { productHref, storeHref } from '@/domain/catalog/links';

/** A home banner as the storefront reads it (R-HOME-3, API-CONTENT-1). */
export interface HomeBanner {
  id: number;
  title?: string | null;
  type?: 'default' | 'store_wise' | 'item_wise' | string | null;
  image_full_url?: string | null;
  link?: string | null;
  store?: {
    id: number;
    slug?: string | null;
    zone_id?: number | null;
    module_id?: number | null;
  } | null;
  item?: { id: number; slug?: string | null; module_id?: number | null } | null;
}

export type BannerTarget =
  | { kind: 'link'; href: string; external: boolean }
  | { kind: 'store'; href: string }
  | { kind: 'item'; href: string }
  | { kind: 'quick-view'; itemId: number }
  | { kind: 'none' };

/** Only web links may leave the site: anything else (javascript:, data: …) is not followed. */
function safeLink(link: string | null | undefined): BannerTarget {
  const text = (link ?? '').trim();
  if (!text) return { kind: 'none' };
  if (text.startsWith('/') && !text.startsWith('//')) {
    return { kind: 'link', href: text, external: false };
  }
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      return { kind: 'link', href: url.toString(), external: true };
    }
  } catch {
    // not an absolute URL
  }
  return { kind: 'none' };
}

/**
 * Where a banner click goes (R-HOME-3): default goes to its link;
 * store_wise goes to the store page; item_wise opens a quick-view modal for food and otherwise
 * goes to the product page.
 */
export function bannerTarget(
  banner: HomeBanner,
  moduleType: string | null | undefined,
): BannerTarget {
  if (banner.type === 'store_wise') {
    return banner.store
      ? { kind: 'store', href: storeHref(banner.store, { moduleType }) }
      : { kind: 'none' };
  }
  if (banner.type === 'item_wise') {
    if (!banner.item) return { kind: 'none' };
    return moduleType === 'food'
      ? { kind: 'quick-view', itemId: banner.item.id }
      : { kind: 'item', href: productHref(banner.item) };
  }
  return safeLink(banner.link);
}

/** Banner carousel timings (R-HOME-3). */
export const BANNER_AUTOPLAY_MS = 4000;
export const BANNER_SPEED_MS = 800;

/**
 * Banners side by side: 1 to 3 depending on module and count (R-HOME-3). Food shows up
 * to three, grocery and pharmacy two, ecommerce one wide banner; never more than there are, and
 * one on phones.
 */
export function bannerSlidesToShow(
  moduleType: string | null | undefined,
  count: number,
  phone = false,
): number {
  if (count <= 1 || phone) return 1;
  const max = moduleType === 'food' ? 3 : moduleType === 'ecommerce' ? 1 : 2;
  return Math.max(1, Math.min(max, count));
}

/** The banner carousel loops only when there are more than two banners. */
export function bannerInfinite(count: number): boolean {
  return count > 2;
}
