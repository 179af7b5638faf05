import type { LinePrice } from '@/domain/order';
import { localNow } from '@/server/api/catalog/clock';
import { ITEM_TYPES } from '@/server/api/customer/cart';
import { ApiError } from '@/server/api/errors';
import type { FlashTerms, ItemJson } from '@/server/api/format/item';
import type { ScheduleRow, StoreDiscountRow } from '@/server/api/format/store';
import type { PricedLine } from '@/server/api/orders/place/lines';
import type { StoreRow, ZoneRow } from '@/server/api/orders/place/shared';
import { Settings } from '@/server/api/settings';

/** Plain-data stand-ins for the rows and settings the placement steps judge (no database). */

export const settingsOf = (values: Record<string, unknown> = {}): Settings =>
  new Settings(new Map(Object.entries(values)));

/** A Wednesday noon at the marketplace (June: no daylight-saving change nearby). */
export const NOW = localNow(new Date('2024-06-05T11:00:00Z'));

/** The status and error code a step refused with (throws when it did not refuse). */
export function refusal(run: () => unknown): { status: number; code: string } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = error.body as { errors: { code: string }[] };
    return { status: error.status, code: body.errors[0].code };
  }
  throw new Error('expected a refusal');
}

export const storeRow = (overrides: Partial<StoreRow> = {}): StoreRow =>
  ({
    id: 7,
    zone_id: 1,
    module_id: 2,
    status: 1,
    active: true,
    delivery: true,
    take_away: true,
    schedule_order: false,
    prescription_order: false,
    free_delivery: false,
    minimum_order: 0,
    tax: 0,
    extra_packaging_status: false,
    extra_packaging_amount: 0,
    delivery_time: '30-40 min',
    self_delivery_system: 0,
    ...overrides,
  }) as StoreRow;

/** Open all day, every day. */
export const allDay = (storeId = 7): ScheduleRow[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day, i) => ({
    id: i + 1,
    store_id: storeId,
    day,
    opening_time: '00:00:00',
    closing_time: '23:59:59',
  }));

/** A square zone around (0, 0) to (10, 10). */
export const zoneRow = (overrides: Partial<ZoneRow> = {}): ZoneRow =>
  ({
    id: 1,
    status: 1,
    coordinates: [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 10 },
      { lat: 10, lng: 10 },
      { lat: 10, lng: 0 },
    ],
    cash_on_delivery: true,
    digital_payment: true,
    increased_delivery_fee: 0,
    increased_delivery_fee_status: 0,
    ...overrides,
  }) as ZoneRow;

export const price = (overrides: Partial<LinePrice> = {}): LinePrice => {
  const quantity = overrides.quantity ?? 1;
  const unitPrice = overrides.unitPrice ?? 10;
  const unitDiscount = overrides.unitDiscount ?? 0;
  const itemsTotal = unitPrice * quantity;
  const discountTotal = unitDiscount * quantity;
  return {
    quantity,
    unitPrice,
    discount: null,
    discountBy: null,
    unitDiscount,
    itemsTotal,
    discountTotal,
    addOns: [],
    addOnTotal: 0,
    total: itemsTotal - discountTotal,
    variation: [],
    variant: null,
    problems: [],
    unknownAddOnIds: [],
    ...overrides,
  };
};

export interface LineOptions {
  itemId?: number;
  campaign?: boolean;
  item?: Partial<ItemJson>;
  price?: Partial<LinePrice>;
  flash?: FlashTerms | null;
  storeDiscount?: Partial<StoreDiscountRow> | null;
}

/** A priced line of item `itemId` (store 7, stock 100, no variations) with the given overrides. */
export function line(o: LineOptions = {}): PricedLine {
  const itemId = o.itemId ?? 1;
  const item = {
    id: itemId,
    name: `Item ${itemId}`,
    store_id: 7,
    stock: 100,
    variations: [],
    maximum_cart_quantity: null,
    is_prescription_required: 0,
    category_id: 3,
    ...o.item,
  } as unknown as ItemJson;
  return {
    row: {
      item_id: itemId,
      item_type: o.campaign ? ITEM_TYPES.ItemCampaign : ITEM_TYPES.Item,
      quantity: o.price?.quantity ?? 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    },
    hit: {
      item: {} as PricedLine['hit']['item'],
      store: null,
      discount: (o.storeDiscount ?? null) as StoreDiscountRow | null,
      flash: o.flash ?? null,
    },
    item,
    price: price(o.price),
  };
}

export const flashTerms = (overrides: Partial<FlashTerms> = {}): FlashTerms => ({
  id: 40,
  flash_sale_id: 4,
  discount: 10,
  discount_type: 'percent',
  available_stock: 50,
  admin_discount_percentage: 60,
  vendor_discount_percentage: 40,
  ...overrides,
});
