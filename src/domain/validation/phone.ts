/** Country dial codes and phone normalisation for the sign-in, sign-up and reset forms. */

import { internationalPhone, PHONE, stripPhoneSeparators } from './fields';

export interface DialCountry {
  /** ISO 3166-1 alpha-2, as the configuration's `country`. */
  iso: string;
  /** "+" followed by the calling code. */
  dial: string;
}

/** A short static list: the marketplace's main markets plus the ones the brief asks for. */
export const DIAL_COUNTRIES: readonly DialCountry[] = [
  { iso: 'MA', dial: '+212' },
  { iso: 'DZ', dial: '+213' },
  { iso: 'TN', dial: '+216' },
  { iso: 'EG', dial: '+20' },
  { iso: 'SA', dial: '+966' },
  { iso: 'AE', dial: '+971' },
  { iso: 'QA', dial: '+974' },
  { iso: 'KW', dial: '+965' },
  { iso: 'FR', dial: '+33' },
  { iso: 'BE', dial: '+32' },
  { iso: 'ES', dial: '+34' },
  { iso: 'DE', dial: '+49' },
  { iso: 'GB', dial: '+44' },
  { iso: 'US', dial: '+1' },
  { iso: 'CA', dial: '+1' },
  { iso: 'TR', dial: '+90' },
  { iso: 'NG', dial: '+234' },
  { iso: 'PK', dial: '+92' },
  { iso: 'IN', dial: '+91' },
  { iso: 'BD', dial: '+880' },
];

export const FALLBACK_COUNTRY = 'US';

/** The list entry for an ISO code (case-insensitive); unknown codes give the fallback country. */
export function dialCountry(iso: string | null | undefined): DialCountry {
  const code = (iso ?? '').trim().toUpperCase();
  return (
    DIAL_COUNTRIES.find((country) => country.iso === code) ??
    (DIAL_COUNTRIES.find((country) => country.iso === FALLBACK_COUNTRY) as DialCountry)
  );
}

/** The ISO code the country select starts on: the configured country when we know its dial code. */
export function defaultCountryIso(configured: string | null | undefined): string {
  return dialCountry(configured).iso;
}

/** True when the typed number already carries its own country code ("+…" or "00…"). */
function isInternational(value: string): boolean {
  const compact = stripPhoneSeparators(value.trim());
  return compact.startsWith('+') || compact.startsWith('00');
}

/** The national part as digits only: separators and the trunk prefix (leading zeros) removed. */
export function nationalDigits(value: string): string {
  return stripPhoneSeparators(value).replace(/^0+/, '');
}

/**
 * Dial code + national number → E.164-like "+212612345678". A number typed with its own "+" or
 * "00" prefix keeps its country code instead of the selected one.
 */
export function normalizePhone(dial: string, national: string): string {
  const compact = stripPhoneSeparators(national.trim());
  if (compact.startsWith('+')) return `+${compact.slice(1).replace(/\D/g, '')}`;
  if (compact.startsWith('00')) return `+${compact.slice(2).replace(/\D/g, '')}`;
  const dialDigits = dial.replace(/\D/g, '');
  return `+${dialDigits}${nationalDigits(compact)}`;
}

/** E.164 allows at most 15 digits; 7 is a safe lower bound for a complete number. */
export function isValidE164(phone: string): boolean {
  return PHONE.pattern.test(phone);
}

/**
 * What the user typed in the number box is a plausible phone number: with its own code, one the API
 * takes; without, a national number the selected dial code completes.
 */
export function isPlausiblePhoneInput(value: string | undefined | null): boolean {
  if (!value || value.length > PHONE.maxInput) return false;
  const compact = stripPhoneSeparators(value.trim());
  if (isInternational(compact)) return internationalPhone(compact) !== null;
  return PHONE.nationalPattern.test(nationalDigits(compact));
}

export type LoginMethod = 'phone' | 'email';

export interface IdentifierValues {
  method: LoginMethod;
  country: string;
  phone: string;
  email: string;
}

/** The identifier the auth endpoints take: a normalised phone or a trimmed email. */
export function identifierOf(values: IdentifierValues): { fieldType: LoginMethod; value: string } {
  if (values.method === 'email') return { fieldType: 'email', value: values.email.trim() };
  return {
    fieldType: 'phone',
    value: normalizePhone(dialCountry(values.country).dial, values.phone),
  };
}
