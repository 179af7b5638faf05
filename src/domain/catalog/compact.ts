import type { Module } from '@/api/types';

/**
 * The API embeds `translations` and `storage` arrays in most models (API-CORE-5); clients ignore
 * them. Dropping them before data is dehydrated into the page keeps the HTML small.
 */
const DROPPED = new Set(['translations', 'storage']);

export function withoutTranslations<T>(value: T, depth = 4): T {
  if (depth < 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    return value.map((entry: unknown) => withoutTranslations(entry, depth - 1)) as T;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (DROPPED.has(key)) continue;
    copy[key] = withoutTranslations(entry, depth - 1);
  }
  return copy as T;
}

/** What the landing's module showcase shows of a module. */
export type ShowcaseModule = Pick<Module, 'id' | 'module_name' | 'icon_full_url' | 'description'>;

/**
 * A module as the landing showcase needs it. The module list carries every zone of every module
 * with its area (about 3 KiB a module), which the showcase never reads.
 */
export function showcaseModule(module: Module): ShowcaseModule {
  return {
    id: module.id,
    module_name: module.module_name,
    icon_full_url: module.icon_full_url ?? null,
    description: module.description ?? null,
  };
}

/**
 * The item fields a card reads (ItemCard: image, name, store, rating, price rules, stock, link) and
 * the rules behind its add control: options, cart limit, time window, scheduling, flash sale.
 */
const CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'image_full_url',
  'price',
  'discount',
  'discount_type',
  'store_discount',
  'unit_type',
  'store_id',
  'store_name',
  'module_id',
  'module_type',
  'zone_id',
  'variations',
  'food_variations',
  'choice_options',
  'stock',
  'maximum_cart_quantity',
  'available_time_starts',
  'available_time_ends',
  'schedule_order',
  'flash_sale',
  'avg_rating',
  'rating_count',
  'available_date_starts',
  'is_campaign',
] as const;

/**
 * An item with only what its card shows, for lists dehydrated into the page: a full item carries
 * add-ons, categories, nutrition and more that a card never reads.
 */
export function cardItem<T extends { id: number }>(item: T): T {
  const source = item as unknown as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) {
    if (source[field] !== undefined) picked[field] = source[field];
  }
  const variations = picked.variations;
  if (Array.isArray(variations)) {
    picked.variations = variations.map(
      (variation: { type?: unknown; price?: unknown; stock?: unknown }) => ({
        type: variation.type,
        price: variation.price,
        stock: variation.stock,
      }),
    );
  }
  return picked as unknown as T;
}
