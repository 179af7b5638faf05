import type { BuyNowLine, PlaceOrderBody } from '@/api/modules/order';
import type { CartAddPayload } from '@/domain/cart/lines';
import { isGuestContactComplete, type CheckoutAddress, type GuestInfo } from './address';
import type { CheckoutPaymentMethod } from './payment';

/**
 * Building and checking the `customer/order/place` body (API-ORDERS-1; R-CHECKOUT-1,
 * R-CHECKOUT-11). Pure.
 */

export type CheckoutOrderType = 'delivery' | 'take_away';

export interface CheckoutState {
  orderType: CheckoutOrderType;
  paymentMethod: CheckoutPaymentMethod | null;
  storeId: number;
  /** km from the store to the address; required for delivery. */
  distanceKm: number | null;
  address: CheckoutAddress | null;
  /** Members: contact from the address or the profile; guests: the contact form. */
  contact: Pick<GuestInfo, 'contact_person_name' | 'contact_person_number'> &
    Partial<Pick<GuestInfo, 'contact_person_email'>>;
  guestId: string | null;
  signedIn: boolean;
  /** "Y-m-d H:i:s" of the chosen slot; null: now. */
  scheduleAt: string | null;
  couponCode: string | null;
  tips: number;
  note: string;
  /** Buy Now / campaign Order Now: the chosen item instead of the cart. */
  buyNow: CartAddPayload | null;
  /** A pharmacy order with a prescription and no cart lines. */
  prescriptionOnly?: boolean;
  /** The wallet pays part, `paymentMethod` the rest (API-ORDERS-1 `partial_payment`). */
  partialPayment?: boolean;
  /** The store's extra packaging amount when the customer opted in; 0 or absent: not. */
  extraPackagingAmount?: number;
}

export const CHECKOUT_MESSAGES = {
  address: 'Please add your delivery address',
  contact: 'Please enter your contact info',
  payment: 'Please select a payment method',
  schedule: 'Please select a delivery time',
  distance: 'The delivery charge is being calculated. Please wait.',
  prescription: 'Please upload your prescription image',
  maxImages: 'Maximum 3 images can be send at a time',
  imagesOnly: 'Only image files can be uploaded',
  imageSize: 'An image must be smaller than 2 MB',
  emptyCart: 'Your cart is empty',
  storeClosed: 'The store is closed now. Please schedule your order.',
  outsideZone: 'This address is outside the store’s delivery zone',
  minimumOrder: 'Minimum order amount is {{amount}}',
} as const;

/**
 * Where a problem is shown and fixed: beside the control that fixes it (the address and contact
 * card, the delivery time, the prescription, the payment methods) or, for what no control fixes,
 * in the order summary beside Place Order.
 */
export type CheckoutTarget =
  'contact' | 'address' | 'schedule' | 'prescription' | 'payment' | 'summary';

export interface CheckoutIssue {
  /** The message key (the English text); `{{amount}}` for the minimum order. */
  message: string;
  target: CheckoutTarget;
}

/** The page's order of the places: the first problem on the page takes the focus. */
const TARGET_ORDER: readonly CheckoutTarget[] = [
  'contact',
  'address',
  'schedule',
  'prescription',
  'payment',
  'summary',
];

export interface CheckoutExtra {
  lineCount: number;
  prescriptionRequired: boolean;
  prescriptionCount: number;
  /** The store cannot take an order now and no slot is chosen. */
  needsSchedule: boolean;
  /** The store is closed and takes no scheduled orders. */
  storeClosed?: boolean;
  /** The delivery address is outside the store's zone. */
  outsideZone?: boolean;
  /** The items are below the store's minimum order amount. */
  belowMinimum?: boolean;
  /** The delivery charge is not known yet (the distance or the vehicle extra charge). */
  deliveryPending?: boolean;
}

export const MAX_PRESCRIPTION_IMAGES = 3;
export const PRESCRIPTION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * What stops the order, each once with the place it is shown and fixed at; empty when the order
 * can be placed. A guest needs a name, a phone and an e-mail (R-GUEST-2, API-ORDERS-1), for delivery
 * and take-away alike.
 */
export function checkoutIssues(state: CheckoutState, extra: CheckoutExtra): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  const add = (message: string, target: CheckoutTarget) => issues.push({ message, target });
  if (extra.storeClosed) add(CHECKOUT_MESSAGES.storeClosed, 'summary');
  const delivery = state.orderType === 'delivery';
  if (delivery && state.address && extra.outsideZone) add(CHECKOUT_MESSAGES.outsideZone, 'address');
  if (extra.belowMinimum && !state.prescriptionOnly) add(CHECKOUT_MESSAGES.minimumOrder, 'summary');
  if (extra.lineCount === 0 && !state.prescriptionOnly) add(CHECKOUT_MESSAGES.emptyCart, 'summary');
  if (!state.signedIn && !isGuestContactComplete(state.contact))
    add(CHECKOUT_MESSAGES.contact, 'contact');
  if (delivery) {
    if (!state.address) add(CHECKOUT_MESSAGES.address, 'address');
    else if (state.distanceKm === null || extra.deliveryPending)
      add(CHECKOUT_MESSAGES.distance, 'summary');
  }
  if (extra.needsSchedule && !state.scheduleAt) add(CHECKOUT_MESSAGES.schedule, 'schedule');
  if (extra.prescriptionRequired && extra.prescriptionCount === 0)
    add(CHECKOUT_MESSAGES.prescription, 'prescription');
  if (!state.paymentMethod) add(CHECKOUT_MESSAGES.payment, 'payment');
  return issues;
}

/** What stops the order, as message keys in display order; empty when it can be placed. */
export function checkoutProblems(state: CheckoutState, extra: CheckoutExtra): string[] {
  return checkoutIssues(state, extra).map((issue) => issue.message);
}

/** The place of the first problem on the page (it takes the focus); null without problems. */
export function firstIssueTarget(issues: readonly CheckoutIssue[]): CheckoutTarget | null {
  const targets = new Set(issues.map((issue) => issue.target));
  return TARGET_ORDER.find((target) => targets.has(target)) ?? null;
}

/** The messages shown at one place, each once. */
export function issuesAt(issues: readonly CheckoutIssue[], target: CheckoutTarget): string[] {
  return [...new Set(issues.filter((issue) => issue.target === target).map((i) => i.message))];
}

const MODEL_TYPES = {
  Item: 'App\\Models\\Item',
  ItemCampaign: 'App\\Models\\ItemCampaign',
} as const;

/** The buy-now line of `is_buy_now=1` (API-ORDERS-1). */
export function buyNowLine(payload: CartAddPayload): BuyNowLine {
  return {
    item_id: payload.item_id,
    item_type: MODEL_TYPES[payload.model],
    quantity: payload.quantity,
    variation: payload.variation,
    add_on_ids: payload.add_on_ids,
    add_on_qtys: payload.add_on_qtys,
  };
}

const clean = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

/**
 * The place body. Take-away sends no address or distance; tips only for delivery; the guest id
 * and the contact for guests (R-GUEST-2); a member's contact defaults to the address's.
 */
export function placeOrderBody(state: CheckoutState): PlaceOrderBody {
  if (!state.paymentMethod) throw new Error('A payment method is required');
  const delivery = state.orderType === 'delivery';
  const body: PlaceOrderBody = {
    payment_method: state.paymentMethod,
    order_type: state.orderType,
    store_id: state.storeId,
  };
  if (delivery && state.address) {
    body.distance = Math.round((state.distanceKm ?? 0) * 1000) / 1000;
    body.address = state.address.address;
    body.latitude = String(state.address.latitude);
    body.longitude = String(state.address.longitude);
    body.address_type = state.address.address_type;
    body.road = clean(state.address.road);
    body.house = clean(state.address.house);
    body.floor = clean(state.address.floor);
  }
  const name = clean(state.contact.contact_person_name);
  const phone = clean(state.contact.contact_person_number);
  if (name) body.contact_person_name = name;
  if (phone) body.contact_person_number = phone;
  if (!state.signedIn) {
    const email = clean(state.contact.contact_person_email);
    if (email) body.contact_person_email = email;
    if (state.guestId) body.guest_id = state.guestId;
  }
  if (state.scheduleAt) body.schedule_at = state.scheduleAt;
  const coupon = clean(state.couponCode);
  if (coupon && state.signedIn) body.coupon_code = coupon;
  if (delivery && state.tips > 0) body.dm_tips = Math.round(state.tips * 100) / 100;
  const note = clean(state.note);
  if (note) body.order_note = note;
  if (state.partialPayment && state.signedIn) body.partial_payment = 1;
  if ((state.extraPackagingAmount ?? 0) > 0)
    body.extra_packaging_amount = state.extraPackagingAmount;
  if (state.buyNow) {
    body.is_buy_now = 1;
    body.cart = JSON.stringify([buyNowLine(state.buyNow)]);
  }
  return body;
}

/**
 * The body of `customer/order/prescription/place` (R-CHECKOUT-11:
 * store_id, distance, address, longitude, latitude, order_note, guest_id, contact_person_name,
 * contact_person_number, dm_tips; the images go beside it as `order_attachment[]`). The contract's
 * required payment_method and order_type come with it; no coupon, no cart lines, no buy-now item.
 */
export function prescriptionOrderBody(state: CheckoutState): PlaceOrderBody {
  return placeOrderBody({
    ...state,
    prescriptionOnly: true,
    couponCode: null,
    buyNow: null,
    // Priced later by the pharmacy and paid in cash: no wallet part, no packaging.
    partialPayment: false,
    extraPackagingAmount: 0,
  });
}

/**
 * Adding prescription images (R-CHECKOUT-11): images only, at most 3 per submission. Returns
 * the files to keep and the message of the first problem, if any.
 */
export function addPrescriptionFiles<T extends { type: string; size: number }>(
  current: readonly T[],
  added: readonly T[],
): { files: T[]; error: string | null } {
  if (added.some((file) => !file.type.startsWith('image/')))
    return { files: [...current], error: CHECKOUT_MESSAGES.imagesOnly };
  if (added.some((file) => file.size > PRESCRIPTION_IMAGE_MAX_BYTES))
    return { files: [...current], error: CHECKOUT_MESSAGES.imageSize };
  if (current.length + added.length > MAX_PRESCRIPTION_IMAGES)
    return { files: [...current], error: CHECKOUT_MESSAGES.maxImages };
  return { files: [...current, ...added], error: null };
}

/** Preset delivery-person tips (the customer may type another amount). */
export const TIP_PRESETS = [5, 10, 15, 20] as const;

/** A typed tip: a non-negative amount with at most 2 decimals; anything else is 0. */
export function parseTip(value: string): number {
  const amount = Number(value.replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.min(Math.round(amount * 100) / 100, 100000);
}
