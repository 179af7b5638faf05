import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type DatabaseHandle, type Db } from '@/server/db';
import { localized } from '@/server/db/i18n';
import * as s from '@/server/db/schema';
import { ASSET_FOLDERS, DEMO_CUSTOMER, seedDatabase } from '@/server/db/seed';
import { buildSeed } from '@/server/db/seed/build';
import { demoImageManifest } from '@/server/db/seed/images';

jest.setTimeout(180_000);

let handle: DatabaseHandle;
let db: Db;
const now = new Date();

const count = async (table: PgTable) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
};

beforeAll(async () => {
  const started = Date.now();
  // An explicit `now` bypasses the template cache: this measures a cold migrate + seed.
  handle = await openDatabase({ dataDir: 'memory://', now });
  db = handle.db;
  console.info(`[db test] PGlite in-memory open + migrate + seed: ${Date.now() - started} ms`);
});

afterAll(async () => {
  await handle?.close();
});

describe('migrations and seed', () => {
  it('answers ping', async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('has the geography: 2 zones, 5 modules linked to both', async () => {
    const zones = await db.select().from(s.zones).orderBy(s.zones.id);
    expect(zones.map((z) => z.name)).toEqual(['Casablanca', 'Rabat']);
    expect(zones[0].coordinates).toHaveLength(4);
    expect(zones[1].translations.ar?.name).toBe('الرباط');
    const modules = await db.select().from(s.modules).orderBy(s.modules.id);
    expect(modules.map((m) => m.module_type)).toEqual([
      'food',
      'grocery',
      'pharmacy',
      'ecommerce',
      'parcel',
    ]);
    expect(modules.find((m) => m.module_type === 'ecommerce')?.all_zone_service).toBe(1);
    const pivots = await db.select().from(s.zoneModules);
    expect(pivots).toHaveLength(10);
    expect(
      pivots.every((p) => p.per_km_shipping_charge === 5 && p.maximum_cod_order_amount === 3000),
    ).toBe(true);
  });

  it('has ≥4 stores per non-parcel module (5 food), each inside its zone, with ≥20 items', async () => {
    const zones = await db.select().from(s.zones);
    const stores = await db.select().from(s.stores);
    const perModule = new Map<number, number>();
    for (const st of stores) {
      perModule.set(st.module_id, (perModule.get(st.module_id) ?? 0) + 1);
      const zone = zones.find((z) => z.id === st.zone_id)!;
      const lats = zone.coordinates.map((c) => c.lat);
      const lngs = zone.coordinates.map((c) => c.lng);
      const lat = Number(st.latitude);
      const lng = Number(st.longitude);
      expect(lat).toBeGreaterThan(Math.min(...lats));
      expect(lat).toBeLessThan(Math.max(...lats));
      expect(lng).toBeGreaterThan(Math.min(...lngs));
      expect(lng).toBeLessThan(Math.max(...lngs));
    }
    expect(perModule.get(1)).toBeGreaterThanOrEqual(5);
    for (const m of [2, 3, 4]) expect(perModule.get(m)).toBeGreaterThanOrEqual(4);
    for (const m of [1, 2, 3, 4]) {
      expect(stores.some((st) => st.module_id === m && st.zone_id === 2)).toBe(true);
    }
    const perStore = await db
      .select({
        store: s.items.store_id,
        n: sql<number>`count(*)::int`,
        cats: sql<number>`count(distinct ${s.items.category_ids}->0->>'id')::int`,
      })
      .from(s.items)
      .groupBy(s.items.store_id);
    expect(perStore).toHaveLength(stores.length);
    for (const row of perStore) {
      expect(row.n).toBeGreaterThanOrEqual(20);
      expect(row.cats).toBeGreaterThanOrEqual(4);
    }
  });

  it('covers the store rules: closed, temporarily closed, take-away only, free delivery, discounts, schedules', async () => {
    const stores = await db.select().from(s.stores);
    expect(stores.some((st) => !st.active)).toBe(true);
    expect(stores.some((st) => !st.delivery && st.take_away)).toBe(true);
    expect(stores.some((st) => st.free_delivery)).toBe(true);
    expect(stores.some((st) => st.featured === 1)).toBe(true);
    expect(new Set(stores.map((st) => st.minimum_order)).size).toBeGreaterThan(3);
    const created = stores.map((st) => st.created_at.getTime());
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(90 * 86_400_000);
    const discounts = await db.select().from(s.storeDiscounts);
    const discountModules = new Set(
      discounts.map((d) => stores.find((st) => st.id === d.store_id)!.module_id),
    );
    expect([...discountModules].sort()).toEqual([1, 2, 3, 4]);
    const schedules = await db.select().from(s.storeSchedules);
    const byStore = new Map<number, typeof schedules>();
    for (const sc of schedules) byStore.set(sc.store_id, [...(byStore.get(sc.store_id) ?? []), sc]);
    const today = now.getDay();
    // closed today by schedule
    expect(stores.some((st) => !(byStore.get(st.id) ?? []).some((sc) => sc.day === today))).toBe(
      true,
    );
    // 24h, split shifts, a weekday off
    expect(
      schedules.some((sc) => sc.opening_time === '00:00:00' && sc.closing_time === '23:59:59'),
    ).toBe(true);
    expect(
      [...byStore.values()].some((list) => list.filter((sc) => sc.day === 3).length === 2),
    ).toBe(true);
    expect([...byStore.values()].some((list) => !list.some((sc) => sc.day === 1))).toBe(true);
  });

  it('has every kind of food variation, add-ons and availability windows', async () => {
    const food = await db.select().from(s.items).where(eq(s.items.module_id, 1));
    const groups = food.flatMap((it) => it.food_variations);
    const has = (type: 'single' | 'multi', required: 'on' | 'off', min?: number, max?: number) =>
      groups.some(
        (g) =>
          g.type === type &&
          g.required === required &&
          (min === undefined || (g.min === min && g.max === max)),
      );
    expect(has('single', 'on')).toBe(true);
    expect(has('single', 'off')).toBe(true);
    expect(has('multi', 'off', 1, 3)).toBe(true);
    expect(has('multi', 'on', 2, 2)).toBe(true);
    const size = groups.find((g) => g.name === 'Size')!;
    expect(size.values.map((v) => v.optionPrice)).toEqual(['0', '10', '20']);
    expect(food.some((it) => it.add_ons.length > 0)).toBe(true);
    expect(food.some((it) => it.veg === 1) && food.some((it) => it.veg === 0)).toBe(true);
    expect(
      food.some(
        (it) => it.available_time_starts === '06:00:00' && it.available_time_ends === '10:59:59',
      ),
    ).toBe(true);
    expect(food.some((it) => it.available_time_starts === '22:00:00')).toBe(true);
    expect(food.some((it) => it.maximum_cart_quantity !== null)).toBe(true);
    expect(food.some((it) => it.is_halal === 1 && it.recommended === 1)).toBe(true);
    const addOnsPerStore = await db
      .select({ store: s.addOns.store_id, n: sql<number>`count(*)::int` })
      .from(s.addOns)
      .groupBy(s.addOns.store_id);
    expect(addOnsPerStore).toHaveLength(5);
    expect(addOnsPerStore.every((r) => r.n >= 5)).toBe(true);
  });

  it('has grocery stock rules, pharmacy prescriptions and ecommerce variations with stock', async () => {
    const grocery = await db.select().from(s.items).where(eq(s.items.module_id, 2));
    expect(grocery.some((it) => it.stock === 0)).toBe(true);
    expect(grocery.some((it) => it.stock > 0 && it.stock <= 3)).toBe(true);
    expect(grocery.some((it) => it.organic === 1)).toBe(true);
    expect(grocery.some((it) => it.discount > 0 && it.discount_type === 'percent')).toBe(true);
    expect(grocery.some((it) => it.discount > 0 && it.discount_type === 'amount')).toBe(true);
    expect(grocery.every((it) => it.unit_id !== null)).toBe(true);

    const pharmacy = await db.select().from(s.items).where(eq(s.items.module_id, 3));
    expect(pharmacy.some((it) => it.is_prescription_required === 1)).toBe(true);
    expect(pharmacy.some((it) => it.is_basic === 1)).toBe(true);
    expect(pharmacy.some((it) => it.generic_name.length > 0)).toBe(true);
    const conditions = await db.select().from(s.commonConditions);
    expect(conditions).toHaveLength(6);
    for (const c of conditions)
      expect(pharmacy.some((it) => it.common_condition_id === c.id)).toBe(true);

    const shop = await db.select().from(s.items).where(eq(s.items.module_id, 4));
    const withChoices = shop.filter((it) => it.choice_options.length === 2);
    expect(withChoices.length).toBeGreaterThan(5);
    expect(withChoices[0].choice_options.map((c) => c.title)).toEqual(['Color', 'Size']);
    expect(withChoices.some((it) => it.variations.some((v) => v.stock === 0))).toBe(true);
    for (const it of withChoices) {
      expect(it.variations.every((v) => /^[^\s]+-[^\s]+$/.test(v.type))).toBe(true);
      expect(it.stock).toBe(it.variations.reduce((a, v) => a + v.stock, 0));
    }
    const brands = await db.select().from(s.brands);
    expect(brands.length).toBeGreaterThanOrEqual(8);
    for (const b of brands) expect(shop.some((it) => it.brand_id === b.id)).toBe(true);
  });

  it('has campaigns, a running flash sale and every coupon kind', async () => {
    const today = now.toISOString().slice(0, 10);
    expect(await count(s.basicCampaigns)).toBe(2);
    expect(await count(s.campaignStores)).toBeGreaterThanOrEqual(4);
    const campaigns = await db.select().from(s.itemCampaigns);
    expect(campaigns.length).toBeGreaterThanOrEqual(4);
    expect(
      campaigns.some((c) => c.available_date_starts <= today && c.available_date_ends >= today),
    ).toBe(true);
    expect(campaigns.some((c) => c.available_date_starts > today)).toBe(true);
    expect(campaigns.some((c) => c.available_date_ends < today)).toBe(true);

    const running = await db
      .select()
      .from(s.flashSales)
      .where(and(lt(s.flashSales.start_date, now), gt(s.flashSales.end_date, now)));
    expect(running.length).toBeGreaterThanOrEqual(1);
    const saleItems = await db
      .select()
      .from(s.flashSaleItems)
      .where(eq(s.flashSaleItems.flash_sale_id, running[0].id));
    expect(saleItems.length).toBeGreaterThanOrEqual(15);
    expect(saleItems.every((f) => f.available_stock === f.stock - f.sold && f.sold > 0)).toBe(true);

    const coupons = await db.select().from(s.coupons);
    const kinds = new Set(coupons.map((c) => c.coupon_type));
    for (const k of ['default', 'store_wise', 'zone_wise', 'free_delivery', 'first_order'])
      expect(kinds.has(k)).toBe(true);
    expect(coupons.some((c) => c.discount_type === 'percent' && c.max_discount > 0)).toBe(true);
    expect(coupons.some((c) => c.discount_type === 'amount')).toBe(true);
    expect(coupons.some((c) => c.expire_date < today)).toBe(true);
    expect(coupons.find((c) => c.coupon_type === 'store_wise')?.store_id).not.toBeNull();
  });

  it('has banners, other banners, ads, parcel content and reference lists', async () => {
    const banners = await db.select().from(s.banners);
    for (const type of ['default', 'store_wise', 'item_wise'])
      expect(banners.some((b) => b.type === type)).toBe(true);
    expect(banners.filter((b) => b.featured === 1).length).toBeGreaterThanOrEqual(3);
    const other = await db.select().from(s.otherBanners);
    for (const key of [
      'promotional_banner',
      'best_reviewed_section_banner',
      'new_arrival_section_banner',
      'bottom_section_banner',
      'basic_section_nearby',
    ]) {
      expect(other.filter((o) => o.key === key)).toHaveLength(4);
    }
    expect(other.filter((o) => o.key === 'why_choose').length).toBeGreaterThanOrEqual(4);
    expect(other.filter((o) => o.key === 'parcel_banner').length).toBeGreaterThanOrEqual(3);
    const video = other.find((o) => o.key === 'video_content')!;
    expect(video.data?.banner_type).toBe('image');
    expect(video.data?.banner_contents).toHaveLength(3);
    const ads = await db.select().from(s.advertisements);
    expect(new Set(ads.map((a) => a.add_type))).toEqual(
      new Set(['store_promotion', 'video_promotion']),
    );
    expect(await count(s.parcelCategories)).toBe(5);
    expect(await count(s.parcelInstructions)).toBeGreaterThanOrEqual(3);
    expect(await count(s.cashbacks)).toBe(2);
    expect(await count(s.deliveryMen)).toBe(4);
    expect(await count(s.refundReasons)).toBeGreaterThanOrEqual(3);
    const reasons = await db.select().from(s.cancellationReasons);
    expect(
      reasons.some((r) => r.user_type === 'customer') &&
        reasons.some((r) => r.user_type === 'store'),
    ).toBe(true);
    expect(reasons.every((r) => r.translations.ar?.reason && r.translations.fr?.reason)).toBe(true);
  });

  it('stores business settings under the contract key names', async () => {
    const rows = await db.select().from(s.businessSettings);
    const cfg = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, unknown>;
    expect(cfg.business_name).toBe('Atlas Mart');
    expect(cfg.currency_symbol).toBe('DH');
    expect(cfg.currency_symbol_direction).toBe('right');
    expect(cfg.country).toBe('MA');
    expect(cfg.admin_free_delivery).toEqual({
      status: true,
      type: 'free_delivery_by_order_amount',
      free_delivery_over: 500,
    });
    expect(cfg.default_location).toEqual({ lat: '33.5731', lng: '-7.5898' });
    expect((cfg.active_payment_method_list as { gateway: string }[])[0].gateway).toBe(
      'demo_gateway',
    );
    expect(
      (cfg.sys_language as { key: string; direction: string }[]).find((l) => l.key === 'ar')
        ?.direction,
    ).toBe('rtl');
    for (const key of [
      'terms_and_conditions',
      'about_us',
      'privacy_policy',
      'refund_policy_page',
      'shipping_policy_page',
      'cancellation_policy_page',
    ]) {
      const page = cfg[key] as Record<string, string>;
      for (const locale of ['en', 'ar', 'fr']) {
        expect(page[locale]).toContain('<h2>');
        expect(page[locale]).toContain('style=');
        expect(page[locale]).toContain('<a href=');
      }
    }
    const landing = cfg.react_landing_page as Record<
      string,
      {
        faq_section: { faq_list: unknown[] };
        trust_section: { cards: unknown[] };
        testimonial_section: { testimonial_list: unknown[] };
      }
    >;
    for (const locale of ['en', 'ar', 'fr']) {
      expect(landing[locale].faq_section.faq_list).toHaveLength(5);
      expect(landing[locale].trust_section.cards).toHaveLength(4);
      expect(landing[locale].testimonial_section.testimonial_list).toHaveLength(3);
    }
  });

  it('localises names in ar and fr through the translations column', async () => {
    const [pizza] = await db
      .select({
        en: s.items.name,
        ar: localized(s.items.name, s.items.translations, 'ar'),
        fr: localized(s.items.name, s.items.translations, 'fr'),
        de: localized(s.items.name, s.items.translations, 'de'),
        descAr: localized(s.items.description, s.items.translations, 'ar'),
      })
      .from(s.items)
      .where(eq(s.items.slug, 'pizza-margherita-casa-pizza-napoli'));
    expect(pizza).toEqual({
      en: 'Margherita Pizza',
      ar: 'بيتزا مارغريتا',
      fr: 'Pizza Margherita',
      de: 'Margherita Pizza',
      descAr: 'صلصة طماطم وموزاريلا وريحان طازج.',
    });
    for (const table of [
      s.stores,
      s.categories,
      s.brands,
      s.commonConditions,
      s.parcelCategories,
      s.banners,
      s.basicCampaigns,
      s.itemCampaigns,
    ]) {
      const [row] = await db
        .select({
          n: sql<number>`count(*) filter (where ${table.translations} -> 'ar' = '{}'::jsonb or ${table.translations} -> 'fr' = '{}'::jsonb or ${table.translations} -> 'ar' is null)::int`,
        })
        .from(table);
      expect(row.n).toBe(0);
    }
    const [food] = await db
      .select({ name: localized(s.modules.module_name, s.modules.translations, 'fr') })
      .from(s.modules)
      .where(eq(s.modules.id, 1));
    expect(food.name).toBe('Restauration');
  });

  it('creates the demo customer with addresses, wallet and orders starting at 100000', async () => {
    const [user] = await db.select().from(s.users).where(eq(s.users.phone, DEMO_CUSTOMER.phone));
    expect(user.email).toBe(DEMO_CUSTOMER.email.toLowerCase());
    expect(user.password).toMatch(/^scrypt\$/);
    expect(user.wallet_balance).toBe(250);
    const orders = await db.select().from(s.orders).orderBy(s.orders.id);
    expect(orders[0].id).toBe(100000);
    expect(orders.map((o) => o.order_status)).toEqual([
      'delivered',
      'picked_up',
      'canceled',
      'delivered',
    ]);
    expect(orders[0].delivery_address?.latitude).toBe('33.5862');
    expect(await count(s.customerAddresses)).toBe(2);
  });

  it('inserts after the seed get fresh ids (sequences moved past explicit ids)', async () => {
    const [row] = await db
      .insert(s.coupons)
      .values({
        title: 'Test',
        code: 'TEST-SEQ',
        start_date: '2026-01-01',
        expire_date: '2026-12-31',
      })
      .returning({ id: s.coupons.id });
    expect(row.id).toBeGreaterThan(13);
    await db.delete(s.coupons).where(eq(s.coupons.id, row.id));
  });

  it('seeding twice is a no-op', async () => {
    const before = await count(s.items);
    await expect(seedDatabase(db)).resolves.toBeNull();
    expect(await count(s.items)).toBe(before);
  });
});

describe('demo images', () => {
  it('exist on disk for every file the seed references', () => {
    const rows = buildSeed(now);
    const demo = path.join(process.cwd(), 'public', 'demo');
    const missing: string[] = [];
    const check = (folder: string, file: string | null | undefined) => {
      if (file && !existsSync(path.join(demo, folder, file))) missing.push(`${folder}/${file}`);
    };
    rows.items.forEach((it) => {
      check(ASSET_FOLDERS.item, it.image);
      it.images?.forEach((img) => check(ASSET_FOLDERS.item, img));
    });
    rows.itemCampaigns.forEach((it) => check(ASSET_FOLDERS.item, it.image));
    rows.stores.forEach((st) => {
      check(ASSET_FOLDERS.store_logo, st.logo);
      check(ASSET_FOLDERS.store_cover, st.cover_photo);
    });
    rows.categories.forEach((c) => check(ASSET_FOLDERS.category, c.image));
    rows.modules.forEach((m) => {
      check(ASSET_FOLDERS.module, m.icon);
      check(ASSET_FOLDERS.module, m.thumbnail);
    });
    rows.banners.forEach((b) => check(ASSET_FOLDERS.banner, b.image));
    rows.otherBanners.forEach((b) => check(ASSET_FOLDERS.banner, b.value));
    rows.basicCampaigns.forEach((c) => check(ASSET_FOLDERS.campaign, c.image));
    rows.brands.forEach((b) => check(ASSET_FOLDERS.brand, b.image));
    rows.parcelCategories.forEach((p) => check(ASSET_FOLDERS.parcel_category, p.image));
    rows.advertisements.forEach((a) => {
      check(ASSET_FOLDERS.advertisement, a.cover_image);
      check(ASSET_FOLDERS.advertisement, a.profile_image);
    });
    rows.deliveryMen.forEach((d) => check(ASSET_FOLDERS.delivery_man, d.image));
    const cfg = Object.fromEntries(rows.businessSettings.map((r) => [r.key, r.value])) as Record<
      string,
      unknown
    >;
    check(ASSET_FOLDERS.business, cfg.logo as string);
    check(ASSET_FOLDERS.business, cfg.fav_icon as string);
    check(
      ASSET_FOLDERS.gateway,
      (cfg.active_payment_method_list as { gateway_image: string }[])[0].gateway_image,
    );
    const landing = JSON.stringify(cfg.react_landing_page);
    for (const m of landing.matchAll(/"([a-z0-9-]+\.svg)"/g)) check(ASSET_FOLDERS.landing, m[1]);
    expect(missing).toEqual([]);
    expect(demoImageManifest().length).toBeGreaterThan(300);
  });
});
