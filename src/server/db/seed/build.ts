import * as s from '../schema';
import type { FoodVariation, ItemVariation, ChoiceOption, CategoryRef } from '../schema/catalog';
import type { RatingHistogram } from '../schema/stores';
import type { Translations } from '../schema/common';
import { Rng } from './random';
import type {
  CategorySpec,
  L3,
  ModuleKey,
  ProductTemplate,
  ScheduleKind,
  StoreSpec,
} from './types';
import {
  MODULE_ID,
  automatedMessageSpecs,
  cancellationReasonSpecs,
  deliveryManSpecs,
  moduleSpecs,
  parcelCategorySpecs,
  parcelInstructionSpecs,
  refundReasonSpecs,
  reviewComments,
  reviewerNames,
  unitSpecs,
  vehicleSpecs,
  zoneSpecs,
} from './data/core';
import {
  foodAddOns,
  foodCategories,
  foodProducts,
  foodStores,
  foodVariationPresets,
} from './data/food';
import { groceryCategories, groceryProducts, groceryStores } from './data/grocery';
import {
  commonConditionSpecs,
  pharmacyCategories,
  pharmacyProducts,
  pharmacyStores,
} from './data/pharmacy';
import { brandSpecs, shopCategories, shopProducts, shopStores } from './data/shop';
import {
  OTHER_BANNER_KEYS,
  bannerSpecs,
  basicCampaignSpecs,
  couponSpecs,
  itemCampaignSpecs,
  otherBannerEmojis,
  parcelBannerSpecs,
  videoContentSteps,
  whyChooseSpecs,
} from './data/marketing';
import { businessSettings } from './data/settings';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Every row the seed inserts, table by table, in insertion (foreign-key) order. */
export interface SeedRows {
  businessSettings: Insert<typeof s.businessSettings>[];
  zones: Insert<typeof s.zones>[];
  modules: Insert<typeof s.modules>[];
  zoneModules: Insert<typeof s.zoneModules>[];
  units: Insert<typeof s.units>[];
  attributes: Insert<typeof s.attributes>[];
  addonCategories: Insert<typeof s.addonCategories>[];
  commonConditions: Insert<typeof s.commonConditions>[];
  brands: Insert<typeof s.brands>[];
  categories: Insert<typeof s.categories>[];
  stores: Insert<typeof s.stores>[];
  storeSchedules: Insert<typeof s.storeSchedules>[];
  storeDiscounts: Insert<typeof s.storeDiscounts>[];
  addOns: Insert<typeof s.addOns>[];
  items: Insert<typeof s.items>[];
  reviews: Insert<typeof s.reviews>[];
  basicCampaigns: Insert<typeof s.basicCampaigns>[];
  campaignStores: Insert<typeof s.campaignStores>[];
  itemCampaigns: Insert<typeof s.itemCampaigns>[];
  flashSales: Insert<typeof s.flashSales>[];
  flashSaleItems: Insert<typeof s.flashSaleItems>[];
  coupons: Insert<typeof s.coupons>[];
  cashbacks: Insert<typeof s.cashbacks>[];
  banners: Insert<typeof s.banners>[];
  otherBanners: Insert<typeof s.otherBanners>[];
  advertisements: Insert<typeof s.advertisements>[];
  walletBonuses: Insert<typeof s.walletBonuses>[];
  parcelCategories: Insert<typeof s.parcelCategories>[];
  parcelInstructions: Insert<typeof s.parcelInstructions>[];
  cancellationReasons: Insert<typeof s.cancellationReasons>[];
  refundReasons: Insert<typeof s.refundReasons>[];
  automatedMessages: Insert<typeof s.automatedMessages>[];
  vehicles: Insert<typeof s.vehicles>[];
  offlinePaymentMethods: Insert<typeof s.offlinePaymentMethods>[];
  deliveryMen: Insert<typeof s.deliveryMen>[];
  dmReviews: Insert<typeof s.dmReviews>[];
  notifications: Insert<typeof s.notifications>[];
  userInfos: Insert<typeof s.userInfos>[];
}

export const ALL_STORE_SPECS: StoreSpec[] = [
  ...foodStores,
  ...groceryStores,
  ...pharmacyStores,
  ...shopStores,
];

export const CATEGORY_SPECS: Record<Exclude<ModuleKey, 'parcel'>, CategorySpec[]> = {
  food: foodCategories,
  grocery: groceryCategories,
  pharmacy: pharmacyCategories,
  shop: shopCategories,
};

export const PRODUCT_SPECS: Record<Exclude<ModuleKey, 'parcel'>, ProductTemplate[]> = {
  food: foodProducts,
  grocery: groceryProducts,
  pharmacy: pharmacyProducts,
  shop: shopProducts,
};

const DAY = 86_400_000;

/** YYYY-MM-DD (UTC) of now + days. */
const isoDate = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** {ar:{key:…}, fr:{key:…}} from [en, ar, fr] triples. */
function tr(fields: Record<string, L3 | undefined>): Translations {
  const out: Translations = { ar: {}, fr: {} };
  for (const [key, value] of Object.entries(fields)) {
    if (!value) continue;
    out.ar![key] = value[1];
    out.fr![key] = value[2];
  }
  return out;
}

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

function schedules(
  kind: ScheduleKind,
  now: Date,
): { day: number; opening_time: string; closing_time: string }[] {
  const out: { day: number; opening_time: string; closing_time: string }[] = [];
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

const WINDOWS = {
  breakfast: ['06:00:00', '10:59:59'],
  night: ['22:00:00', '23:59:59'],
  afternoon: ['15:00:00', '18:59:59'],
} as const;

function roundPrice(p: number): number {
  return p < 20 ? Math.round(p * 2) / 2 : Math.round(p);
}

/** Builds every seed row in memory. Pure: the same `now` gives the same rows. */
export function buildSeed(now: Date): SeedRows {
  const rng = new Rng(20260301);
  const rows: SeedRows = {
    businessSettings: [],
    zones: [],
    modules: [],
    zoneModules: [],
    units: [],
    attributes: [],
    addonCategories: [],
    commonConditions: [],
    brands: [],
    categories: [],
    stores: [],
    storeSchedules: [],
    storeDiscounts: [],
    addOns: [],
    items: [],
    reviews: [],
    basicCampaigns: [],
    campaignStores: [],
    itemCampaigns: [],
    flashSales: [],
    flashSaleItems: [],
    coupons: [],
    cashbacks: [],
    banners: [],
    otherBanners: [],
    advertisements: [],
    walletBonuses: [],
    parcelCategories: [],
    parcelInstructions: [],
    cancellationReasons: [],
    refundReasons: [],
    automatedMessages: [],
    vehicles: [],
    offlinePaymentMethods: [],
    deliveryMen: [],
    dmReviews: [],
    notifications: [],
    userInfos: [],
  };
  const created = daysAgo(now, 400);

  // ---- settings
  for (const [key, value] of Object.entries(businessSettings()))
    rows.businessSettings.push({ key, value });

  // ---- zones and modules
  for (const z of zoneSpecs) {
    rows.zones.push({
      id: z.id,
      name: z.name[0],
      display_name: z.name[0],
      coordinates: z.coordinates,
      status: 1,
      cash_on_delivery: true,
      digital_payment: true,
      offline_payment: false,
      translations: tr({ name: z.name, display_name: z.name }),
      created_at: created,
      updated_at: created,
    });
  }
  for (const m of moduleSpecs) {
    rows.modules.push({
      id: m.id,
      module_name: m.name[0],
      module_type: m.type,
      slug: m.key,
      icon: `${m.key}-icon.svg`,
      thumbnail: `${m.key}.svg`,
      status: 1,
      theme_id: m.themeId,
      description: m.description[0],
      all_zone_service: m.allZoneService,
      translations: tr({ module_name: m.name, description: m.description }),
      created_at: created,
      updated_at: created,
    });
    for (const z of zoneSpecs) {
      rows.zoneModules.push({
        zone_id: z.id,
        module_id: m.id,
        per_km_shipping_charge: 5,
        minimum_shipping_charge: 10,
        maximum_shipping_charge: 60,
        maximum_cod_order_amount: 3000,
        delivery_charge_type: 'distance',
        fixed_shipping_charge: 0,
      });
    }
  }

  // ---- reference tables
  const unitId = new Map<string, number>();
  unitSpecs.forEach((u, i) => {
    unitId.set(u.key, i + 1);
    rows.units.push({
      id: i + 1,
      unit: u.name[0],
      translations: tr({ unit: u.name }),
      created_at: created,
    });
  });
  rows.attributes.push(
    { id: 1, name: 'Color', translations: tr({ name: ['Color', 'اللون', 'Couleur'] }) },
    { id: 2, name: 'Size', translations: tr({ name: ['Size', 'المقاس', 'Taille'] }) },
  );
  rows.addonCategories.push(
    { id: 1, name: 'Extras', translations: tr({ name: ['Extras', 'إضافات', 'Suppléments'] }) },
    { id: 2, name: 'Drinks', translations: tr({ name: ['Drinks', 'مشروبات', 'Boissons'] }) },
    { id: 3, name: 'Sauces', translations: tr({ name: ['Sauces', 'صلصات', 'Sauces'] }) },
  );
  const conditionId = new Map<string, number>();
  commonConditionSpecs.forEach((c, i) => {
    conditionId.set(c.key, i + 1);
    rows.commonConditions.push({
      id: i + 1,
      name: c.name[0],
      slug: c.key,
      translations: tr({ name: c.name }),
      created_at: created,
    });
  });
  const brandId = new Map<string, number>();
  brandSpecs.forEach((b, i) => {
    brandId.set(b.key, i + 1);
    rows.brands.push({
      id: i + 1,
      name: b.name[0],
      slug: b.key,
      image: `${b.key}.svg`,
      module_id: MODULE_ID.shop,
      translations: tr({ name: b.name }),
      created_at: created,
    });
  });

  // ---- categories
  const catInfo = new Map<string, { id: number; topId: number; module: ModuleKey }>();
  const usedSlugs = new Set<string>();
  let catSeq = 0;
  for (const [moduleKey, cats] of Object.entries(CATEGORY_SPECS) as [ModuleKey, CategorySpec[]][]) {
    cats.forEach((cat, index) => {
      const topId = ++catSeq;
      const slugOf = (key: string) => {
        const slug = usedSlugs.has(key) ? `${key}-${moduleKey}` : key;
        usedSlugs.add(slug);
        return slug;
      };
      catInfo.set(`${moduleKey}:${cat.key}`, { id: topId, topId, module: moduleKey });
      rows.categories.push({
        id: topId,
        name: cat.name[0],
        slug: slugOf(cat.key),
        image: `${cat.key}.svg`,
        parent_id: 0,
        position: 0,
        priority: cats.length - index,
        featured: cat.featured ? 1 : 0,
        module_id: MODULE_ID[moduleKey],
        translations: tr({ name: cat.name }),
        created_at: created,
      });
      cat.subs.forEach((sub, subIndex) => {
        const id = ++catSeq;
        catInfo.set(`${moduleKey}:${sub.key}`, { id, topId, module: moduleKey });
        rows.categories.push({
          id,
          name: sub.name[0],
          slug: slugOf(sub.key),
          image: `${sub.key}.svg`,
          parent_id: topId,
          position: 1,
          priority: cat.subs.length - subIndex,
          featured: 0,
          module_id: MODULE_ID[moduleKey],
          translations: tr({ name: sub.name }),
          created_at: created,
        });
      });
    });
  }

  // ---- stores, schedules, discounts, add-ons, items
  const storeId = new Map<string, number>();
  const storeRow = new Map<number, Insert<typeof s.stores>>();
  const itemByStoreProduct = new Map<string, Insert<typeof s.items>>();
  let itemSeq = 0;
  let addOnSeq = 0;
  let reviewSeq = 0;
  ALL_STORE_SPECS.forEach((spec, index) => {
    const id = index + 1;
    storeId.set(spec.key, id);
    const moduleKey = spec.module as Exclude<ModuleKey, 'parcel'>;
    const moduleId = MODULE_ID[moduleKey];
    const storeCreated = daysAgo(now, spec.createdDaysAgo);

    schedules(spec.schedule, now).forEach((sc) =>
      rows.storeSchedules.push({ store_id: id, ...sc }),
    );
    if (spec.discount) {
      rows.storeDiscounts.push({
        store_id: id,
        start_date: isoDate(now, -7),
        end_date: isoDate(now, 30),
        start_time: '00:00:00',
        end_time: '23:59:59',
        min_purchase: spec.discount.minPurchase,
        max_discount: spec.discount.maxDiscount,
        discount: spec.discount.percent,
        discount_type: 'percent',
        created_at: daysAgo(now, 7),
      });
    }

    // add-ons (food stores)
    const storeAddOns: number[] = [];
    if (moduleKey === 'food') {
      for (const a of foodAddOns) {
        const addOnId = ++addOnSeq;
        storeAddOns.push(addOnId);
        rows.addOns.push({
          id: addOnId,
          name: a.name,
          price: roundPrice(a.price * (0.9 + rng.next() * 0.3)),
          store_id: id,
          addon_category_id: a.category,
          translations: { ar: { name: a.ar }, fr: { name: a.fr } },
          created_at: storeCreated,
        });
      }
    }

    // items
    const topKeys = new Set(spec.categories);
    const products = PRODUCT_SPECS[moduleKey].filter((p) => {
      const info = catInfo.get(`${moduleKey}:${p.category}`);
      if (!info) throw new Error(`Unknown category ${p.category} for ${p.key}`);
      const top = CATEGORY_SPECS[moduleKey].find(
        (c) => catInfo.get(`${moduleKey}:${c.key}`)?.id === info.topId,
      );
      return top ? topKeys.has(top.key) : false;
    });
    const storeHist: RatingHistogram = [0, 0, 0, 0, 0];
    let storeOrders = 0;
    let hasVeg = false;
    let hasNonVeg = false;
    products.forEach((p, pIndex) => {
      const itemId = ++itemSeq;
      const info = catInfo.get(`${moduleKey}:${p.category}`)!;
      const categoryIds: CategoryRef[] =
        info.id === info.topId
          ? [{ id: String(info.topId), position: 1 }]
          : [
              { id: String(info.topId), position: 1 },
              { id: String(info.id), position: 2 },
            ];
      const price = roundPrice(p.price * (0.92 + rng.next() * 0.2));
      let discount = 0;
      let discountType: 'percent' | 'amount' = 'percent';
      if (p.discount) {
        [discount, discountType] = p.discount;
      } else if (rng.chance(0.1)) {
        discount = rng.pick([5, 10, 15]);
      }
      const veg = moduleKey === 'food' ? (p.veg ? 1 : 0) : 0;
      if (moduleKey === 'food') {
        if (veg) hasVeg = true;
        else hasNonVeg = true;
      }

      // non-food variations
      let choiceOptions: ChoiceOption[] = [];
      let variations: ItemVariation[] = [];
      const attributes: number[] = [];
      if (p.colors || p.sizes) {
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
        variations = combos.map((c, i) => ({
          type: c.type.replace(/\s+/g, ''),
          price: price + c.sizeIndex * step,
          stock: p.stock === 0 ? 0 : i === 1 || rng.chance(0.15) ? 0 : rng.int(1, 15),
        }));
      } else {
        choiceOptions = [];
      }
      const stock =
        moduleKey === 'food'
          ? 100
          : variations.length
            ? variations.reduce((a, v) => a + v.stock, 0)
            : (p.stock ?? rng.int(20, 120));

      const foodVariations: FoodVariation[] = (p.variations ?? []).map(
        (k) => foodVariationPresets[k],
      );
      const addOnIds =
        p.addOns && storeAddOns.length
          ? rng.sample(storeAddOns, rng.int(3, 5)).sort((a, b) => a - b)
          : [];
      const ratingN = rng.chance(0.08) ? 0 : rng.int(3, 140);
      const hist = histogram(rng, spec.quality, ratingN);
      const { avg, count } = ratingStats(hist);
      hist.forEach((v, i) => (storeHist[i] += v));
      const orderCount = Math.round(count * (1.5 + rng.next() * 3));
      storeOrders += orderCount;
      const ageDays = pIndex % 7 === 0 ? rng.int(0, 6) : rng.int(7, 150);
      const itemCreated = new Date(
        Math.max(storeCreated.getTime(), daysAgo(now, ageDays).getTime()),
      );
      const desc: L3 = p.desc ?? [
        `${p.name[0]} from ${spec.name[0]}, prepared fresh for your order.`,
        `${p.name[1]} من ${spec.name[1]}، يحضر طازجا لطلبك.`,
        `${p.name[2]} de ${spec.name[2]}, préparé frais pour votre commande.`,
      ];
      const images = [`${p.key}.svg`];
      if (moduleKey === 'shop') images.push(`${p.key}-alt.svg`);
      const window = p.window ? WINDOWS[p.window] : (['00:00:00', '23:59:59'] as const);
      const item: Insert<typeof s.items> = {
        id: itemId,
        name: p.name[0],
        slug: `${p.key}-${spec.key}`,
        description: desc[0],
        image: `${p.key}.svg`,
        images,
        category_id: info.id,
        category_ids: categoryIds,
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
        store_id: id,
        module_id: moduleId,
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
      rows.items.push(item);
      itemByStoreProduct.set(`${spec.key}/${p.key}`, item);

      // a few written reviews on the first items of each store
      if (pIndex < 6 && count > 0) {
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
          reviewSeq++;
          rows.reviews.push({
            id: reviewSeq,
            item_id: itemId,
            store_id: id,
            module_id: moduleId,
            customer_name: rng.pick(reviewerNames),
            comment: rng.pick(reviewComments[star - 1]),
            rating: star,
            created_at: daysAgo(now, rng.int(1, 60)),
          });
        }
      }
    });

    const { avg, count } = ratingStats(storeHist);
    const selfDelivery = !!spec.selfDelivery;
    const row: Insert<typeof s.stores> = {
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
      module_id: moduleId,
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
      veg: moduleKey === 'food' ? (hasVeg ? 1 : 0) : 1,
      non_veg: moduleKey === 'food' ? (hasNonVeg ? 1 : 0) : 1,
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
      rating: storeHist,
      avg_rating: avg,
      rating_count: count,
      order_count: storeOrders,
      total_order: storeOrders,
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
      created_at: storeCreated,
      updated_at: storeCreated,
    };
    rows.stores.push(row);
    storeRow.set(id, row);
  });

  // ---- campaigns
  basicCampaignSpecs.forEach((c, i) => {
    const id = i + 1;
    rows.basicCampaigns.push({
      id,
      title: c.title[0],
      slug: c.key,
      image: `${c.key}.svg`,
      description: c.description[0],
      module_id: MODULE_ID[c.module],
      start_date: isoDate(now, c.startDays),
      end_date: isoDate(now, c.endDays),
      start_time: '00:00:00',
      end_time: '23:59:59',
      translations: tr({ title: c.title, description: c.description }),
      created_at: daysAgo(now, 30),
    });
    for (const st of c.stores) {
      rows.campaignStores.push({
        campaign_id: id,
        store_id: storeId.get(st.store)!,
        campaign_status: st.status,
      });
    }
  });
  itemCampaignSpecs.forEach((c, i) => {
    const template = Object.values(PRODUCT_SPECS)
      .flat()
      .find((p) => p.key === c.product);
    const base = itemByStoreProduct.get(`${c.store}/${c.product}`);
    if (!template || !base)
      throw new Error(`Item campaign ${c.key}: ${c.store}/${c.product} not found`);
    const desc: L3 = template.desc ?? [
      base.description ?? '',
      base.translations?.ar?.description ?? '',
      base.translations?.fr?.description ?? '',
    ];
    rows.itemCampaigns.push({
      id: i + 1,
      title: c.title[0],
      name: c.title[0],
      slug: c.key,
      description: desc[0],
      image: base.image,
      images: base.images,
      category_id: base.category_id,
      category_ids: base.category_ids,
      variations: base.variations,
      food_variations: base.food_variations,
      add_ons: base.add_ons,
      attributes: base.attributes,
      choice_options: base.choice_options,
      price: c.price,
      discount: c.discount[0],
      discount_type: c.discount[1],
      veg: base.veg,
      status: 1,
      store_id: base.store_id,
      module_id: base.module_id,
      stock: base.module_id === MODULE_ID.food ? 100 : 50,
      unit_id: base.unit_id,
      maximum_cart_quantity: 5,
      is_halal: base.is_halal,
      available_date_starts: isoDate(now, c.startDays),
      available_date_ends: isoDate(now, c.endDays),
      start_time: c.startTime ?? '00:00:00',
      end_time: c.endTime ?? '23:59:59',
      translations: tr({ title: c.title, name: c.title, description: desc }),
      created_at: daysAgo(now, Math.max(1, -c.startDays)),
    });
  });

  // ---- flash sales (grocery and shop, running now)
  const flashModules: { module: ModuleKey; count: number; title: L3 }[] = [
    {
      module: 'grocery',
      count: 16,
      title: ['Fresh Flash Sale', 'تخفيضات خاطفة طازجة', 'Vente flash fraîcheur'],
    },
    {
      module: 'shop',
      count: 12,
      title: ['Mega Flash Sale', 'تخفيضات خاطفة كبرى', 'Méga vente flash'],
    },
  ];
  let flashItemSeq = 0;
  flashModules.forEach((f, i) => {
    const saleId = i + 1;
    rows.flashSales.push({
      id: saleId,
      module_id: MODULE_ID[f.module],
      title: f.title[0],
      is_publish: 1,
      status: 1,
      admin_discount_percentage: 60,
      vendor_discount_percentage: 40,
      start_date: daysAgo(now, 1),
      end_date: new Date(now.getTime() + 7 * DAY),
      translations: tr({ title: f.title }),
      created_at: daysAgo(now, 2),
    });
    const candidates = rows.items.filter(
      (it) =>
        it.module_id === MODULE_ID[f.module] &&
        (it.stock ?? 0) > 0 &&
        storeRow.get(it.store_id)?.zone_id === 1,
    );
    const chosen = new Set<number>();
    for (const it of rng.sample(candidates, candidates.length)) {
      if (chosen.size >= f.count) break;
      // one item per product template keeps the sale varied
      const templateKey = it.slug.replace(/-[a-z0-9-]+$/, '');
      if ([...chosen].some((cid) => rows.items[cid - 1].slug.startsWith(templateKey))) continue;
      chosen.add(it.id!);
    }
    for (const itemId of chosen) {
      const it = rows.items[itemId - 1];
      const stock = rng.int(20, 60);
      const sold = rng.int(2, stock - 4);
      const discount = rng.pick([10, 15, 20, 25, 30]);
      rows.flashSaleItems.push({
        id: ++flashItemSeq,
        flash_sale_id: saleId,
        item_id: itemId,
        stock,
        sold,
        available_stock: stock - sold,
        discount_type: 'percent',
        discount,
        discount_amount: round2((it.price * discount) / 100),
        price: it.price,
        status: 1,
      });
    }
  });

  // ---- coupons and cashback
  couponSpecs.forEach((c, i) => {
    const sid = c.store ? storeId.get(c.store)! : null;
    rows.coupons.push({
      id: i + 1,
      title: c.title[0],
      code: c.code,
      slug: c.code.toLowerCase(),
      start_date: isoDate(now, c.startDays),
      expire_date: isoDate(now, c.endDays),
      min_purchase: c.minPurchase,
      max_discount: c.maxDiscount,
      discount: c.discount,
      discount_type: c.discountType,
      coupon_type: c.type,
      limit: c.limit,
      data: c.type === 'store_wise' && sid ? [sid] : c.type === 'zone_wise' ? (c.zones ?? []) : [],
      module_id: c.module ? MODULE_ID[c.module] : null,
      store_id: sid,
      created_by: c.type === 'store_wise' ? 'vendor' : 'admin',
      translations: tr({ title: c.title }),
      created_at: daysAgo(now, Math.max(1, -c.startDays)),
    });
  });
  rows.cashbacks.push(
    {
      id: 1,
      title: 'Weekend cashback 5%',
      cashback_type: 'percentage',
      cashback_amount: 5,
      min_purchase: 200,
      max_discount: 30,
      same_user_limit: 3,
      start_date: isoDate(now, -5),
      end_date: isoDate(now, 30),
      translations: tr({
        title: ['Weekend cashback 5%', 'استرداد نقدي 5% نهاية الأسبوع', 'Cashback week-end 5 %'],
      }),
    },
    {
      id: 2,
      title: 'Big basket bonus',
      cashback_type: 'amount',
      cashback_amount: 25,
      min_purchase: 500,
      max_discount: 0,
      same_user_limit: 2,
      start_date: isoDate(now, -2),
      end_date: isoDate(now, 20),
      translations: tr({
        title: ['Big basket bonus', 'مكافأة السلة الكبيرة', 'Bonus gros panier'],
      }),
    },
  );

  // ---- banners
  bannerSpecs.forEach((b, i) => {
    let data: string | null = null;
    if (b.type === 'store_wise') data = String(storeId.get(b.target));
    if (b.type === 'item_wise') {
      const item = itemByStoreProduct.get(b.target);
      if (!item) throw new Error(`Banner ${b.key}: item ${b.target} not found`);
      data = String(item.id);
    }
    rows.banners.push({
      id: i + 1,
      title: b.title[0],
      type: b.type,
      image: `${b.key}.svg`,
      status: 1,
      data,
      zone_id: b.zone,
      module_id: MODULE_ID[b.module],
      featured: b.featured ? 1 : 0,
      default_link: b.type === 'default' ? b.target : null,
      translations: tr({ title: b.title }),
      created_at: daysAgo(now, 20 - i),
    });
  });
  // a store's own banner (GET /banners/{store_id})
  rows.banners.push({
    id: rows.banners.length + 1,
    title: 'Wood-fired every night',
    type: 'default',
    image: 'food-napoli.svg',
    status: 1,
    zone_id: 1,
    module_id: MODULE_ID.food,
    store_id: storeId.get('casa-pizza-napoli')!,
    default_link: null,
    created_by: 'vendor',
    translations: tr({
      title: ['Wood-fired every night', 'فرن حطب كل ليلة', 'Au feu de bois chaque soir'],
    }),
  });

  // ---- other banners
  let otherSeq = 0;
  for (const moduleKey of Object.keys(otherBannerEmojis) as Exclude<ModuleKey, 'parcel'>[]) {
    for (const key of OTHER_BANNER_KEYS) {
      rows.otherBanners.push({
        id: ++otherSeq,
        module_id: MODULE_ID[moduleKey],
        key,
        value: `${moduleKey}-${key}.svg`,
      });
    }
  }
  parcelBannerSpecs.forEach((b, i) =>
    rows.otherBanners.push({
      id: ++otherSeq,
      module_id: MODULE_ID.parcel,
      key: 'parcel_banner',
      value: `${b.key}.svg`,
      title: b.title[0],
      position: i,
      translations: tr({ title: b.title }),
    }),
  );
  whyChooseSpecs.forEach((w, i) =>
    rows.otherBanners.push({
      id: ++otherSeq,
      module_id: MODULE_ID.parcel,
      key: 'why_choose',
      value: `${w.key}.svg`,
      title: w.title[0],
      short_description: w.text[0],
      position: i,
      translations: tr({ title: w.title, short_description: w.text }),
    }),
  );
  const steps = (l: 0 | 1 | 2) =>
    videoContentSteps.map((st) => ({ key: st.key[l], value: st.value[l] }));
  const sectionTitle: L3 = [
    'How parcel delivery works',
    'كيف يعمل توصيل الطرود',
    'Comment fonctionne la livraison de colis',
  ];
  rows.otherBanners.push({
    id: ++otherSeq,
    module_id: MODULE_ID.parcel,
    key: 'video_content',
    value: 'parcel-video-content.svg',
    title: sectionTitle[0],
    data: {
      section_title: sectionTitle[0],
      banner_type: 'image',
      banner_video: null,
      banner_image: 'parcel-video-content.svg',
      banner_video_content: 'parcel-video-cover.svg',
      banner_contents: steps(0),
      /** Localised variants: data.locales[locale] overrides section_title / banner_contents. */
      locales: {
        ar: { section_title: sectionTitle[1], banner_contents: steps(1) },
        fr: { section_title: sectionTitle[2], banner_contents: steps(2) },
      },
    },
    translations: tr({ title: sectionTitle }),
  });

  // ---- advertisements
  const ads: {
    store: string;
    type: 'store_promotion' | 'video_promotion';
    title: L3;
    description: L3;
  }[] = [
    {
      store: 'casa-pizza-napoli',
      type: 'store_promotion',
      title: [
        'Wood-fired pizza in 25 minutes',
        'بيتزا الفرن الحطبي في 25 دقيقة',
        'Pizza au feu de bois en 25 minutes',
      ],
      description: [
        'Neapolitan dough, 48-hour fermentation.',
        'عجينة نابولية مخمرة 48 ساعة.',
        'Pâte napolitaine, 48 h de fermentation.',
      ],
    },
    {
      store: 'dar-tajine',
      type: 'video_promotion',
      title: [
        'Inside the Dar Tajine kitchen',
        'داخل مطبخ دار الطاجين',
        'Dans la cuisine de Dar Tajine',
      ],
      description: [
        'See how our tagines slow-cook for four hours.',
        'شاهد كيف تطهى طواجيننا لأربع ساعات.',
        'Nos tajines mijotent quatre heures.',
      ],
    },
    {
      store: 'marche-frais-maarif',
      type: 'store_promotion',
      title: [
        'Market-fresh, delivered free',
        'طازج من السوق وتوصيل مجاني',
        'Fraîcheur du marché, livraison offerte',
      ],
      description: [
        'Fruit and vegetables picked this morning.',
        'فواكه وخضر قطفت هذا الصباح.',
        'Fruits et légumes cueillis ce matin.',
      ],
    },
    {
      store: 'pharmacie-centrale-casa',
      type: 'store_promotion',
      title: ['Your 24/7 pharmacy', 'صيدليتك على مدار الساعة', 'Votre pharmacie 24 h/24'],
      description: [
        'Upload a prescription, we do the rest.',
        'ارفع الوصفة ونحن نتكفل بالباقي.',
        'Envoyez l’ordonnance, on s’occupe du reste.',
      ],
    },
    {
      store: 'techzone-casablanca',
      type: 'video_promotion',
      title: ['Unboxing the Sahara X5', 'فتح علبة صحارى X5', 'Déballage du Sahara X5'],
      description: [
        'Our new flagship phone, now in stock.',
        'هاتفنا الرائد الجديد متوفر الآن.',
        'Notre nouveau smartphone phare est en stock.',
      ],
    },
    {
      store: 'atlas-fashion-hub',
      type: 'store_promotion',
      title: [
        'New season, new looks',
        'موسم جديد وإطلالات جديدة',
        'Nouvelle saison, nouveaux looks',
      ],
      description: [
        'Free returns within 14 days.',
        'إرجاع مجاني خلال 14 يوما.',
        'Retours gratuits sous 14 jours.',
      ],
    },
  ];
  ads.forEach((a, i) => {
    const sid = storeId.get(a.store)!;
    rows.advertisements.push({
      id: i + 1,
      store_id: sid,
      module_id: storeRow.get(sid)!.module_id,
      add_type: a.type,
      title: a.title[0],
      description: a.description[0],
      start_date: isoDate(now, -5),
      end_date: isoDate(now, 30),
      cover_image: `ad-${a.store}-cover.svg`,
      profile_image: `ad-${a.store}-profile.svg`,
      video_attachment: null,
      priority: i + 1,
      translations: tr({ title: a.title, description: a.description }),
      created_at: daysAgo(now, 6),
    });
  });

  rows.walletBonuses.push(
    {
      id: 1,
      title: 'Add 200 DH, get 20 DH',
      description: 'Top up your wallet with 200 DH or more and receive 20 DH bonus.',
      bonus_type: 'amount',
      bonus_amount: 20,
      minimum_add_amount: 200,
      maximum_bonus_amount: 20,
      start_date: isoDate(now, -10),
      end_date: isoDate(now, 30),
      translations: tr({
        title: [
          'Add 200 DH, get 20 DH',
          'أضف 200 درهم واحصل على 20',
          'Ajoutez 200 DH, recevez 20 DH',
        ],
      }),
    },
    {
      id: 2,
      title: '5% wallet bonus',
      description: '5% extra on any top-up over 500 DH (up to 50 DH).',
      bonus_type: 'percentage',
      bonus_amount: 5,
      minimum_add_amount: 500,
      maximum_bonus_amount: 50,
      start_date: isoDate(now, -10),
      end_date: isoDate(now, 60),
      translations: tr({
        title: ['5% wallet bonus', 'مكافأة 5% للمحفظة', 'Bonus portefeuille 5 %'],
      }),
    },
  );

  // ---- parcel and misc reference data
  parcelCategorySpecs.forEach((p, i) =>
    rows.parcelCategories.push({
      id: i + 1,
      name: p.name[0],
      description: p.description[0],
      image: `${p.key}.svg`,
      module_id: MODULE_ID.parcel,
      parcel_per_km_shipping_charge: p.perKm,
      parcel_minimum_shipping_charge: p.min,
      orders_count: rng.int(20, 300),
      translations: tr({ name: p.name, description: p.description }),
    }),
  );
  parcelInstructionSpecs.forEach((p, i) =>
    rows.parcelInstructions.push({
      id: i + 1,
      instruction: p[0],
      translations: tr({ instruction: p }),
    }),
  );
  cancellationReasonSpecs.forEach((c, i) =>
    rows.cancellationReasons.push({
      id: i + 1,
      reason: c.reason[0],
      user_type: c.userType,
      translations: tr({ reason: c.reason }),
    }),
  );
  refundReasonSpecs.forEach((r, i) =>
    rows.refundReasons.push({ id: i + 1, reason: r[0], translations: tr({ reason: r }) }),
  );
  automatedMessageSpecs.forEach((m, i) =>
    rows.automatedMessages.push({ id: i + 1, message: m[0], translations: tr({ message: m }) }),
  );
  vehicleSpecs.forEach((v, i) =>
    rows.vehicles.push({
      id: i + 1,
      type: v.type[0],
      starting_coverage_area: v.from,
      maximum_coverage_area: v.to,
      extra_charges: v.extra,
      translations: tr({ type: v.type }),
    }),
  );
  rows.offlinePaymentMethods.push({
    id: 1,
    method_name: 'Bank transfer',
    method_fields: [
      { input_name: 'bank_name', input_data: 'Banque Atlas' },
      { input_name: 'account_name', input_data: 'Atlas Mart SARL' },
      { input_name: 'rib', input_data: '011 780 0000012345678901 23' },
    ],
    method_informations: [
      {
        customer_input: 'transaction_reference',
        customer_placeholder: 'Transfer reference',
        is_required: 1,
      },
      {
        customer_input: 'sender_name',
        customer_placeholder: 'Name on the account',
        is_required: 0,
      },
    ],
  });
  deliveryManSpecs.forEach((d, i) => {
    const id = i + 1;
    rows.deliveryMen.push({
      id,
      f_name: d.f,
      l_name: d.l,
      phone: d.phone,
      email: `${d.f.toLowerCase()}@riders.atlasmart.test`,
      image: `${d.f.toLowerCase()}-${d.l.toLowerCase().replace(/\s+/g, '-')}.svg`,
      zone_id: d.zone,
      vehicle_id: 1,
      lat: d.lat,
      lng: d.lng,
      location: d.location,
      avg_rating: d.rating,
      rating_count: d.count,
      created_at: daysAgo(now, 200 - i * 30),
    });
    for (let r = 0; r < 2; r++) {
      const star = r === 0 ? 5 : 4;
      rows.dmReviews.push({
        delivery_man_id: id,
        customer_name: rng.pick(reviewerNames),
        comment: rng.pick([
          'Very polite and on time.',
          'Called before arriving, great service.',
          'Fast and careful with the order.',
        ]),
        rating: star,
        created_at: daysAgo(now, rng.int(2, 40)),
      });
    }
  });
  rows.notifications.push(
    {
      title: 'Welcome to Atlas Mart',
      description: 'Free delivery on orders over 500 DH, every day.',
      image: null,
      tergat: 'customer',
      zone_id: null,
      data: {
        title: 'Welcome to Atlas Mart',
        description: 'Free delivery on orders over 500 DH, every day.',
        order_id: '',
        image: null,
        type: 'push_notification',
      },
      created_at: daysAgo(now, 3),
    },
    {
      title: 'Weekend feast',
      description: '20% off family meals in Casablanca this weekend.',
      image: 'food-weekend-feast.svg',
      tergat: 'customer',
      zone_id: 1,
      data: {
        title: 'Weekend feast',
        description: '20% off family meals in Casablanca this weekend.',
        order_id: '',
        image: 'food-weekend-feast.svg',
        type: 'push_notification',
      },
      created_at: daysAgo(now, 1),
    },
    {
      title: 'Rabat: new pharmacy',
      description: 'Pharmacie Agdal Rabat now delivers to your door.',
      image: null,
      tergat: 'customer',
      zone_id: 2,
      data: {
        title: 'Rabat: new pharmacy',
        description: 'Pharmacie Agdal Rabat now delivers to your door.',
        order_id: '',
        image: null,
        type: 'push_notification',
      },
      created_at: daysAgo(now, 5),
    },
  );

  // ---- chat identities: admin, one per store (vendor), one per delivery man
  rows.userInfos.push({
    id: 1,
    f_name: 'Atlas Mart',
    l_name: 'Support',
    phone: '+212522000000',
    email: 'support@atlasmart.test',
    image: 'logo.svg',
    admin_id: 1,
  });
  for (const st of rows.stores) {
    rows.userInfos.push({
      id: rows.userInfos.length + 1,
      f_name: st.name,
      l_name: '',
      phone: st.phone,
      email: st.email,
      image: st.logo,
      vendor_id: st.vendor_id,
    });
  }
  for (const dm of rows.deliveryMen) {
    rows.userInfos.push({
      id: rows.userInfos.length + 1,
      f_name: dm.f_name,
      l_name: dm.l_name,
      phone: dm.phone,
      email: dm.email,
      image: dm.image,
      deliveryman_id: dm.id,
    });
  }

  return rows;
}

/** Helpers for demo images: every file the seed references, with the emoji it is drawn from. */
export { itemCampaignSpecs, bannerSpecs, basicCampaignSpecs };
