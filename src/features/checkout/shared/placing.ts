import { useCallback, useRef, useState } from 'react';
import { paymentGatewayOrigin } from '@/api/browser';
import { ApiError } from '@/api/errors';
import { gatewayUrl } from '@/domain/checkout/payment';

/**
 * The double-submit guard of the checkout screens. A ref, not the state: two clicks in one frame
 * both see the state of the last render. A real 6amMart ignores the Idempotency-Key header, so the
 * screen itself must never send an order twice. `placing` drives the busy button.
 */
export function usePlacingGuard() {
  const lock = useRef(false);
  const [placing, setPlacing] = useState(false);
  /** An order is on its way. */
  const locked = useCallback(() => lock.current, []);
  /** Takes the lock; false when an order is already on its way. */
  const start = useCallback(() => {
    if (lock.current) return false;
    lock.current = true;
    setPlacing(true);
    return true;
  }, []);
  /** Gives the lock back (a failed order, or a guest's order shown on this page). */
  const finish = useCallback(() => {
    lock.current = false;
    setPlacing(false);
  }, []);
  return { placing, locked, start, finish };
}

/**
 * Leaves for the payment gateway, which comes back to `callback` with `flag`: through the place
 * answer's `payment_link` when the backend gave one, else the URL built from the ids.
 */
export function goToPaymentGateway(input: {
  link?: string | null;
  orderId: number | string;
  customerId: number | string;
  gateway: string;
  callback: string;
}) {
  window.location.assign(gatewayUrl({ origin: paymentGatewayOrigin(), ...input }));
}

/** The server's message of a refused call, else the given fallback text. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
