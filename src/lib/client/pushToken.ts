/**
 * This browser's Firebase push token, kept once Firebase has given it, so the next guest id is
 * requested with it (`auth/guest/request` takes `fcm_token`, API-CUSTOMER-5).
 */
const KEY = 'mart-push-token';

export function readPushToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writePushToken(token: string) {
  try {
    window.localStorage.setItem(KEY, token);
  } catch {
    // Storage unavailable: a guest id is then requested without the token.
  }
}
