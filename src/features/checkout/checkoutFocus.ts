import type { CheckoutTarget } from '@/domain/checkout/order';

/** The ids of the controls that fix each kind of problem (the first one found takes the focus). */
export const CHECKOUT_IDS = {
  addressAction: 'checkout-address-action',
  outsideZone: 'checkout-outside-zone',
  schedule: 'checkout-schedule',
  timeSlot: 'checkout-time-slot',
  prescription: 'checkout-prescription-upload',
  payment: 'checkout-payment',
  problems: 'checkout-problems',
  placeOrder: 'checkout-place-order',
} as const;

const IDS = CHECKOUT_IDS;

const FOCUS_SELECTORS: Record<CheckoutTarget, string> = {
  contact: `#${IDS.addressAction}`,
  address: `#${IDS.addressAction}`,
  schedule: `#${IDS.timeSlot}, #${IDS.schedule} input:not(:disabled)`,
  prescription: `#${IDS.prescription}`,
  payment: `#${IDS.payment} input[name="payment_method"]:not(:disabled)`,
  summary: `#${IDS.problems}`,
};

/** Focuses the control that fixes the first problem; else the summary's list, else Place Order. */
export function focusProblem(target: CheckoutTarget) {
  const element =
    document.querySelector<HTMLElement>(FOCUS_SELECTORS[target]) ??
    document.getElementById(IDS.problems) ??
    document.getElementById(IDS.placeOrder);
  element?.focus();
}
