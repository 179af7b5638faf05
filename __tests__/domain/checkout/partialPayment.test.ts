import { checkoutIssues, placeOrderBody, type CheckoutState } from '@/domain/checkout/order';
import { partialPaymentOffered, paymentOptions } from '@/domain/checkout/payment';

const wallet = { customer_wallet_status: 1, partial_payment_status: 1 };

describe('partial payment from the wallet', () => {
  it('is offered to members whose balance holds part of the total, when it is on', () => {
    const offer = (over: Partial<Parameters<typeof partialPaymentOffered>[0]>) =>
      partialPaymentOffered({
        config: wallet,
        signedIn: true,
        walletBalance: 40,
        total: 100,
        ...over,
      });
    expect(offer({})).toBe(true);
    expect(offer({ walletBalance: 100 })).toBe(false);
    expect(offer({ walletBalance: 0 })).toBe(false);
    expect(offer({ signedIn: false })).toBe(false);
    expect(offer({ config: { ...wallet, partial_payment_status: 0 } })).toBe(false);
  });

  it("caps cash on delivery on what is left after the wallet's part, as the API does", () => {
    const rules = {
      config: { cash_on_delivery: true },
      signedIn: true,
      maxCodAmount: 100,
      total: 130,
    };
    expect(paymentOptions(rules)[0]).toMatchObject({ method: 'cash_on_delivery', disabled: true });
    expect(paymentOptions({ ...rules, walletPaid: 40 })[0]).toMatchObject({
      method: 'cash_on_delivery',
      disabled: false,
    });
  });
});

describe('the place body and the checks', () => {
  const state: CheckoutState = {
    orderType: 'delivery',
    paymentMethod: 'cash_on_delivery',
    storeId: 7,
    distanceKm: 3,
    address: {
      id: null,
      address: '5 Rue Test',
      address_type: 'home',
      latitude: 33.5,
      longitude: -7.6,
      contact_person_name: 'A',
      contact_person_number: '+212600000000',
      zone_ids: [],
    },
    contact: { contact_person_name: 'A', contact_person_number: '+212600000000' },
    guestId: null,
    signedIn: true,
    scheduleAt: null,
    couponCode: null,
    tips: 0,
    note: '',
    buyNow: null,
  };

  it('sends the partial payment and the chosen packaging', () => {
    const body = placeOrderBody({ ...state, partialPayment: true, extraPackagingAmount: 5 });
    expect(body).toMatchObject({ partial_payment: 1, extra_packaging_amount: 5 });
    const plain = placeOrderBody(state);
    expect(plain.partial_payment).toBeUndefined();
    expect(plain.extra_packaging_amount).toBeUndefined();
  });

  it('waits for the delivery charge before the order can be placed', () => {
    const extra = {
      lineCount: 1,
      prescriptionRequired: false,
      prescriptionCount: 0,
      needsSchedule: false,
    };
    const messages = (pending: boolean) =>
      checkoutIssues(state, { ...extra, deliveryPending: pending }).map((issue) => issue.message);
    expect(messages(true)).toContain('The delivery charge is being calculated. Please wait.');
    expect(messages(false)).not.toContain('The delivery charge is being calculated. Please wait.');
  });
});
