import type { OrderScope, Placement, PlaceRequest } from '@/server/api/orders/place/shared';
import type { PlaceInput } from '@/server/api/orders/input';
import {
  deliveryAddress,
  detailRows,
  orderRow,
  paymentLegs,
  paymentState,
  receiverOf,
  type OrderDraft,
} from '@/server/api/orders/place/persist';
import type { Pricing } from '@/server/api/orders/place/pricing';
import { flashTerms, line, NOW, settingsOf, storeRow, zoneRow } from './fixtures';

const contact = {
  contact_person_name: 'Sara Amrani',
  contact_person_number: '+212600000001',
  contact_person_email: 'sara@example.com',
};

const input: PlaceInput = {
  order_type: 'delivery',
  payment_method: 'cash_on_delivery',
  store_id: 7,
  distance: 2.5,
  address: '12 Rue Atlas',
  latitude: 5,
  longitude: 6,
  road: 'Atlas',
};

describe('deliveryAddress and receiverOf', () => {
  it("snapshots the contact with the body's address at the order's zone", () => {
    expect(deliveryAddress(input, contact, 1)).toEqual({
      ...contact,
      address_type: 'others',
      address: '12 Rue Atlas',
      floor: null,
      road: 'Atlas',
      house: null,
      latitude: '5',
      longitude: '6',
      zone_id: 1,
    });
    const takeAway = deliveryAddress(
      { order_type: 'take_away', payment_method: 'cash_on_delivery' },
      contact,
      1,
    );
    expect(takeAway).toMatchObject({
      address_type: null,
      address: '',
      latitude: '',
      longitude: '',
    });
  });

  it("stores a parcel receiver's coordinates as strings", () => {
    expect(receiverOf({})).toBeNull();
    const receiver = {
      contact_person_name: 'Omar',
      contact_person_number: '+212600000002',
      address: 'Port',
      latitude: 1.5,
      longitude: 2.5,
    };
    expect(receiverOf({ receiver_details: receiver })).toEqual({
      ...receiver,
      latitude: '1.5',
      longitude: '2.5',
      address_type: 'others',
    });
  });
});

describe('paymentState and paymentLegs', () => {
  it('confirms wallet and partial payments; cash on delivery starts at once', () => {
    expect(paymentState('wallet', false)).toMatchObject({
      payment_status: 'paid',
      order_status: 'confirmed',
      simulated: true,
    });
    expect(paymentState('digital_payment', true)).toMatchObject({
      payment_status: 'partially_paid',
      payment_method: 'partial_payment',
      order_status: 'confirmed',
    });
    expect(paymentState('cash_on_delivery', false)).toMatchObject({
      payment_status: 'unpaid',
      order_status: 'pending',
      simulated: true,
    });
    expect(paymentState('digital_payment', false).simulated).toBe(false);
  });

  it("splits a partial payment into the wallet's paid leg and the rest", () => {
    expect(
      paymentLegs(9, { method: 'cash_on_delivery', partial: true, walletPaid: 30, total: 80.5 }),
    ).toEqual([
      { order_id: 9, amount: 30, payment_status: 'paid', payment_method: 'wallet' },
      { order_id: 9, amount: 50.5, payment_status: 'unpaid', payment_method: 'cash_on_delivery' },
    ]);
    expect(paymentLegs(9, { method: 'wallet', partial: false, walletPaid: 80, total: 80 })).toEqual(
      [{ order_id: 9, amount: 80, payment_status: 'paid', payment_method: 'wallet' }],
    );
  });
});

describe('detailRows', () => {
  it("records each line's item, price and discount kind", () => {
    const at = NOW.instant;
    const [sale, amount, campaign] = detailRows(
      9,
      [
        line({ flash: flashTerms({ id: 41 }), price: { unitDiscount: 1 } }),
        line({ itemId: 2, price: { discount: { type: 'amount', value: 2 }, unitDiscount: 2 } }),
        line({ itemId: 3, campaign: true, price: { discount: { type: 'percent', value: 15 } } }),
      ],
      at,
    );
    expect(sale).toMatchObject({
      order_id: 9,
      item_id: 1,
      item_campaign_id: null,
      discount_type: 'flash_sale',
      flash_sale_item_id: 41,
      created_at: at,
    });
    expect(amount).toMatchObject({ item_id: 2, discount_type: 'amount', discount_on_item: 2 });
    expect(campaign).toMatchObject({
      item_id: null,
      item_campaign_id: 3,
      discount_type: 'discount_on_product',
      discount_percentage: 15,
      flash_sale_item_id: null,
    });
  });
});

describe('orderRow', () => {
  const placement: Placement = {
    isParcel: false,
    method: 'cash_on_delivery',
    partial: false,
    images: [],
    contact,
    scheduleAt: null,
    store: storeRow({ tax: 10 }),
    zoneId: 1,
    zoneRow: zoneRow(),
    parcelCategory: undefined,
  };
  const req = {
    scope: { module: { id: 2, module_type: 'grocery' } } as unknown as OrderScope,
    shopper: { id: 5, isGuest: false },
    user: null,
    raw: {},
    input,
    prescription: false,
    headerKey: undefined,
    settings: settingsOf(),
    now: NOW,
    locale: 'en',
  } satisfies PlaceRequest;
  const pricing: Pricing = {
    sub: { itemsTotal: 100, addOnTotal: 0, subtotal: 100, discount: 10, total: 90 },
    flash: { admin: 3, store: 2 },
    delivery: { charge: 0, original: 12, freeBy: 'vendor', maxCod: null },
    distance: 2.5,
    totals: {
      subtotal: 100,
      discount: 10,
      couponDiscount: 0,
      referralDiscount: 0,
      discountedSubtotal: 90,
      tax: 9,
      taxIncluded: false,
      deliveryCharge: 0,
      tips: 0,
      serviceFee: 0,
      packaging: 0,
      total: 99,
    },
  };
  const draft: OrderDraft = {
    req,
    placement,
    lines: [line()],
    cartIds: [1],
    coupon: null,
    pricing,
    walletPaid: 0,
    key: 'auto:abc',
    attachments: [],
  };

  it('writes the priced amounts, the discounts apart and the snapshot', () => {
    const row = orderRow(draft, { shopper: req.shopper, idempotencyKey: 'auto:abc' }, '1234');
    expect(row).toMatchObject({
      user_id: 5,
      is_guest: false,
      idempotency_key: 'auto:abc',
      order_amount: 99,
      store_discount_amount: 5,
      flash_admin_discount_amount: 3,
      flash_store_discount_amount: 2,
      total_tax_amount: 9,
      tax_percentage: 10,
      original_delivery_charge: 12,
      free_delivery_by: 'vendor',
      payment_status: 'unpaid',
      order_status: 'pending',
      store_id: 7,
      zone_id: 1,
      module_id: 2,
      schedule_at: NOW.instant,
      scheduled: 0,
      otp: '1234',
      charge_payer: null,
      simulation_started_at: NOW.instant,
    });
    expect(row.delivery_address).toMatchObject({ address: '12 Rue Atlas', zone_id: 1 });
  });

  it("belongs to a guest's new account without the guest's key, and marks a later schedule", () => {
    const later = new Date(NOW.instant.getTime() + 3_600_000);
    const row = orderRow(
      { ...draft, placement: { ...placement, scheduleAt: later } },
      { shopper: { id: 77, isGuest: false }, idempotencyKey: null },
      '1234',
    );
    expect(row).toMatchObject({
      user_id: 77,
      idempotency_key: null,
      schedule_at: later,
      scheduled: 1,
    });
  });
});
