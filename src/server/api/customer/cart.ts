import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db';
import { carts, itemCampaigns, items, stores, storeDiscounts } from '../../db/schema';
import type { FoodVariation } from '../../db/schema/catalog';
import { formatItemHits, itemStoreColumns, queryItems, type ItemHit } from '../catalog/items';
import { idField, priceField } from '../catalog/params';
import type { Scope } from '../catalog/scope';
import { activeDiscountOn } from '../catalog/stores';
import { ApiError } from '../errors';
import { iso } from '../format/common';
import { campaignAsItem, type ItemJson, type ItemSource } from '../format/item';
import { formatModule } from '../format/module';
import type { ApiLocale } from '../locale';
import { int } from '../validation';
import { msg } from './messages';
import type { Shopper } from './shopper';

/** Cart lines (API-CART-1): scoped by owner (member or guest) and the moduleId header's module. */

export type CartRow = typeof carts.$inferSelect;

/** The `model` field → the stored `item_type` (Laravel's morph class names). */
export const ITEM_TYPES = {
  Item: 'App\\Models\\Item',
  ItemCampaign: 'App\\Models\\ItemCampaign',
} as const;
export type CartModel = keyof typeof ITEM_TYPES;

/** Bounds that keep a line sane (the contract only says quantity ≥ 1). */
export const MAX_LINE_QUANTITY = 10_000;
const MAX_ADD_ON_QUANTITY = 1_000;

/** Form bodies carry arrays as JSON strings ("[1,2]"); JSON bodies carry them as arrays. */
const jsonish = <S extends z.ZodTypeAny>(schema: S) =>
  z.preprocess((value) => {
    if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

/** Fields shared by cart/add and cart/update (validated with the contract's 403 shape). */
export const lineFields = {
  price: priceField(),
  quantity: int().pipe(z.number().min(1).max(MAX_LINE_QUANTITY)),
  variation: jsonish(z.array(z.unknown()).max(50)).optional(),
  add_on_ids: jsonish(z.array(idField()).max(100)).optional(),
  add_on_qtys: jsonish(
    z.array(int().pipe(z.number().min(1).max(MAX_ADD_ON_QUANTITY))).max(100),
  ).optional(),
};

const invalid = (code: string, message: string) =>
  new ApiError(403, { errors: [{ code, message }] });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a food line stores: `[{name, values: {label: [..]}}]`. */
export type FoodSelection = { name: string; values: { label: string[] } };
/** What other lines store: the item's own variation entry. */
export type TypeSelection = { type: string; price: number; stock: number };

/**
 * Checks a food selection against the item's groups (R-ITEM-4) and returns it in the item's own
 * group and option order, so that equal selections compare equal (the duplicate-line rule).
 */
function foodSelection(groups: FoodVariation[], raw: unknown[], locale: ApiLocale) {
  const unknownVariation = () => invalid('variation', msg(locale, 'variation_unknown'));
  const chosen = new Map<string, Set<string>>();
  for (const entry of raw) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || !isRecord(entry.values))
      throw unknownVariation();
    const rawLabels = entry.values.label;
    const labels =
      typeof rawLabels === 'string'
        ? [rawLabels]
        : Array.isArray(rawLabels) && rawLabels.every((label) => typeof label === 'string')
          ? (rawLabels as string[])
          : null;
    const group = groups.find((g) => g.name === entry.name);
    if (!labels || !group || chosen.has(group.name)) throw unknownVariation();
    if (labels.some((label) => !group.values.some((value) => value.label === label)))
      throw unknownVariation();
    chosen.set(group.name, new Set(labels));
  }
  const out: FoodSelection[] = [];
  for (const group of groups) {
    const set = chosen.get(group.name);
    const picked = group.values.filter((v) => set?.has(v.label)).map((v) => v.label);
    const required = group.required === 'on';
    if (required && picked.length === 0)
      throw invalid('variation', msg(locale, 'variation_required', { name: group.name }));
    if (group.type === 'single') {
      if (picked.length > 1)
        throw invalid('variation', msg(locale, 'variation_single', { name: group.name }));
    } else if (picked.length > 0) {
      const min = Number(group.min) || 0;
      const max = Number(group.max) || group.values.length;
      if (picked.length < min || picked.length > max)
        throw invalid('variation', msg(locale, 'variation_range', { name: group.name, min, max }));
    }
    if (picked.length) out.push({ name: group.name, values: { label: picked } });
  }
  return out;
}

/**
 * The line's `variation` (API-CART-1): food items take `[{name, values:{label:[..]}}]` checked
 * against their groups; items with variations (grocery, shop …) take exactly one `{type}` naming one
 * of them (only `type` is matched, price and stock are the item's); other items take `[]`.
 */
export function normalizeVariation(
  item: ItemSource,
  raw: unknown[] | undefined,
  locale: ApiLocale,
): FoodSelection[] | TypeSelection[] {
  const entries = raw ?? [];
  if (item.food_variations.length) return foodSelection(item.food_variations, entries, locale);
  if (item.variations.length) {
    if (entries.length === 0) throw invalid('variation', msg(locale, 'variation_choose'));
    const [entry] = entries;
    const wanted = isRecord(entry) && typeof entry.type === 'string' ? entry.type : null;
    const strip = (type: string) => type.replace(/\s+/g, '');
    const match =
      entries.length === 1 && wanted !== null
        ? item.variations.find((v) => strip(v.type) === strip(wanted))
        : undefined;
    if (!match) throw invalid('variation', msg(locale, 'variation_unknown'));
    return [{ type: match.type, price: Number(match.price), stock: Number(match.stock) }];
  }
  if (entries.length) throw invalid('variation', msg(locale, 'variation_unknown'));
  return [];
}

/**
 * Add-on ids must be the item's active add-ons (as the item JSON lists them), each once, with one
 * quantity per id in `add_on_qtys`.
 */
export function normalizeAddOns(
  scope: Scope,
  item: ItemSource,
  ids: number[] | undefined,
  qtys: number[] | undefined,
): { add_on_ids: number[]; add_on_qtys: number[] } {
  const addOnIds = ids ?? [];
  const addOnQtys = qtys ?? (addOnIds.length ? undefined : []);
  const allowed = new Set(
    item.add_ons.filter((id) => {
      const addOn = scope.ref.addOns.get(id);
      return addOn?.status === 1 && addOn.store_id === item.store_id;
    }),
  );
  if (new Set(addOnIds).size !== addOnIds.length || addOnIds.some((id) => !allowed.has(id)))
    throw invalid('add_on_ids', 'The selected add on ids is invalid.');
  if (!addOnQtys || addOnQtys.length !== addOnIds.length)
    throw invalid(
      'add_on_qtys',
      'The add on qtys field must have one quantity for each of the add on ids.',
    );
  return { add_on_ids: addOnIds, add_on_qtys: addOnQtys };
}

/** Campaign items matching `where`, with their store and its running discount, as item hits. */
async function campaignHitsIn(scope: Scope, where: SQL[]): Promise<ItemHit[]> {
  const rows = await scope.db
    .select({ item: itemCampaigns, store: itemStoreColumns, discount: storeDiscounts })
    .from(itemCampaigns)
    .innerJoin(stores, eq(stores.id, itemCampaigns.store_id))
    .leftJoin(storeDiscounts, activeDiscountOn(scope.now))
    .where(and(...where));
  return rows.map((row) => ({ ...row, item: campaignAsItem(row.item), flash: null }));
}

/**
 * The item a cart line may hold (API-CART-1): an active, approved item of the module in an active
 * store, or a campaign item of the module running today. 403 `item_id` otherwise.
 */
export async function cartableItem(
  scope: Scope,
  model: CartModel,
  itemId: number,
): Promise<ItemHit> {
  const moduleId = scope.module!.id;
  let hit: ItemHit | undefined;
  if (model === 'Item') {
    const { hits } = await queryItems(scope, {
      unscoped: true,
      where: [
        eq(items.id, itemId),
        eq(items.status, 1),
        eq(items.is_approved, 1),
        eq(items.module_id, moduleId),
        eq(stores.status, 1),
      ],
      limit: 1,
    });
    hit = hits[0];
  } else {
    [hit] = await campaignHitsIn(scope, [
      eq(itemCampaigns.id, itemId),
      eq(itemCampaigns.status, 1),
      eq(itemCampaigns.module_id, moduleId),
      lte(itemCampaigns.available_date_starts, scope.now.date),
      gte(itemCampaigns.available_date_ends, scope.now.date),
      eq(stores.status, 1),
    ]);
  }
  if (!hit) throw invalid('item_id', 'The selected item id is invalid.');
  return hit;
}

/** The item behind an existing line, whatever its state now (undefined when it was deleted). */
export async function lineItem(scope: Scope, row: CartRow): Promise<ItemHit | undefined> {
  if (row.item_type === ITEM_TYPES.ItemCampaign)
    return (await campaignHitsIn(scope, [eq(itemCampaigns.id, row.item_id)]))[0];
  const { hits } = await queryItems(scope, {
    unscoped: true,
    where: [eq(items.id, row.item_id)],
    limit: 1,
  });
  return hits[0];
}

/** The owner's lines of the scope's module, oldest first. */
export const ownedBy = (shopper: Shopper, moduleId: number) =>
  and(
    eq(carts.user_id, shopper.id),
    eq(carts.is_guest, shopper.isGuest),
    eq(carts.module_id, moduleId),
  )!;

/**
 * Serialises cart writes of one owner (a transaction-scoped advisory lock), so that the duplicate
 * check and the write of concurrent requests cannot interleave, on PGlite and on PostgreSQL alike.
 */
export async function lockCart(tx: Db, shopper: Shopper) {
  const key = `cart:${shopper.isGuest ? 'guest' : 'user'}:${shopper.id}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** A line of the owner with the same item and variation, other than `exceptId`. */
export async function sameLine(
  tx: Db,
  shopper: Shopper,
  moduleId: number,
  line: { item_id: number; item_type: string; variation: unknown[] },
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(
        ownedBy(shopper, moduleId),
        eq(carts.item_id, line.item_id),
        eq(carts.item_type, line.item_type),
        sql`${carts.variation} = ${JSON.stringify(line.variation)}::jsonb`,
        exceptId === undefined ? undefined : sql`${carts.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Item JSON for the cart (API-CART-2): `addons` with isChecked/quantity, food options with isSelected. */
function cartItemJson(item: ItemJson, row: CartRow) {
  const chosen = new Map(row.add_on_ids.map((id, i) => [id, row.add_on_qtys[i] ?? 1]));
  const selected = new Map<string, string[]>();
  for (const entry of row.variation) {
    if (isRecord(entry) && typeof entry.name === 'string' && isRecord(entry.values)) {
      const labels = entry.values.label;
      selected.set(entry.name, Array.isArray(labels) ? labels.map(String) : []);
    }
  }
  return {
    ...item,
    addons: item.add_ons.map((addOn) => ({
      ...addOn,
      isChecked: chosen.has(addOn.id),
      quantity: chosen.get(addOn.id) ?? 0,
    })),
    food_variations: Array.isArray(item.food_variations)
      ? item.food_variations.map((group) => ({
          ...group,
          values: group.values.map((value) => ({
            ...value,
            isSelected: selected.get(group.name)?.includes(value.label) ?? false,
          })),
        }))
      : item.food_variations,
  };
}

/**
 * The line item's module object (API-ITEMS-2 `module`): the official web client keeps the lines of
 * the current module by `item.module.id`.
 */
function itemModule(scope: Scope, item: ItemJson) {
  const row = scope.ref.modules.get(item.module_id);
  return row ? formatModule(row, scope.locale, scope.origin) : null;
}

export type CartEntryJson = ReturnType<typeof formatLine>;

function formatLine(scope: Scope, row: CartRow, item: ItemJson) {
  return {
    id: row.id,
    user_id: row.user_id,
    module_id: row.module_id,
    item_id: row.item_id,
    is_guest: row.is_guest,
    add_on_ids: row.add_on_ids,
    add_on_qtys: row.add_on_qtys,
    item_type: row.item_type,
    price: Number(row.price),
    quantity: row.quantity,
    variation: row.variation,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    item: { ...cartItemJson(item, row), module: itemModule(scope, item) },
  };
}

/**
 * The owner's cart for the scope's module (GET cart/list and every mutation's answer). Lines whose
 * item no longer exists are left out; lines of inactive items stay, with the item's status, so the
 * client can tell the shopper.
 */
export async function cartList(scope: Scope, shopper: Shopper): Promise<CartEntryJson[]> {
  const rows = await scope.db
    .select()
    .from(carts)
    .where(ownedBy(shopper, scope.module!.id))
    .orderBy(asc(carts.id));
  if (!rows.length) return [];
  const ids = (type: string) => [
    ...new Set(rows.filter((r) => r.item_type === type).map((r) => r.item_id)),
  ];
  const itemIds = ids(ITEM_TYPES.Item);
  const campaignIds = ids(ITEM_TYPES.ItemCampaign);
  const [itemHits, campaignItemHits] = await Promise.all([
    itemIds.length
      ? queryItems(scope, { unscoped: true, where: [inArray(items.id, itemIds)] }).then(
          (r) => r.hits,
        )
      : [],
    campaignIds.length ? campaignHitsIn(scope, [inArray(itemCampaigns.id, campaignIds)]) : [],
  ]);
  const byKey = new Map<string, ItemJson>();
  const formatted = formatItemHits(scope, [...itemHits, ...campaignItemHits]);
  [...itemHits, ...campaignItemHits].forEach((hit, i) => {
    const type = hit.item.campaign ? ITEM_TYPES.ItemCampaign : ITEM_TYPES.Item;
    byKey.set(`${type}:${hit.item.id}`, formatted[i]);
  });
  return rows.flatMap((row) => {
    const item = byKey.get(`${row.item_type}:${row.item_id}`);
    return item ? [formatLine(scope, row, item)] : [];
  });
}
