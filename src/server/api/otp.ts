import type { CheckResult } from '../auth/codes';
import { ApiError } from './errors';
import { t, type ApiLocale } from './locale';

/** 405 `otp_temp_blocked` after too many wrong codes (API-AUTH-1). */
export const otpBlockedError = (locale: ApiLocale, seconds: number) =>
  ApiError.of(
    405,
    'otp_temp_blocked',
    t(locale, 'otp_temp_blocked', { n: Math.max(1, Math.ceil(seconds / 60)) }),
  );

/** Throws the contract's answer to a failed code check: 404 `{message}` or 405 blocked. */
export function assertCode(locale: ApiLocale, result: CheckResult): void {
  if (result.status === 'ok') return;
  if (result.status === 'blocked') throw otpBlockedError(locale, result.retryAfterSeconds);
  throw new ApiError(404, { message: t(locale, 'otp_mismatch') });
}
