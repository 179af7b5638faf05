import type { ChoiceOption, CategoryRef, FoodVariation, ItemVariation } from '../../schema/catalog';
import type { RatingHistogram } from '../../schema/stores';
import { reviewComments, reviewerNames } from '../data/core';
import { foodVariationPresets } from '../data/food';
import { daysAgo, roundPrice, round2, tr, type SeedContext } from '../helpers';
import type { Rng } from '../random';
import type { Row, SeedRows } from '../rows';
import { CATEGORY_SPECS, PRODUCT_SPECS, type CatalogModule } from '../specs';
import type { L3, ProductTemplate, StoreSpec } from '../types';
import type { CatalogReferenceIds } from './catalog-reference';
import type { CategoryIndex, CategoryInfo } from './categories';

/** What the item builders need besides the clock: category and reference ids. */
export interface ItemLookups extends CatalogReferenceIds {
  catInfo: CategoryIndex;
}

/** The store an item is built for. */
export interface ItemStore {
  spec: StoreSpec;
  id: number;
  moduleKey: CatalogModule;
  moduleId: number;
  created: Date;
  /** Ids of the store's add-ons (food stores only). */
  addOnIds: number[];
}

/** What a store row sums up from its items. */
export interface StoreItemStats {
  hist: RatingHistogram;
  orders: number;
  hasVeg: boolean;
  hasNonVeg: boolean;
}

const WINDOWS = {
  breakfast: ['06:00:00', '10:59:59'],
  night: ['22:00:00', '23:59:59'],
  afternoon: ['15:00:00', '18:59:59'],
} as const;

function histogram(rng: Rng, quality: number, n: number): RatingHistogram {
  const h: RatingHistogram = [0, 0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 2.4;
    const star = Math.max(1, Math.min(5, Math.round(quality + noise)));
    h[5 - star] += 1;
  }
  return h;
}

export function ratingStats(h: RatingHistogram): { avg: number; count: number } {
  const count = h.reduce((a, b) => a + b, 0);
  const sum = h[0] * 5 + h[1] * 4 + h[2] * 3 + h[3] * 2 + h[4];
  return { avg: count ? round2(sum / count) : 0, count };
}

/** The module's product templates whose top-level category the store sells. */
function productsOfStore(store: ItemStore, catInfo: CategoryIndex): ProductTemplate[] {
  const { moduleKey } = store;
  const topKeys = new Set(store.spec.categories);
  return PRODUCT_SPECS[moduleKey].filter((p) => {
    const info = catInfo.get(`${moduleKey}:${p.category}`);
    if (!info) throw new Error(`Unknown category ${p.category} for ${p.key}`);
    const top = CATEGORY_SPECS[moduleKey].find(
      (c) => catInfo.get(`${moduleKey}:${c.key}`)?.id === info.topId,
    );
    return top ? topKeys.has(top.key) : false;
  });
}

function categoryRefs(info: CategoryInfo): CategoryRef[] {
  return info.id === info.topId
    ? [{ id: String(info.topId), position: 1 }]
    : [
        { id: String(info.topId), position: 1 },
        { id: String(info.id), position: 2 },
      ];
}

/** Color / size choices of a shop product and one variation (with its own stock) per combination. */
function choiceVariations(
  rng: Rng,
  p: ProductTemplate,
  price: number,
): { choiceOptions: ChoiceOption[]; variations: ItemVariation[]; attributes: number[] } {
  const choiceOptions: ChoiceOption[] = [];
  const attributes: number[] = [];
  if (!p.colors && !p.sizes) return { choiceOptions, variations: [], attributes };
  const colors = p.colors?.map((c) => c[0]) ?? [];
  const sizes = p.sizes ? [...p.sizes] : [];
  if (colors.length) {
    attributes.push(1);
    choiceOptions.push({
      name: `choice_${choiceOptions.length + 1}`,
      title: 'Color',
      options: colors,
    });
  }
  if (sizes.length) {
    attributes.push(2);
    choiceOptions.push({
      name: `choice_${choiceOptions.length + 1}`,
      title: 'Size',
      options: sizes,
    });
  }
  const combos: { type: string; sizeIndex: number }[] = [];
  if (colors.length && sizes.length) {
    colors.forEach((c) =>
      sizes.forEach((sz, i) => combos.push({ type: `${c}-${sz}`, sizeIndex: i })),
    );
  } else {
    (colors.length ? colors : sizes).forEach((v, i) =>
      combos.push({ type: v, sizeIndex: sizes.length ? i : 0 }),
    );
  }
  const step = Math.max(1, Math.round(price * 0.05));
  const variations = combos.map((c, i) => ({
    type: c.type.replace(/\s+/g, ''),
    price: price + c.sizeIndex * step,
    stock: p.stock === 0 ? 0 : i === 1 || rng.chance(0.15) ? 0 : rng.int(1, 15),
  }));
  return { choiceOptions, variations, attributes };
}

/** One item of a store from a product template; `hist` is its generated rating histogram. */
function buildItem(
  ctx: SeedContext,
  lookups: ItemLookups,
  store: ItemStore,
  p: ProductTemplate,
  pIndex: number,
  itemId: number,
): { item: Row<'items'>; hist: RatingHistogram } {
  const { now, rng } = ctx;
  const { spec, moduleKey } = store;
  const info = lookups.catInfo.get(`${moduleKey}:${p.category}`)!;
  const price = roundPrice(p.price * (0.92 + rng.next() * 0.2));
  let discount = 0;
  let discountType: 'percent' | 'amount' = 'percent';
  if (p.discount) {
    [discount, discountType] = p.discount;
  } else if (rng.chance(0.1)) {
    discount = rng.pick([5, 10, 15]);
  }
  const veg = moduleKey === 'food' ? (p.veg ? 1 : 0) : 0;
  const { choiceOptions, variations, attributes } = choiceVariations(rng, p, price);
  const stock =
    moduleKey === 'food'
      ? 100
      : variations.length
        ? variations.reduce((a, v) => a + v.stock, 0)
        : (p.stock ?? rng.int(20, 120));
  const foodVariations: FoodVariation[] = (p.variations ?? []).map((k) => foodVariationPresets[k]);
  const addOnIds =
    p.addOns && store.addOnIds.length
      ? rng.sample(store.addOnIds, rng.int(3, 5)).sort((a, b) => a - b)
      : [];
  const ratingN = rng.chance(0.08) ? 0 : rng.int(3, 140);
  const hist = histogram(rng, spec.quality, ratingN);
  const { avg, count } = ratingStats(hist);
  const orderCount = Math.round(count * (1.5 + rng.next() * 3));
  const ageDays = pIndex % 7 === 0 ? rng.int(0, 6) : rng.int(7, 150);
  const itemCreated = new Date(Math.max(store.created.getTime(), daysAgo(now, ageDays).getTime()));
  const desc: L3 = p.desc ?? [
    `${p.name[0]} from ${spec.name[0]}, prepared fresh for your order.`,
    `${p.name[1]} من ${spec.name[1]}، يحضر طازجا لطلبك.`,
    `${p.name[2]} de ${spec.name[2]}, préparé frais pour votre commande.`,
  ];
  const images = [`${p.key}.svg`];
  if (moduleKey === 'shop') images.push(`${p.key}-alt.svg`);
  const window = p.window ? WINDOWS[p.window] : (['00:00:00', '23:59:59'] as const);
  const { unitId, brandId, conditionId } = lookups;
  const item: Row<'items'> = {
    id: itemId,
    name: p.name[0],
    slug: `${p.key}-${spec.key}`,
    description: desc[0],
    image: `${p.key}.svg`,
    images,
    category_id: info.id,
    category_ids: categoryRefs(info),
    variations,
    food_variations: foodVariations,
    add_ons: addOnIds,
    attributes,
    choice_options: choiceOptions,
    price,
    tax: 0,
    tax_type: 'percent',
    discount,
    discount_type: discountType,
    veg,
    status: 1,
    store_id: store.id,
    module_id: store.moduleId,
    stock,
    unit_id: p.unit ? unitId.get(p.unit) : moduleKey === 'shop' ? unitId.get('pcs') : null,
    maximum_cart_quantity: p.maxQty ?? null,
    is_halal: p.halal ? 1 : 0,
    available_time_starts: window[0],
    available_time_ends: window[1],
    recommended: p.recommended ? 1 : 0,
    organic: p.organic ? 1 : 0,
    brand_id: p.brand ? brandId.get(p.brand) : null,
    common_condition_id: p.condition ? conditionId.get(p.condition) : null,
    is_basic: p.basic ? 1 : 0,
    is_prescription_required: p.rx ? 1 : 0,
    generic_name: p.generic ?? [],
    tags: p.tags ?? [],
    nutritions: p.nutritions ?? [],
    allergies: p.allergies ?? [],
    rating: hist,
    avg_rating: avg,
    rating_count: count,
    order_count: orderCount,
    translations: tr({ name: p.name, description: desc }),
    created_at: itemCreated,
    updated_at: itemCreated,
  };
  return { item, hist };
}

/** 1-3 written reviews of an item, their stars drawn from its rating histogram. */
function writtenReviews(
  ctx: SeedContext,
  item: Row<'items'>,
  hist: RatingHistogram,
  count: number,
  reviews: SeedRows['reviews'],
): void {
  const { now, rng } = ctx;
  const n = rng.int(1, 3);
  for (let r = 0; r < n; r++) {
    let pick = rng.int(1, count);
    let star = 5;
    for (let k = 0; k < 5; k++) {
      pick -= hist[k];
      if (pick <= 0) {
        star = 5 - k;
        break;
      }
    }
    reviews.push({
      id: reviews.length + 1,
      item_id: item.id!,
      store_id: item.store_id,
      module_id: item.module_id,
      customer_name: rng.pick(reviewerNames),
      comment: rng.pick(reviewComments[star - 1]),
      rating: star,
      created_at: daysAgo(now, rng.int(1, 60)),
    });
  }
}

/**
 * Items of one store (one per product template of the categories it sells), appended to `out.items`,
 * with written reviews on the first ones; ids continue the numbering of `out`.
 */
export function buildStoreItems(
  ctx: SeedContext,
  lookups: ItemLookups,
  store: ItemStore,
  out: Pick<SeedRows, 'items' | 'reviews'>,
  itemByStoreProduct: Map<string, Row<'items'>>,
): StoreItemStats {
  const stats: StoreItemStats = {
    hist: [0, 0, 0, 0, 0],
    orders: 0,
    hasVeg: false,
    hasNonVeg: false,
  };
  productsOfStore(store, lookups.catInfo).forEach((p, pIndex) => {
    const { item, hist } = buildItem(ctx, lookups, store, p, pIndex, out.items.length + 1);
    if (store.moduleKey === 'food') {
      if (item.veg) stats.hasVeg = true;
      else stats.hasNonVeg = true;
    }
    hist.forEach((v, i) => (stats.hist[i] += v));
    stats.orders += item.order_count!;
    out.items.push(item);
    itemByStoreProduct.set(`${store.spec.key}/${p.key}`, item);
    // a few written reviews on the first items of each store
    const count = item.rating_count!;
    if (pIndex < 6 && count > 0) writtenReviews(ctx, item, hist, count, out.reviews);
  });
  return stats;
}
