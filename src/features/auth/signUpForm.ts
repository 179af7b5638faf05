import type { SignUpInput } from '@/api/modules/auth';
import { dialCountry, normalizePhone } from '@/domain/validation/phone';

/** The sign-up form's fields in screen order: the first invalid one takes the focus. */
export const SIGN_UP_FIELDS = [
  'f_name',
  'l_name',
  'phone',
  'email',
  'password',
  'confirm_password',
  'ref_code',
  'terms',
] as const;

export interface SignUpValues {
  f_name: string;
  l_name: string;
  country: string;
  phone: string;
  email: string;
  password: string;
  confirm_password: string;
  ref_code: string;
  terms: boolean;
}

/** An empty form, its phone in the configured default country. */
export function emptySignUpValues(country: string, refCode = ''): SignUpValues {
  return {
    f_name: '',
    l_name: '',
    country,
    phone: '',
    email: '',
    password: '',
    confirm_password: '',
    ref_code: refCode,
    terms: false,
  };
}

/**
 * The sign-up request for the form's values: names and e-mail trimmed, the phone in international
 * form, an empty e-mail left out, and the referral code sent only when referrals are on.
 */
export function signUpInput(
  values: SignUpValues,
  referral: boolean,
  guestId: string | null,
): SignUpInput {
  const email = values.email.trim();
  return {
    f_name: values.f_name.trim(),
    l_name: values.l_name.trim(),
    phone: normalizePhone(dialCountry(values.country).dial, values.phone),
    email: email || undefined,
    password: values.password,
    ref_code: referral ? values.ref_code.trim() || undefined : undefined,
    guest_id: guestId,
  };
}
