import { MODULE_ID } from '../data/core';
import { foodAddOns } from '../data/food';
import { daysAgo, isoDate, roundPrice, tr, type SeedContext } from '../helpers';
import type { Row, SeedRows } from '../rows';
import { ALL_STORE_SPECS, type CatalogModule } from '../specs';
import type { ScheduleKind, StoreSpec } from '../types';
import {
  buildStoreItems,
  ratingStats,
  type ItemLookups,
  type ItemStore,
  type StoreItemStats,
} from './items';

type CatalogRows = Pick<
  SeedRows,
  'stores' | 'storeSchedules' | 'storeDiscounts' | 'addOns' | 'items' | 'reviews'
>;

/** The stores with everything they sell, and the indexes later sections look rows up in. */
export interface Catalog extends CatalogRows {
  /** Store id by store spec key. */
  storeId: Map<string, number>;
  /** Store row by id. */
  storeRow: Map<number, Row<'stores'>>;
  /** Item row by `<store key>/<product key>`. */
  itemByStoreProduct: Map<string, Row<'items'>>;
}

type Schedule = { day: number; opening_time: string; closing_time: string };

function schedules(kind: ScheduleKind, now: Date): Schedule[] {
  const out: Schedule[] = [];
  for (let day = 0; day < 7; day++) {
    switch (kind) {
      case 'always':
        out.push({ day, opening_time: '00:00:00', closing_time: '23:59:59' });
        break;
      case 'day':
        out.push({ day, opening_time: '09:00:00', closing_time: '23:00:00' });
        break;
      case 'morning':
        out.push({ day, opening_time: '06:00:00', closing_time: '18:00:00' });
        break;
      case 'split':
        out.push({ day, opening_time: '12:00:00', closing_time: '15:00:00' });
        out.push({ day, opening_time: '19:00:00', closing_time: '23:30:00' });
        break;
      case 'closed_monday':
        if (day !== 1) out.push({ day, opening_time: '08:00:00', closing_time: '22:00:00' });
        break;
      case 'closed_today':
        if (day !== now.getDay())
          out.push({ day, opening_time: '08:00:00', closing_time: '22:00:00' });
        break;
    }
  }
  return out;
}

/** The store's percent discount, running from a week ago to a month ahead. */
function storeDiscount(
  now: Date,
  id: number,
  discount: NonNullable<StoreSpec['discount']>,
): Row<'storeDiscounts'> {
  return {
    store_id: id,
    start_date: isoDate(now, -7),
    end_date: isoDate(now, 30),
    start_time: '00:00:00',
    end_time: '23:59:59',
    min_purchase: discount.minPurchase,
    max_discount: discount.maxDiscount,
    discount: discount.percent,
    discount_type: 'percent',
    created_at: daysAgo(now, 7),
  };
}

/** Every food add-on for one food store, priced around its list price; returns their ids. */
function storeAddOns(
  ctx: SeedContext,
  id: number,
  created: Date,
  addOns: SeedRows['addOns'],
): number[] {
  const ids: number[] = [];
  for (const a of foodAddOns) {
    const addOnId = addOns.length + 1;
    ids.push(addOnId);
    addOns.push({
      id: addOnId,
      name: a.name,
      price: roundPrice(a.price * (0.9 + ctx.rng.next() * 0.3)),
      store_id: id,
      addon_category_id: a.category,
      translations: { ar: { name: a.ar }, fr: { name: a.fr } },
      created_at: created,
    });
  }
  return ids;
}

/** The store row; ratings, order counts and veg flags are summed up from its items. */
function storeRow(store: ItemStore, stats: StoreItemStats): Row<'stores'> {
  const { spec, id, moduleKey, created } = store;
  const { avg, count } = ratingStats(stats.hist);
  const selfDelivery = !!spec.selfDelivery;
  return {
    id,
    name: spec.name[0],
    slug: spec.key,
    phone: `+2125220${String(100 + id).padStart(5, '0')}`,
    email: `${spec.key}@atlasmart.test`,
    logo: `${spec.key}.svg`,
    cover_photo: `${spec.key}.svg`,
    latitude: spec.lat.toFixed(4),
    longitude: spec.lng.toFixed(4),
    address: spec.address,
    footer_text: null,
    zone_id: spec.zone,
    module_id: store.moduleId,
    vendor_id: id,
    status: 1,
    active: spec.active ?? true,
    minimum_order: spec.minimumOrder,
    schedule_order: spec.scheduleOrder ?? false,
    order_place_to_schedule_interval: moduleKey === 'food' ? 30 : 0,
    delivery: spec.delivery ?? true,
    take_away: spec.takeAway ?? true,
    free_delivery: spec.freeDelivery ?? false,
    delivery_time: spec.deliveryTime,
    veg: moduleKey === 'food' ? (stats.hasVeg ? 1 : 0) : 1,
    non_veg: moduleKey === 'food' ? (stats.hasNonVeg ? 1 : 0) : 1,
    cutlery: spec.cutlery ?? false,
    prescription_order: spec.prescriptionOrder ?? false,
    tax: 0,
    comission: 10,
    featured: spec.featured ? 1 : 0,
    announcement: spec.announcement ? 1 : 0,
    announcement_message: spec.announcement ?? null,
    meta_title: `${spec.name[0]} | Atlas Mart`,
    meta_description: `Order from ${spec.name[0]} (${spec.address}) with delivery in ${spec.deliveryTime}.`,
    meta_image: `${spec.key}.svg`,
    self_delivery_system: selfDelivery ? 1 : 0,
    per_km_shipping_charge: selfDelivery ? 4 : 0,
    minimum_shipping_charge: selfDelivery ? 8 : 0,
    maximum_shipping_charge: selfDelivery ? 40 : null,
    rating: stats.hist,
    avg_rating: avg,
    rating_count: count,
    order_count: stats.orders,
    total_order: stats.orders,
    is_recommended: spec.recommended ?? false,
    halal_tag_status: spec.halal ?? false,
    extra_packaging_status: spec.key === 'casa-pizza-napoli',
    extra_packaging_amount: spec.key === 'casa-pizza-napoli' ? 5 : 0,
    translations: tr({
      name: spec.name,
      meta_title: [
        `${spec.name[0]} | Atlas Mart`,
        `${spec.name[1]} | أطلس مارت`,
        `${spec.name[2]} | Atlas Mart`,
      ],
    }),
    created_at: created,
    updated_at: created,
  };
}

/**
 * Every store (id = position in ALL_STORE_SPECS + 1) with its schedules, discount, add-ons, items and
 * reviews. Stores are built one after the other: each draws its add-ons, then its items, from the rng.
 */
export function buildStores(ctx: SeedContext, lookups: ItemLookups): Catalog {
  const out: Catalog = {
    stores: [],
    storeSchedules: [],
    storeDiscounts: [],
    addOns: [],
    items: [],
    reviews: [],
    storeId: new Map(),
    storeRow: new Map(),
    itemByStoreProduct: new Map(),
  };
  ALL_STORE_SPECS.forEach((spec, index) => {
    const id = index + 1;
    out.storeId.set(spec.key, id);
    const moduleKey = spec.module as CatalogModule;
    const created = daysAgo(ctx.now, spec.createdDaysAgo);
    schedules(spec.schedule, ctx.now).forEach((sc) =>
      out.storeSchedules.push({ store_id: id, ...sc }),
    );
    if (spec.discount) out.storeDiscounts.push(storeDiscount(ctx.now, id, spec.discount));
    const addOnIds = moduleKey === 'food' ? storeAddOns(ctx, id, created, out.addOns) : [];
    const store: ItemStore = {
      spec,
      id,
      moduleKey,
      moduleId: MODULE_ID[moduleKey],
      created,
      addOnIds,
    };
    const stats = buildStoreItems(ctx, lookups, store, out, out.itemByStoreProduct);
    const row = storeRow(store, stats);
    out.stores.push(row);
    out.storeRow.set(id, row);
  });
  return out;
}
