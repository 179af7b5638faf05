import type { PaymentGateway } from '@/api/types';
import { codAllowed, COD_LIMIT_MESSAGE } from '@/domain/order/payment';

/**
 * Which payment methods checkout offers (R-PAY-1, R-PAY-2; API-CONFIG-1, API-ORDERS-2)
 * and the demo gateway's round trip (API-ORDERS-4, R-GUEST-3). Pure.
 */

export type CheckoutPaymentMethod =
  'cash_on_delivery' | 'wallet' | 'digital_payment' | 'offline_payment';

export interface PaymentOption {
  method: CheckoutPaymentMethod;
  /** Shown but not selectable, with the message telling why. */
  disabled: boolean;
  message: string | null;
}

export const WALLET_LOW_MESSAGE = 'Your wallet balance is not enough to pay for this order';

export interface PaymentRulesInput {
  config: {
    cash_on_delivery?: boolean | null;
    digital_payment?: boolean | null;
    customer_wallet_status?: number | null;
    active_payment_method_list?: readonly PaymentGateway[] | null;
    offline_payment_status?: number | null;
  };
  /** How many offline methods (bank transfer …) the backend lists; 0 or undefined: none. */
  offlineMethodCount?: number;
  /** The delivery zone's flags (get-zone-id zone_data); undefined when not known yet. */
  zone?: {
    cash_on_delivery?: boolean | number | null;
    digital_payment?: boolean | number | null;
    offline_payment?: boolean | number | null;
  } | null;
  /** The zone↔module maximum_cod_order_amount; 0 or null: no limit. */
  maxCodAmount?: number | null;
  signedIn: boolean;
  walletBalance?: number | null;
  /** The order's grand total. */
  total: number;
  /** What the wallet pays of a partial payment (walletShare): the other methods take the rest. */
  walletPaid?: number;
}

const flag = (value: boolean | number | null | undefined): boolean | null =>
  value === undefined || value === null ? null : value === true || value === 1;

/**
 * The methods to show, in order: cash on delivery (when the config and the zone allow it; over the
 * zone's maximum it stays visible but disabled with the spec's message), wallet (members, when the
 * wallet is on; disabled when the balance is too low) and digital payment (config and zone on, at
 * least one gateway).
 */
export function paymentOptions(input: PaymentRulesInput): PaymentOption[] {
  const options: PaymentOption[] = [];
  const cod = codAllowed(
    {
      configEnabled: Boolean(input.config.cash_on_delivery),
      zoneEnabled: flag(input.zone?.cash_on_delivery),
      maxAmount: input.maxCodAmount,
    },
    // The API caps what is left to pay on delivery (the total less the wallet's part).
    input.total - (input.walletPaid ?? 0),
  );
  if (cod.allowed) options.push({ method: 'cash_on_delivery', disabled: false, message: null });
  else if (cod.reason === 'over_limit')
    options.push({ method: 'cash_on_delivery', disabled: true, message: COD_LIMIT_MESSAGE });

  if (input.signedIn && Number(input.config.customer_wallet_status) === 1) {
    const balance = Math.max(0, Number(input.walletBalance) || 0);
    const enough = balance >= input.total && input.total > 0;
    options.push({
      method: 'wallet',
      disabled: !enough,
      message: enough ? null : WALLET_LOW_MESSAGE,
    });
  }

  const gateways = input.config.active_payment_method_list ?? [];
  if (
    input.config.digital_payment &&
    flag(input.zone?.digital_payment) !== false &&
    gateways.length
  ) {
    options.push({ method: 'digital_payment', disabled: false, message: null });
  }

  if (
    Number(input.config.offline_payment_status) === 1 &&
    flag(input.zone?.offline_payment) !== false &&
    (input.offlineMethodCount ?? 0) > 0
  ) {
    options.push({ method: 'offline_payment', disabled: false, message: null });
  }
  return options;
}

/**
 * Whether the member may pay part of the order from the wallet (API-ORDERS-1 `partial_payment`):
 * the wallet and partial payment are on, and the balance holds something but not the whole
 * total (a balance that holds it pays with the wallet method).
 */
export function partialPaymentOffered(input: {
  config: { customer_wallet_status?: number | null; partial_payment_status?: number | null };
  signedIn: boolean;
  walletBalance: number | null | undefined;
  total: number;
}): boolean {
  const balance = Math.max(0, Number(input.walletBalance) || 0);
  return (
    input.signedIn &&
    Number(input.config.customer_wallet_status) === 1 &&
    Number(input.config.partial_payment_status) === 1 &&
    balance > 0 &&
    balance < input.total
  );
}

/** An offline method as `offline_payment_method_list` gives it (R-PAY-3). */
export interface OfflineMethod {
  id: number;
  method_name: string;
  /** The shop's details the customer pays to (bank, account …). */
  method_fields?: { input_name: string; input_data: string }[] | null;
  /** What the customer tells about their payment. */
  method_informations?:
    | {
        customer_input: string;
        customer_placeholder?: string | null;
        is_required?: number | boolean;
      }[]
    | null;
}

/** A field name as people read it: `transaction_reference` → "Transaction reference". */
export function fieldLabel(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}

/** The first required field of an offline method left empty, or null when all are filled. */
export function missingOfflineField(
  method: OfflineMethod | null | undefined,
  values: Record<string, string>,
): string | null {
  if (!method) return 'method';
  for (const field of method.method_informations ?? []) {
    const required = field.is_required === true || Number(field.is_required) === 1;
    if (required && !(values[field.customer_input] ?? '').trim()) return field.customer_input;
  }
  return null;
}

/** The selected method while it is still offered and enabled, else null (the customer picks again). */
export function effectivePaymentMethod(
  options: readonly PaymentOption[],
  chosen: CheckoutPaymentMethod | null,
): CheckoutPaymentMethod | null {
  const usable = options.filter((option) => !option.disabled);
  if (chosen && usable.some((option) => option.method === chosen)) return chosen;
  return null;
}

/**
 * Payment for a prescription order (R-CHECKOUT-11): its amount is unknown until the pharmacy prices
 * the prescription, so only cash on delivery can pay it, when the config and the zone allow it.
 * Wallet and digital payment need the amount up front and are not offered.
 */
export function prescriptionPaymentOptions(
  input: Omit<PaymentRulesInput, 'signedIn' | 'walletBalance'>,
): PaymentOption[] {
  return paymentOptions({ ...input, signedIn: false }).filter(
    (option) => option.method === 'cash_on_delivery',
  );
}

/** `cart`, Buy Now, a campaign's Order Now, or a pharmacy order with only a prescription. */
export type CheckoutPage = 'cart' | 'buy_now' | 'campaign' | 'prescription';

/** Reads `?page=`; anything else is the cart. */
export function checkoutPage(value: unknown): CheckoutPage {
  const text = Array.isArray(value) ? value[0] : value;
  return text === 'buy_now' || text === 'campaign' || text === 'prescription' ? text : 'cart';
}

/** The callback the gateway returns to: this checkout page on this origin, with the order id. */
export function checkoutCallbackUrl(
  origin: string,
  locale: { current: string; default: string },
  page: CheckoutPage,
  orderId: number | string,
): string {
  const prefix = locale.current === locale.default ? '' : `/${locale.current}`;
  const params = new URLSearchParams({ page, order_id: String(orderId) });
  return `${origin.replace(/\/+$/, '')}${prefix}/checkout?${params.toString()}`;
}

/**
 * The demo gateway's page (API-ORDERS-4): `/payment-mobile?order_id&customer_id&payment_method
 * &payment_platform=web&callback=`; customer_id is the member's or the guest's id.
 */
interface PaymentUrlInput {
  origin: string;
  orderId: number | string;
  customerId: number | string;
  gateway: string;
  callback: string;
}

export function paymentUrl(input: PaymentUrlInput): string {
  const params = new URLSearchParams({
    order_id: String(input.orderId),
    customer_id: String(input.customerId),
    payment_method: input.gateway,
    payment_platform: 'web',
    callback: input.callback,
  });
  return `${input.origin.replace(/\/+$/, '')}/payment-mobile?${params.toString()}`;
}

/**
 * Where to send the shopper to pay a placed order (API-ORDERS-4): the built-in API's `payment_link`
 * (the gateway opens only with its owner's signed token), given this checkout's gateway, platform and
 * callback; without one (a real 6amMart backend sends none) the URL built from the ids (paymentUrl).
 */
export function gatewayUrl(
  input: PaymentUrlInput & {
    /** The place answer's `payment_link`, when the backend gave one. */
    link?: string | null;
  },
): string {
  const { link, ...built } = input;
  if (!link) return paymentUrl(built);
  let url: URL;
  try {
    url = new URL(link, input.origin);
  } catch {
    return paymentUrl(built);
  }
  url.searchParams.set('payment_method', input.gateway);
  url.searchParams.set('payment_platform', 'web');
  url.searchParams.set('callback', input.callback);
  return url.toString();
}

export type PaymentFlag = 'success' | 'fail' | 'cancel';

/**
 * The gateway's answer on return: `flag` and the order id (the callback carries `order_id`; the
 * gateway appends `flag` and `token`). Null when the page was not opened by the gateway.
 */
export function paymentReturn(query: Record<string, unknown>): {
  flag: PaymentFlag;
  orderId: string | null;
} | null {
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const flagValue = first(query.flag);
  if (flagValue !== 'success' && flagValue !== 'fail' && flagValue !== 'cancel') return null;
  const orderId = first(query.order_id);
  return {
    flag: flagValue,
    orderId: typeof orderId === 'string' && /^\d+$/.test(orderId) ? orderId : null,
  };
}

/** R-PAY-2: the dialog opens 500 ms after the failure screen. */
export const FAILED_PAYMENT_DIALOG_DELAY_MS = 500;
/** R-PAY-2: the cancel reason sent when the customer gives up a failed payment. */
export const FAILED_PAYMENT_CANCEL_REASON = 'Order payment canceled';
