import { translate, translationEntries } from '../../db/i18n';
import type { addOns, items, itemCampaigns, units } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { assetUrl } from '../urls';
import type { CategoryRow } from './category';
import { iso } from './common';
import type { ModuleRow } from './module';
import { deliveryTimeRange, type StoreDiscountRow, type StoreRow } from './store';

export type ItemRow = typeof items.$inferSelect;
export type CampaignItemRow = typeof itemCampaigns.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;
export type UnitRow = typeof units.$inferSelect;

/** The store columns the item formatter reads. */
export type ItemStore = Pick<
  StoreRow,
  | 'id'
  | 'name'
  | 'translations'
  | 'zone_id'
  | 'module_id'
  | 'schedule_order'
  | 'delivery_time'
  | 'free_delivery'
  | 'halal_tag_status'
>;

/** A running flash sale's terms for one item (`id` is the flash_sale_items row). */
export interface FlashTerms {
  id: number;
  flash_sale_id: number;
  discount: number;
  discount_type: string;
  available_stock: number;
  /** The sale's shares of the discount borne by the admin and by the store (percent). */
  admin_discount_percentage: number;
  vendor_discount_percentage: number;
}

/** An item, or a campaign item mapped onto the item columns (`campaign` set). */
export type ItemSource = ItemRow & {
  campaign?: { available_date_starts: string; available_date_ends: string };
};

/** Maps an item_campaigns row onto the item shape (title → name, HH:MM time window, no ratings). */
export function campaignAsItem(row: CampaignItemRow): ItemSource {
  return {
    ...row,
    available_time_starts: row.start_time,
    available_time_ends: row.end_time,
    recommended: 0,
    organic: 0,
    is_approved: 1,
    brand_id: null,
    common_condition_id: null,
    is_basic: 0,
    is_prescription_required: 0,
    generic_name: [],
    tags: [],
    nutritions: [],
    allergies: [],
    rating: [0, 0, 0, 0, 0],
    avg_rating: 0,
    rating_count: 0,
    order_count: 0,
    campaign: {
      available_date_starts: row.available_date_starts,
      available_date_ends: row.available_date_ends,
    },
  };
}

/**
 * The shown discount (API-ITEMS-3): a running flash sale wins; otherwise the larger of
 * the product's own discount and the store's running percentage discount, compared as amounts off the
 * price. When the store's wins, the type becomes "percent".
 */
export function effectiveDiscount(
  price: number,
  product: { discount: number; discount_type: string },
  storePercent: number | null,
  flash: { discount: number; discount_type: string } | null,
): { discount: number; discount_type: string; flash_sale: 0 | 1 } {
  if (flash) return { discount: flash.discount, discount_type: flash.discount_type, flash_sale: 1 };
  const own =
    product.discount_type === 'percent' ? (price * product.discount) / 100 : product.discount;
  const store = storePercent ? (price * storePercent) / 100 : 0;
  if (store > own) return { discount: storePercent ?? 0, discount_type: 'percent', flash_sale: 0 };
  return { discount: product.discount, discount_type: product.discount_type, flash_sale: 0 };
}

/** The store-wide discount as a percentage when it is running and percent-typed. */
export const storePercent = (discount: StoreDiscountRow | null): number | null =>
  discount && discount.discount_type === 'percent' ? discount.discount : null;

export interface ItemContext {
  store: ItemStore | null;
  storeDiscount: StoreDiscountRow | null;
  flash: FlashTerms | null;
  categories: Map<number, CategoryRow>;
  addOns: Map<number, AddOnRow>;
  units: Map<number, UnitRow>;
  module: ModuleRow | undefined;
  /** Global schedule_order switch. */
  scheduleOrderEnabled: boolean;
}

/** "HH:MM:SS" → "HH:MM" (campaign items report minutes only). */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * The stock an item reports: a running sale's own units left (API-ITEMS-3), never more than the
 * item has outside food, where an order takes both (food keeps no stock of its own).
 */
function reportedStock(
  itemStock: number,
  flash: FlashTerms | null,
  moduleType: string | null | undefined,
): number {
  if (!flash) return itemStock;
  return moduleType === 'food' ? flash.available_stock : Math.min(flash.available_stock, itemStock);
}

/** Item JSON (API-ITEMS-2, full formatter), localised. */
export function formatItem(
  item: ItemSource,
  ctx: ItemContext,
  locale: string,
  origin: string,
  opts: { translations?: boolean } = {},
) {
  const pricing = effectiveDiscount(item.price, item, storePercent(ctx.storeDiscount), ctx.flash);
  const unit = item.unit_id ? ctx.units.get(item.unit_id) : undefined;
  const unitName = unit ? translate(unit.translations, locale, 'unit', unit.unit) : null;
  const [minTime, maxTime] = deliveryTimeRange(ctx.store?.delivery_time ?? '');
  const campaign = item.campaign;
  const images = item.images ?? [];
  return {
    id: item.id,
    name: translate(item.translations, locale, 'name', item.name),
    description: translate(item.translations, locale, 'description', item.description),
    image: item.image,
    image_full_url: assetUrl(origin, ASSET_FOLDERS.item, item.image),
    images,
    images_full_url: images.map((file) => assetUrl(origin, ASSET_FOLDERS.item, file)),
    category_id: item.category_id,
    category_ids: item.category_ids.map((ref) => {
      const category = ctx.categories.get(Number(ref.id));
      return {
        id: String(ref.id),
        position: ref.position,
        ...(category
          ? { name: translate(category.translations, locale, 'name', category.name) }
          : {}),
      };
    }),
    attributes: item.attributes,
    choice_options: item.choice_options,
    variations: item.variations,
    food_variations: item.food_variations.length ? item.food_variations : '',
    add_ons: item.add_ons.flatMap((id) => {
      const addOn = ctx.addOns.get(id);
      if (!addOn || addOn.status !== 1 || addOn.store_id !== item.store_id) return [];
      return [
        {
          id: addOn.id,
          name: translate(addOn.translations, locale, 'name', addOn.name),
          price: addOn.price,
          store_id: addOn.store_id,
          status: addOn.status,
          addon_category_id: addOn.addon_category_id,
          tax_ids: [],
          created_at: iso(addOn.created_at),
          updated_at: iso(addOn.updated_at),
        },
      ];
    }),
    price: item.price,
    tax: 0,
    tax_type: item.tax_type,
    tax_data: [],
    discount: pricing.discount,
    discount_type: pricing.discount_type,
    // 6amMart reports no store discount while a flash sale runs for the item (its discount wins).
    store_discount: ctx.flash ? 0 : (storePercent(ctx.storeDiscount) ?? 0),
    flash_sale: pricing.flash_sale,
    veg: item.veg,
    status: item.status,
    store_id: item.store_id,
    module_id: item.module_id,
    module_type: ctx.module?.module_type ?? null,
    stock: reportedStock(item.stock, ctx.flash, ctx.module?.module_type),
    unit_id: item.unit_id,
    unit_type: unitName,
    unit: unit
      ? {
          id: unit.id,
          unit: unitName,
          created_at: iso(unit.created_at),
          updated_at: iso(unit.updated_at),
        }
      : null,
    slug: item.slug,
    recommended: item.recommended,
    organic: item.organic,
    maximum_cart_quantity: item.maximum_cart_quantity,
    is_approved: item.is_approved,
    is_halal: item.is_halal,
    halal_tag_status: ctx.store?.halal_tag_status ? 1 : 0,
    order_count: item.order_count,
    avg_rating: Math.round(Number(item.avg_rating) * 100) / 100,
    rating_count: item.rating_count,
    rating: item.rating,
    available_time_starts: campaign ? hhmm(item.available_time_starts) : item.available_time_starts,
    available_time_ends: campaign ? hhmm(item.available_time_ends) : item.available_time_ends,
    ...(campaign
      ? {
          available_date_starts: campaign.available_date_starts,
          available_date_ends: campaign.available_date_ends,
          title: translate(item.translations, locale, 'title', item.name),
        }
      : {}),
    store_name: ctx.store
      ? translate(ctx.store.translations, locale, 'name', ctx.store.name)
      : null,
    zone_id: ctx.store?.zone_id ?? null,
    is_campaign: campaign ? 1 : 0,
    schedule_order: Boolean(ctx.store?.schedule_order && ctx.scheduleOrderEnabled),
    delivery_time: ctx.store?.delivery_time ?? null,
    free_delivery: ctx.store?.free_delivery ?? false,
    min_delivery_time: minTime,
    max_delivery_time: maxTime,
    common_condition_id: item.common_condition_id,
    brand_id: item.brand_id,
    is_basic: item.is_basic,
    is_prescription_required: item.is_prescription_required,
    generic_name: item.generic_name,
    nutritions_name: item.nutritions,
    allergies_name: item.allergies,
    has_variant: item.variations.length,
    created_at: iso(item.created_at),
    updated_at: iso(item.updated_at),
    ...(opts.translations
      ? {
          translations: translationEntries(
            campaign ? 'App\\Models\\ItemCampaign' : 'App\\Models\\Item',
            item.id,
            item.translations,
          ),
          storage: [],
        }
      : {}),
  };
}

export type ItemJson = ReturnType<typeof formatItem>;
