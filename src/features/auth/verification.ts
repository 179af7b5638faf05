import type { TokenResponse } from '@/api/types';
import type { LoginMethod } from '@/domain/validation/phone';

export interface VerificationTarget {
  type: LoginMethod;
  /** The normalised phone or the email the code went to. */
  value: string;
}

export const PHONE_NOT_VERIFIED =
  'Your phone number is not verified yet. Sign in with your phone number to get a code.';
export const SIGN_IN_INCOMPLETE = 'We could not sign you in. Please try again.';

/**
 * A token response without a token: which code to ask for, or why we cannot ask for one. The
 * contract sends `is_phone_verified: 0` when phone verification is pending, and the same for email.
 */
export function verificationStep(
  response: TokenResponse,
  identifier: { fieldType: LoginMethod; value: string },
  email?: string | null,
): { target: VerificationTarget } | { message: string } {
  if (response.is_phone_verified === 0) {
    if (identifier.fieldType === 'phone')
      return { target: { type: 'phone', value: identifier.value } };
    return { message: PHONE_NOT_VERIFIED };
  }
  if (response.is_email_verified === 0) {
    const address = identifier.fieldType === 'email' ? identifier.value : (email ?? response.email);
    if (address) return { target: { type: 'email', value: address } };
  }
  return { message: SIGN_IN_INCOMPLETE };
}
