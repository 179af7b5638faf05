import { publicEnv } from '@/lib/publicEnv';

/** The API base for the browser: the external backend when configured, else this origin. */
export function browserApiBaseUrl(): string {
  const external = publicEnv().NEXT_PUBLIC_BASE_URL;
  return external ? `${external}/api/v1` : '/api/v1';
}

/**
 * Where the payment pages are (`/payment-mobile`, a web route of the backend, not under /api/v1):
 * the external backend when configured, else this origin (the built-in API's demo gateway).
 */
export function paymentGatewayOrigin(): string {
  return publicEnv().NEXT_PUBLIC_BASE_URL ?? window.location.origin;
}
