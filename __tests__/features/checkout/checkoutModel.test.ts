import {
  checkoutLines,
  orderContact,
  prescriptionNeeds,
  resolveOrderType,
  type CheckoutStore,
} from '@/features/checkout/checkoutModel';
import type { BuyNowSelection, CartLine } from '@/store/slices/cart';

const line = (overrides: Partial<CartLine> = {}): CartLine =>
  ({
    id: 1,
    store_id: 7,
    quantity: 2,
    variation: [],
    selectedAddons: [],
    item: { id: 3, name: 'Tea', add_ons: [] },
    ...overrides,
  }) as unknown as CartLine;

describe('checkoutLines', () => {
  const cart = [line()];
  const buyNow = { kind: 'buy_now', line: line({ id: 9 }) } as unknown as BuyNowSelection;

  it('orders the cart, the buy-now line of its kind, or nothing for a prescription', () => {
    expect(checkoutLines('cart', cart, buyNow)).toBe(cart);
    expect(checkoutLines('buy_now', cart, buyNow)).toEqual([buyNow.line]);
    expect(checkoutLines('campaign', cart, buyNow)).toEqual([]);
    expect(checkoutLines('buy_now', cart, null)).toEqual([]);
    expect(checkoutLines('prescription', cart, buyNow)).toEqual([]);
  });
});

describe('resolveOrderType', () => {
  it('keeps take-away only while allowed; falls back to delivery unless only take-away is offered', () => {
    expect(resolveOrderType('take_away', true, true)).toBe('take_away');
    expect(resolveOrderType('take_away', true, false)).toBe('delivery');
    expect(resolveOrderType('delivery', true, true)).toBe('delivery');
    expect(resolveOrderType('delivery', false, true)).toBe('take_away');
    expect(resolveOrderType('delivery', false, false)).toBe('delivery');
  });
});

describe('prescriptionNeeds', () => {
  const pharmacy = { module: { module_type: 'pharmacy' } } as unknown as CheckoutStore;

  it('a prescription order always shows and needs images', () => {
    expect(prescriptionNeeds({ prescriptionOnly: true, lines: [], store: null })).toEqual({
      required: true,
      shown: true,
    });
  });

  it('a pharmacy shows the upload when a line needs it or the store takes prescriptions', () => {
    expect(
      prescriptionNeeds({ prescriptionOnly: false, lines: [line()], store: pharmacy }),
    ).toEqual({ required: false, shown: false });
    expect(
      prescriptionNeeds({
        prescriptionOnly: false,
        lines: [line({ is_prescription_required: true } as Partial<CartLine>)],
        store: pharmacy,
      }),
    ).toEqual({ required: true, shown: true });
    expect(
      prescriptionNeeds({
        prescriptionOnly: false,
        lines: [line()],
        store: { ...pharmacy, prescription_order: true },
      }),
    ).toEqual({ required: false, shown: true });
  });

  it('no upload outside a pharmacy', () => {
    expect(
      prescriptionNeeds({
        prescriptionOnly: false,
        lines: [line({ is_prescription_required: true } as Partial<CartLine>)],
        store: null,
      }).shown,
    ).toBe(false);
  });
});

describe('orderContact', () => {
  const profile = { f_name: 'Amina', l_name: 'Idrissi', phone: '+212600000001' };
  const address = {
    id: 1,
    address: 'Rue 1',
    address_type: 'home',
    latitude: 1,
    longitude: 2,
    zone_ids: [1],
    contact_person_name: 'Omar',
    contact_person_number: '+212600000002',
  };

  it("a member's delivery uses the address contact, else the profile", () => {
    expect(orderContact({ signedIn: true, delivery: true, address, profile, guest: null })).toEqual(
      { contact_person_name: 'Omar', contact_person_number: '+212600000002' },
    );
    expect(
      orderContact({ signedIn: true, delivery: false, address, profile, guest: null }),
    ).toEqual({ contact_person_name: 'Amina Idrissi', contact_person_number: '+212600000001' });
  });

  it('a guest gives the contact kept on the device, with the e-mail', () => {
    expect(
      orderContact({
        signedIn: false,
        delivery: true,
        address,
        profile: null,
        guest: {
          contact_person_name: 'Sara',
          contact_person_number: '+212600000003',
          contact_person_email: 'sara@example.com',
        } as never,
      }),
    ).toEqual({
      contact_person_name: 'Sara',
      contact_person_number: '+212600000003',
      contact_person_email: 'sara@example.com',
    });
  });
});
