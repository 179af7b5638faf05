import type { AnyObjectSchema } from 'yup';
import {
  ADDRESS_FIELD_ORDER,
  ADDRESS_MESSAGES,
  addressFormSchema,
  CONTACT_MESSAGES,
  GUEST_CONTACT_FIELD_ORDER,
  guestAddressDefaults,
  guestAddressFormSchema,
  guestContactSchema,
  isGuestContactComplete,
  phoneParts,
} from '@/domain/checkout/address';
import { firstInvalidField } from '@/domain/checkout/focus';
import {
  CHECKOUT_MESSAGES,
  checkoutIssues,
  checkoutProblems,
  firstIssueTarget,
  issuesAt,
  type CheckoutState,
} from '@/domain/checkout/order';
import { LOGIN_REQUIRED_MESSAGE, orderNowNeedsLogin } from '@/domain/checkout/orderNow';
import { readTrackOrderQuery, trackOrderHref, trackOrderReady } from '@/domain/checkout/trackLink';

const errorsOf = async (schema: Pick<AnyObjectSchema, 'validate'>, value: object) =>
  schema.validate(value, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

describe('the guest address form', () => {
  const filled = {
    address: 'Bd Zerktouni, Casablanca',
    contact_person_name: 'Guest Tester',
    contact_person_number: '0612345678',
    contact_person_email: 'guest@example.test',
    road: '',
    house: '',
    floor: '',
    address_label: '',
  };

  it('asks a guest for the e-mail their order needs, with the spec’s three messages first', async () => {
    expect(
      await errorsOf(guestAddressFormSchema, {
        address: '',
        contact_person_name: '',
        contact_person_number: '',
        contact_person_email: '',
      }),
    ).toEqual([
      ADDRESS_MESSAGES.address,
      ADDRESS_MESSAGES.name,
      ADDRESS_MESSAGES.phone,
      CONTACT_MESSAGES.email,
    ]);
    expect(
      await errorsOf(guestAddressFormSchema, { ...filled, contact_person_email: 'x@' }),
    ).toEqual([CONTACT_MESSAGES.emailInvalid]);
    expect(await errorsOf(guestAddressFormSchema, filled)).toEqual([]);
  });

  it('does not ask a member for an e-mail', async () => {
    expect(await errorsOf(addressFormSchema, { ...filled, contact_person_email: '' })).toEqual([]);
  });

  it('refuses a phone that cannot be one, in both forms', async () => {
    expect(await errorsOf(addressFormSchema, { ...filled, contact_person_number: '12' })).toEqual([
      CONTACT_MESSAGES.phoneInvalid,
    ]);
    expect(
      await errorsOf(guestContactSchema, { ...filled, contact_person_number: 'call me' }),
    ).toEqual([CONTACT_MESSAGES.phoneInvalid]);
    // Typed with its own country code.
    expect(
      await errorsOf(guestContactSchema, { ...filled, contact_person_number: '+33 6 12 34 56 78' }),
    ).toEqual([]);
  });

  it('starts from what the device keeps, the chosen address first', () => {
    expect(
      guestAddressDefaults(
        {
          contact_person_name: 'G',
          contact_person_number: '+212612345678',
          contact_person_email: 'g@x.test',
          road: '5',
          house: '12',
          floor: '',
          address: 'Old place',
        },
        'Maarif, Casablanca',
      ),
    ).toEqual({
      address: 'Maarif, Casablanca',
      contact_person_name: 'G',
      contact_person_number: '+212612345678',
      contact_person_email: 'g@x.test',
      road: '5',
      house: '12',
      floor: '',
      address_label: '',
    });
    expect(guestAddressDefaults(null, null).address).toBe('');
  });
});

describe('the focus after a refused save', () => {
  it('goes to the first invalid field in the form’s order', () => {
    expect(
      firstInvalidField(ADDRESS_FIELD_ORDER, {
        contact_person_email: 'Email is required',
        contact_person_name: 'Name is required',
      }),
    ).toBe('contact_person_name');
    expect(
      firstInvalidField(GUEST_CONTACT_FIELD_ORDER, { contact_person_email: 'Email is required' }),
    ).toBe('contact_person_email');
    expect(firstInvalidField(ADDRESS_FIELD_ORDER, {})).toBeNull();
  });
});

describe('a guest’s stored contact', () => {
  const contact = {
    contact_person_name: 'Guest',
    contact_person_number: '+212612345678',
    contact_person_email: 'guest@example.test',
  };

  it('is complete with a name, a full international phone and an e-mail', () => {
    expect(isGuestContactComplete(contact)).toBe(true);
    expect(isGuestContactComplete({ ...contact, contact_person_email: '' })).toBe(false);
    expect(isGuestContactComplete({ ...contact, contact_person_email: 'nope' })).toBe(false);
    expect(isGuestContactComplete({ ...contact, contact_person_name: ' ' })).toBe(false);
    // Saved without its country code by older versions: asked again.
    expect(isGuestContactComplete({ ...contact, contact_person_number: '612345678' })).toBe(false);
    expect(isGuestContactComplete(null)).toBe(false);
  });
});

describe('the phone field’s parts', () => {
  it('splits a stored number into its country and national part', () => {
    expect(phoneParts('+212612345678', 'MA', true)).toEqual({
      country: 'MA',
      national: '612345678',
    });
    expect(phoneParts('+33612345678', 'MA', true)).toEqual({
      country: 'FR',
      national: '612345678',
    });
    // +1 is both the US and Canada: the configured one wins.
    expect(phoneParts('+15145550000', 'CA', true)).toEqual({
      country: 'CA',
      national: '5145550000',
    });
  });

  it('keeps another country’s code in the box when the picker is off', () => {
    expect(phoneParts('+33612345678', 'MA', false)).toEqual({
      country: 'MA',
      national: '+33612345678',
    });
  });

  it('reads a number without "+" as a national one of the configured country', () => {
    expect(phoneParts('0612345678', 'MA', true)).toEqual({ country: 'MA', national: '0612345678' });
    expect(phoneParts('', 'XX', true)).toEqual({ country: 'US', national: '' });
  });
});

describe('checkout issues: each problem once, at the place that fixes it', () => {
  const guest: CheckoutState = {
    orderType: 'delivery',
    paymentMethod: null,
    storeId: 1,
    distanceKm: 2,
    address: {
      id: null,
      address: 'Maarif',
      address_type: 'other',
      latitude: 33.58,
      longitude: -7.63,
      zone_ids: [1],
    },
    contact: { contact_person_name: '', contact_person_number: '', contact_person_email: '' },
    guestId: 'g-1',
    signedIn: false,
    scheduleAt: null,
    couponCode: null,
    tips: 0,
    note: '',
    buyNow: null,
  };
  const extra = {
    lineCount: 1,
    prescriptionRequired: false,
    prescriptionCount: 0,
    needsSchedule: false,
  };

  it('places an empty guest checkout’s problems at the contact card and the payment methods', () => {
    const issues = checkoutIssues(guest, extra);
    expect(issues).toEqual([
      { message: CHECKOUT_MESSAGES.contact, target: 'contact' },
      { message: CHECKOUT_MESSAGES.payment, target: 'payment' },
    ]);
    expect(firstIssueTarget(issues)).toBe('contact');
    expect(issuesAt(issues, 'summary')).toEqual([]);
  });

  it('needs the guest’s e-mail, as the API does (API-ORDERS-1)', () => {
    const noEmail = {
      ...guest,
      paymentMethod: 'cash_on_delivery' as const,
      contact: { contact_person_name: 'G', contact_person_number: '+212612345678' },
    };
    expect(checkoutProblems(noEmail, extra)).toEqual([CHECKOUT_MESSAGES.contact]);
    expect(
      checkoutProblems(
        { ...noEmail, contact: { ...noEmail.contact, contact_person_email: 'g@x.test' } },
        extra,
      ),
    ).toEqual([]);
  });

  it('puts what no control fixes in the summary, and the outside zone at the address', () => {
    const ready = {
      ...guest,
      paymentMethod: 'cash_on_delivery' as const,
      contact: {
        contact_person_name: 'G',
        contact_person_number: '+212612345678',
        contact_person_email: 'g@x.test',
      },
    };
    const issues = checkoutIssues(
      { ...ready, distanceKm: null },
      { ...extra, storeClosed: true, outsideZone: true, belowMinimum: true },
    );
    expect(issues).toEqual([
      { message: CHECKOUT_MESSAGES.storeClosed, target: 'summary' },
      { message: CHECKOUT_MESSAGES.outsideZone, target: 'address' },
      { message: CHECKOUT_MESSAGES.minimumOrder, target: 'summary' },
      { message: CHECKOUT_MESSAGES.distance, target: 'summary' },
    ]);
    // The focus goes to the first place on the page, not the first in the list.
    expect(firstIssueTarget(issues)).toBe('address');
    expect(issuesAt(issues, 'summary')).toHaveLength(3);
    // Take-away has no address, so no zone to be outside of.
    expect(
      checkoutIssues({ ...ready, orderType: 'take_away' }, { ...extra, outsideZone: true }),
    ).toEqual([]);
    expect(firstIssueTarget([])).toBeNull();
  });
});

describe('campaign Order Now', () => {
  it('asks only a guest to log in, and only for a campaign item', () => {
    expect(orderNowNeedsLogin(true, false)).toBe(true);
    expect(orderNowNeedsLogin(true, true)).toBe(false);
    expect(orderNowNeedsLogin(false, false)).toBe(false);
    expect(LOGIN_REQUIRED_MESSAGE).toBe('You are not logged in');
  });
});

describe('links to /track-order', () => {
  it('carries the order id and, for a guest, the contact number the form and the API use', () => {
    expect(trackOrderHref(100042)).toBe('/track-order?order_id=100042');
    expect(trackOrderHref('100042', '+212612345678')).toBe(
      '/track-order?order_id=100042&contact_number=%2B212612345678',
    );
  });

  it('reads the order id and the phone of a link into the form', () => {
    expect(
      readTrackOrderQuery({ order_id: '100042', contact_number: '+212612345678' }, 'MA', true),
    ).toEqual({ orderId: '100042', country: 'MA', phone: '612345678' });
    // The alias, a number of another country, and a "+" that arrived as a space.
    expect(readTrackOrderQuery({ order_id: '7', phone: '+33612345678' }, 'MA', true)).toEqual({
      orderId: '7',
      country: 'FR',
      phone: '612345678',
    });
    expect(readTrackOrderQuery({ order_id: '7', phone: ' 212612345678' }, 'MA', true).phone).toBe(
      '612345678',
    );
    // Without "+", as the API reads contact_number (API-ORDERS-5).
    expect(readTrackOrderQuery({ order_id: '7', phone: '212612345678' }, 'MA', true).phone).toBe(
      '612345678',
    );
    // A national number, alone or with the form's own country select.
    expect(readTrackOrderQuery({ order_id: '7', phone: '0612345678' }, 'MA', true)).toEqual({
      orderId: '7',
      country: 'MA',
      phone: '0612345678',
    });
    expect(
      readTrackOrderQuery(
        { order_id: '7', contact_number: '612345678', country: 'fr' },
        'MA',
        true,
      ),
    ).toEqual({ orderId: '7', country: 'FR', phone: '612345678' });
  });

  it('ignores what is not an order id, and a country when the picker is off', () => {
    expect(readTrackOrderQuery({ order_id: 'abc' }, 'MA', true)).toEqual({
      orderId: '',
      country: 'MA',
      phone: '',
    });
    expect(readTrackOrderQuery({ order_id: ['#100042'] }, 'MA', true).orderId).toBe('100042');
    expect(readTrackOrderQuery({ country: 'FR' }, 'MA', false).country).toBe('MA');
  });

  it('shows the order at once when the link holds all the form needs', () => {
    const link = { orderId: '7', country: 'MA', phone: '612345678' };
    expect(trackOrderReady(link, false)).toBe(true);
    expect(trackOrderReady({ ...link, phone: '' }, false)).toBe(false);
    expect(trackOrderReady({ ...link, phone: '' }, true)).toBe(true);
    expect(trackOrderReady({ ...link, orderId: '' }, true)).toBe(false);
  });
});
