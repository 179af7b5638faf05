/**
 * `/home` listing queries (R-LIST-1): `data_type` switches the home to a listing.
 * - category: `?search=category&id&module_id&name&data_type=category` (name base64-encoded)
 * - brand: `?brand_id&data_type=brand` (name base64-encoded when present)
 * - discounted: `?search=special-offer&module_id&data_type=discounted`
 * - searched: `?search=…&data_type=searched`
 */

export type HomeListingRequest =
  | { kind: 'searched'; term: string }
  | { kind: 'category'; id: string; name: string | null }
  | { kind: 'brand'; id: string; name: string | null }
  | { kind: 'discounted' };

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** Decodes the base64 `name` (UTF-8); a plain name is taken as it is; junk gives null. */
export function decodeListingName(value: string | undefined): string | null {
  if (!value) return null;
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(value) && value.length % 4 === 0) {
    try {
      const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      if (text.trim() && !/[\u0000-\u001f]/.test(text)) return text.trim();
    } catch {
      // Not base64 of UTF-8 text: fall through.
    }
  }
  return value.length <= 200 ? value : null;
}

/** Encodes a name for the `name` query (base64 of UTF-8). */
export function encodeListingName(name: string): string {
  const bytes = new TextEncoder().encode(name);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

const safeRef = (value: string | undefined) =>
  value && /^[\w-]{1,120}$/.test(value) ? value : undefined;

/** What a `/home` query asks for; null for the module home (or an incomplete listing query). */
export function parseHomeListing(query: Query): HomeListingRequest | null {
  const dataType = first(query.data_type);
  const search = first(query.search);
  if (dataType === 'category') {
    const id = safeRef(first(query.id));
    return id ? { kind: 'category', id, name: decodeListingName(first(query.name)) } : null;
  }
  if (dataType === 'brand') {
    const id = safeRef(first(query.brand_id) ?? first(query.id));
    return id ? { kind: 'brand', id, name: decodeListingName(first(query.name)) } : null;
  }
  if (dataType === 'discounted') return { kind: 'discounted' };
  if (search && (dataType === 'searched' || !dataType)) return { kind: 'searched', term: search };
  return null;
}

/** The category listing link of the module home. */
export function categoryListingHref(
  category: { id: number; name: string },
  moduleId: number,
): string {
  const params = new URLSearchParams({
    search: 'category',
    id: String(category.id),
    module_id: String(moduleId),
    name: encodeListingName(category.name),
    data_type: 'category',
  });
  return `/home?${params.toString()}`;
}

/** The brand listing link. */
export function brandListingHref(brand: { id: number; name: string }, moduleId: number): string {
  const params = new URLSearchParams({
    brand_id: String(brand.id),
    module_id: String(moduleId),
    name: encodeListingName(brand.name),
    data_type: 'brand',
  });
  return `/home?${params.toString()}`;
}

/** The special-offer strip's View all target. */
export function discountedListingHref(moduleId: number): string {
  return `/home?search=special-offer&module_id=${moduleId}&data_type=discounted`;
}

/** The shared, server-rendered category page: `/category/{slug or id}` with module_id. */
export function categoryPagePath(
  category: { id: number; slug?: string | null },
  moduleId: number | null | undefined,
): string {
  const ref = encodeURIComponent(category.slug?.trim() ? category.slug : String(category.id));
  return moduleId ? `/category/${ref}?module_id=${moduleId}` : `/category/${ref}`;
}
