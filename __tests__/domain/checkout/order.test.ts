import {
  addPrescriptionFiles,
  CHECKOUT_MESSAGES,
  checkoutProblems,
  parseTip,
  placeOrderBody,
  type CheckoutState,
} from '@/domain/checkout/order';

const address = {
  id: 4,
  address: 'Bd Anfa 10',
  address_type: 'home',
  latitude: 33.58,
  longitude: -7.62,
  road: ' 10 ',
  house: '',
  floor: null,
  zone_ids: [1],
};

const member: CheckoutState = {
  orderType: 'delivery',
  paymentMethod: 'cash_on_delivery',
  storeId: 1,
  distanceKm: 2.34567,
  address,
  contact: { contact_person_name: 'Amina B', contact_person_number: '+212600000001' },
  guestId: '55',
  signedIn: true,
  scheduleAt: null,
  couponCode: ' WELCOME10 ',
  tips: 10,
  note: '  ring twice ',
  buyNow: null,
};

describe('place body', () => {
  it('builds a member delivery order without client prices or the guest id', () => {
    expect(placeOrderBody(member)).toEqual({
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 1,
      distance: 2.346,
      address: 'Bd Anfa 10',
      latitude: '33.58',
      longitude: '-7.62',
      address_type: 'home',
      road: '10',
      contact_person_name: 'Amina B',
      contact_person_number: '+212600000001',
      coupon_code: 'WELCOME10',
      dm_tips: 10,
      order_note: 'ring twice',
    });
  });

  it('sends no address, distance or tips for take-away; a guest sends contact, email and guest id, no coupon', () => {
    const body = placeOrderBody({
      ...member,
      orderType: 'take_away',
      signedIn: false,
      contact: {
        contact_person_name: 'G',
        contact_person_number: '+2126',
        contact_person_email: 'g@x.test',
      },
      scheduleAt: '2026-03-18 11:00:00',
    });
    expect(body).toEqual({
      payment_method: 'cash_on_delivery',
      order_type: 'take_away',
      store_id: 1,
      contact_person_name: 'G',
      contact_person_number: '+2126',
      contact_person_email: 'g@x.test',
      guest_id: '55',
      schedule_at: '2026-03-18 11:00:00',
      order_note: 'ring twice',
    });
  });

  it('sends the buy-now line as a JSON cart', () => {
    const body = placeOrderBody({
      ...member,
      buyNow: {
        model: 'ItemCampaign',
        item_id: 9,
        price: 1,
        quantity: 2,
        variation: [],
        add_on_ids: [3],
        add_on_qtys: [2],
      },
    });
    expect(body.is_buy_now).toBe(1);
    expect(JSON.parse(body.cart ?? '')).toEqual([
      {
        item_id: 9,
        item_type: 'App\\Models\\ItemCampaign',
        quantity: 2,
        variation: [],
        add_on_ids: [3],
        add_on_qtys: [2],
      },
    ]);
  });

  it('refuses to build without a payment method', () => {
    expect(() => placeOrderBody({ ...member, paymentMethod: null })).toThrow();
  });
});

describe('checkout problems', () => {
  const ok = {
    lineCount: 1,
    prescriptionRequired: false,
    prescriptionCount: 0,
    needsSchedule: false,
  };
  it('has none for a complete order', () => {
    expect(checkoutProblems(member, ok)).toEqual([]);
  });
  it('names each missing part in order', () => {
    expect(
      checkoutProblems(
        {
          ...member,
          signedIn: false,
          contact: { contact_person_name: '', contact_person_number: '' },
          address: null,
          paymentMethod: null,
        },
        { lineCount: 0, prescriptionRequired: true, prescriptionCount: 0, needsSchedule: true },
      ),
    ).toEqual([
      CHECKOUT_MESSAGES.emptyCart,
      CHECKOUT_MESSAGES.contact,
      CHECKOUT_MESSAGES.address,
      CHECKOUT_MESSAGES.schedule,
      CHECKOUT_MESSAGES.prescription,
      CHECKOUT_MESSAGES.payment,
    ]);
  });
  it('waits for the distance of a delivery, and ignores the address for take-away', () => {
    expect(checkoutProblems({ ...member, distanceKm: null }, ok)).toEqual([
      CHECKOUT_MESSAGES.distance,
    ]);
    expect(checkoutProblems({ ...member, orderType: 'take_away', address: null }, ok)).toEqual([]);
  });
});

describe('prescription images', () => {
  const image = (name: string, size = 1000) => ({ name, type: 'image/png', size });
  it('keeps up to 3 images', () => {
    expect(addPrescriptionFiles([image('a')], [image('b'), image('c')])).toEqual({
      files: [image('a'), image('b'), image('c')],
      error: null,
    });
  });
  it('refuses a fourth, non-images and large files with their messages', () => {
    const three = [image('a'), image('b'), image('c')];
    expect(addPrescriptionFiles(three, [image('d')])).toEqual({
      files: three,
      error: 'Maximum 3 images can be send at a time',
    });
    expect(
      addPrescriptionFiles([], [{ name: 'x.pdf', type: 'application/pdf', size: 1 }]).error,
    ).toBe(CHECKOUT_MESSAGES.imagesOnly);
    expect(addPrescriptionFiles([], [image('big', 3 * 1024 * 1024)]).error).toBe(
      CHECKOUT_MESSAGES.imageSize,
    );
  });
});

describe('tips', () => {
  it('reads a typed amount', () => {
    expect(parseTip('12.345')).toBe(12.35);
    expect(parseTip('7,5')).toBe(7.5);
    expect(parseTip('-3')).toBe(0);
    expect(parseTip('abc')).toBe(0);
  });
});
