import { proceedToCheckout } from '@/domain/cart/lines';
import { isOn } from '@/domain/flags';

/**
 * The way into a prescription-only pharmacy order (R-CHECKOUT-11,
 * R-STORE-3; API-ORDERS-1 `customer/order/prescription/place`, config
 * `prescription_order_status`, store `prescription_order`). Pure.
 */

/** A pharmacy store that takes prescriptions, on a marketplace where the feature is on. */
export function takesPrescriptionOrders(
  store:
    | {
        prescription_order?: boolean | number | null;
        module?: { module_type?: string | null } | null;
      }
    | null
    | undefined,
  config: { prescription_order_status?: unknown } | null | undefined,
): boolean {
  return (
    Boolean(store) &&
    store?.module?.module_type === 'pharmacy' &&
    isOn(store.prescription_order) &&
    isOn(config?.prescription_order_status)
  );
}

/** The checkout page of a prescription order for one store. */
export function prescriptionCheckoutHref(storeId: number): string {
  return `/checkout?page=prescription&store_id=${storeId}`;
}

/** `?store_id=` of that page: a positive whole number, else null. */
export function prescriptionStoreId(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,11}$/.test(text)) return null;
  return Number(text);
}

export type PrescriptionEntry =
  | { kind: 'location' }
  | { kind: 'checkout'; href: string }
  | { kind: 'login-or-guest'; href: string; signInHref: string }
  | { kind: 'sign-in'; href: string };

const signIn = (href: string) => `/auth/sign-in?from=${encodeURIComponent(href)}`;

/**
 * 'Order with prescription' on the store page: without a stored location the Insert delivery
 * location dialog opens first; then the Proceed To Checkout rule (members go to checkout; guests
 * get the login-or-guest dialog when guest checkout is on, otherwise sign-in).
 */
export function prescriptionEntry(input: {
  storeId: number;
  hasLocation: boolean;
  signedIn: boolean;
  guestCheckoutStatus: number | boolean | null | undefined;
}): PrescriptionEntry {
  if (!input.hasLocation) return { kind: 'location' };
  const href = prescriptionCheckoutHref(input.storeId);
  // The order has no cart lines: the prescription stands for them.
  const route = proceedToCheckout({
    lineCount: 1,
    signedIn: input.signedIn,
    guestCheckoutStatus: input.guestCheckoutStatus,
  });
  if (route.kind === 'login-or-guest')
    return { kind: 'login-or-guest', href, signInHref: signIn(href) };
  if (route.kind === 'sign-in') return { kind: 'sign-in', href: signIn(href) };
  return { kind: 'checkout', href };
}
