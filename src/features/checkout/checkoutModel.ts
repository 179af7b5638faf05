import type { Store } from '@/api/catalogTypes';
import type { CheckoutAddress, GuestInfo } from '@/domain/checkout/address';
import type { CheckoutOrderType, CheckoutState } from '@/domain/checkout/order';
import type { CheckoutPage } from '@/domain/checkout/payment';
import type { SummaryStore } from '@/domain/checkout/summary';
import type { BuyNowSelection, CartLine } from '@/store/slices/cart';

/** Store fields checkout reads beyond the catalog's Store (API-STORES-2). */
export type CheckoutStore = Store &
  SummaryStore & {
    schedule_order?: boolean;
    order_place_to_schedule_interval?: number | null;
    prescription_order?: boolean;
  };

/**
 * The lines a checkout page orders: the cart, the one buy-now (or campaign) line of its kind, or
 * none for a prescription order.
 */
export function checkoutLines(
  page: CheckoutPage,
  cart: CartLine[],
  buyNow: BuyNowSelection | null,
): CartLine[] {
  if (page === 'prescription') return [];
  if (page === 'cart') return cart;
  return buyNow && buyNow.kind === page ? [buyNow.line] : [];
}

/**
 * The order type in force: the customer's choice while the store and the config allow it, else
 * home delivery, unless only take-away is offered.
 */
export function resolveOrderType(
  choice: CheckoutOrderType,
  deliveryAllowed: boolean,
  takeAwayAllowed: boolean,
): CheckoutOrderType {
  if (choice === 'take_away' && takeAwayAllowed) return 'take_away';
  return deliveryAllowed || !takeAwayAllowed ? 'delivery' : 'take_away';
}

/** Whether the order shows and needs prescription images. */
export function prescriptionNeeds(input: {
  prescriptionOnly: boolean;
  lines: CartLine[];
  store: CheckoutStore | null;
}): { required: boolean; shown: boolean } {
  const { prescriptionOnly, lines, store } = input;
  const pharmacy =
    lines.some((line) => line.module_type === 'pharmacy') ||
    store?.module?.module_type === 'pharmacy';
  const required = prescriptionOnly || lines.some((line) => line.is_prescription_required);
  const shown = prescriptionOnly || (pharmacy && (required || Boolean(store?.prescription_order)));
  return { required, shown };
}

interface ContactProfile {
  f_name?: string | null;
  l_name?: string | null;
  phone?: string | null;
}

/**
 * Who the order is for. A member: the delivery address's contact, else the profile's name and
 * phone. A guest: the contact kept on this device, with the e-mail a guest order needs.
 */
export function orderContact(input: {
  signedIn: boolean;
  delivery: boolean;
  address: CheckoutAddress | null;
  profile: ContactProfile | null | undefined;
  guest: GuestInfo | null;
}): CheckoutState['contact'] {
  const { delivery, address, profile, guest } = input;
  if (input.signedIn) {
    return {
      contact_person_name:
        (delivery ? address?.contact_person_name : null) ||
        [profile?.f_name, profile?.l_name].filter(Boolean).join(' '),
      contact_person_number:
        (delivery ? address?.contact_person_number : null) || profile?.phone || '',
    };
  }
  return {
    contact_person_name: guest?.contact_person_name ?? '',
    contact_person_number: guest?.contact_person_number ?? '',
    contact_person_email: guest?.contact_person_email ?? '',
  };
}
