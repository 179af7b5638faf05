import {
  CHECKOUT_MESSAGES,
  checkoutProblems,
  prescriptionOrderBody,
  type CheckoutState,
} from '@/domain/checkout/order';
import { checkoutPage, prescriptionPaymentOptions } from '@/domain/checkout/payment';
import {
  prescriptionCheckoutHref,
  prescriptionEntry,
  prescriptionStoreId,
  takesPrescriptionOrders,
} from '@/domain/checkout/prescription';
import { COD_LIMIT_MESSAGE } from '@/domain/order/payment';
import { hasStoredLocation } from '@/domain/location/stored';

const pharmacy = { prescription_order: true, module: { module_type: 'pharmacy' } };

describe('which stores offer a prescription order', () => {
  it('needs a pharmacy that takes prescriptions and the config switch on', () => {
    expect(takesPrescriptionOrders(pharmacy, { prescription_order_status: true })).toBe(true);
    expect(takesPrescriptionOrders(pharmacy, { prescription_order_status: 1 })).toBe(true);
    expect(takesPrescriptionOrders(pharmacy, { prescription_order_status: false })).toBe(false);
    expect(takesPrescriptionOrders(pharmacy, {})).toBe(false);
    expect(takesPrescriptionOrders(pharmacy, null)).toBe(false);
    expect(
      takesPrescriptionOrders(
        { ...pharmacy, prescription_order: false },
        { prescription_order_status: true },
      ),
    ).toBe(false);
    expect(
      takesPrescriptionOrders(
        { ...pharmacy, module: { module_type: 'grocery' } },
        { prescription_order_status: true },
      ),
    ).toBe(false);
    expect(takesPrescriptionOrders(null, { prescription_order_status: true })).toBe(false);
  });
});

describe('the prescription page address', () => {
  it('is checkout with page=prescription and the store id', () => {
    expect(prescriptionCheckoutHref(12)).toBe('/checkout?page=prescription&store_id=12');
    expect(checkoutPage('prescription')).toBe('prescription');
    expect(checkoutPage(['prescription', 'cart'])).toBe('prescription');
  });

  it('reads only a positive whole store id', () => {
    expect(prescriptionStoreId('12')).toBe(12);
    expect(prescriptionStoreId(['7'])).toBe(7);
    for (const bad of [undefined, '', '0', '-3', '1.5', '12abc', 'pharmacie', '01', 12]) {
      expect(prescriptionStoreId(bad)).toBeNull();
    }
  });
});

describe('Order with prescription (entry)', () => {
  const located = { latitude: 33.57, longitude: -7.59, zoneIds: '[1]' };

  it('asks for a delivery location first, like add to cart', () => {
    expect(hasStoredLocation(located)).toBe(true);
    expect(hasStoredLocation({ ...located, zoneIds: null })).toBe(false);
    expect(hasStoredLocation({ ...located, latitude: null })).toBe(false);
    expect(
      prescriptionEntry({
        storeId: 3,
        hasLocation: false,
        signedIn: true,
        guestCheckoutStatus: 1,
      }),
    ).toEqual({ kind: 'location' });
  });

  it('then follows the Proceed To Checkout rule', () => {
    const href = '/checkout?page=prescription&store_id=3';
    const signIn = `/auth/sign-in?from=${encodeURIComponent(href)}`;
    expect(
      prescriptionEntry({ storeId: 3, hasLocation: true, signedIn: true, guestCheckoutStatus: 0 }),
    ).toEqual({ kind: 'checkout', href });
    expect(
      prescriptionEntry({ storeId: 3, hasLocation: true, signedIn: false, guestCheckoutStatus: 1 }),
    ).toEqual({ kind: 'login-or-guest', href, signInHref: signIn });
    expect(
      prescriptionEntry({ storeId: 3, hasLocation: true, signedIn: false, guestCheckoutStatus: 0 }),
    ).toEqual({ kind: 'sign-in', href: signIn });
  });
});

describe('payment of a prescription order', () => {
  const config = {
    cash_on_delivery: true,
    digital_payment: true,
    customer_wallet_status: 1,
    active_payment_method_list: [{ gateway: 'demo_gateway', gateway_title: 'Demo' }],
  };

  it('offers cash on delivery only: the amount is unknown until the pharmacy prices it', () => {
    expect(
      prescriptionPaymentOptions({
        config,
        zone: { cash_on_delivery: true, digital_payment: true },
        total: 12,
      }),
    ).toEqual([{ method: 'cash_on_delivery', disabled: false, message: null }]);
  });

  it('offers nothing when the zone or the config turns cash off', () => {
    expect(
      prescriptionPaymentOptions({ config, zone: { cash_on_delivery: false }, total: 12 }),
    ).toEqual([]);
    expect(
      prescriptionPaymentOptions({
        config: { ...config, cash_on_delivery: false },
        zone: { cash_on_delivery: true },
        total: 12,
      }),
    ).toEqual([]);
  });

  it('keeps the zone maximum for what is already known', () => {
    expect(
      prescriptionPaymentOptions({
        config,
        zone: { cash_on_delivery: 1 },
        maxCodAmount: 10,
        total: 12,
      }),
    ).toEqual([{ method: 'cash_on_delivery', disabled: true, message: COD_LIMIT_MESSAGE }]);
  });
});

const address = {
  id: null,
  address: 'Bd Zerktouni 5, Casablanca',
  address_type: 'other',
  latitude: 33.5731,
  longitude: -7.5898,
  road: '',
  house: ' 5 ',
  floor: null,
  zone_ids: [1],
};

const guest: CheckoutState = {
  orderType: 'delivery',
  paymentMethod: 'cash_on_delivery',
  storeId: 10,
  distanceKm: 3.2104,
  address,
  contact: {
    contact_person_name: ' Salma ',
    contact_person_number: '+212611111111',
    contact_person_email: 'salma@example.test',
  },
  guestId: 'g-77',
  signedIn: false,
  scheduleAt: null,
  couponCode: 'WELCOME10',
  tips: 5,
  note: ' Generic brand is fine ',
  buyNow: null,
};

describe('the prescription place body', () => {
  it("sends the spec's fields: store, distance, address, point, note, guest, contact, tips", () => {
    expect(prescriptionOrderBody(guest)).toEqual({
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 10,
      distance: 3.21,
      address: 'Bd Zerktouni 5, Casablanca',
      latitude: '33.5731',
      longitude: '-7.5898',
      address_type: 'other',
      house: '5',
      contact_person_name: 'Salma',
      contact_person_number: '+212611111111',
      contact_person_email: 'salma@example.test',
      guest_id: 'g-77',
      dm_tips: 5,
      order_note: 'Generic brand is fine',
    });
  });

  it('never sends a coupon or a buy-now item; take-away sends no address or tips', () => {
    const body = prescriptionOrderBody({
      ...guest,
      signedIn: true,
      orderType: 'take_away',
      buyNow: {
        item_id: 5,
        model: 'Item',
        quantity: 1,
        price: 10,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    });
    expect(body).toEqual({
      payment_method: 'cash_on_delivery',
      order_type: 'take_away',
      store_id: 10,
      contact_person_name: 'Salma',
      contact_person_number: '+212611111111',
      order_note: 'Generic brand is fine',
    });
  });
});

describe('what stops a prescription order', () => {
  const extra = { lineCount: 0, prescriptionRequired: true, needsSchedule: false };

  it('needs an image but no cart lines', () => {
    expect(
      checkoutProblems({ ...guest, prescriptionOnly: true }, { ...extra, prescriptionCount: 0 }),
    ).toEqual([CHECKOUT_MESSAGES.prescription]);
    expect(
      checkoutProblems({ ...guest, prescriptionOnly: true }, { ...extra, prescriptionCount: 2 }),
    ).toEqual([]);
    // The same state without the flag is an empty cart.
    expect(checkoutProblems(guest, { ...extra, prescriptionCount: 2 })).toEqual([
      CHECKOUT_MESSAGES.emptyCart,
    ]);
  });
});
