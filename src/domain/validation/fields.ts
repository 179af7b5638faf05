/**
 * One definition of each field rule that both the forms and the built-in API check: the yup schemas
 * (src/domain/validation/schemas.ts, src/domain/checkout/address.ts) and the zod schemas
 * (src/server/api/validation.ts and the routes) derive their limits and patterns from here, so a
 * value the form lets through is one the API takes. Pure: no yup or zod here.
 *
 * Messages are the English texts, which are also the translation keys (public/locales/<lang>/
 * account.json for the account screens, order.json for the checkout address and contact forms).
 */

/** A new password: at least 8 characters, at most 128 (bcrypt-sized hashes of longer ones add nothing). */
export const PASSWORD = {
  min: 8,
  max: 128,
  /**
   * Signing in only asks for 6: accounts made under the older 6-character rule must still get in
   * (the same as 6amMart 3.5's login).
   */
  signInMin: 6,
  messages: {
    required: 'Password is required',
    tooShort: 'Password must be at least 8 characters',
    tooLong: 'Password must be at most 128 characters',
    confirmRequired: 'Confirm your password',
    differ: 'Passwords do not match',
  },
} as const;

/**
 * An e-mail address: the same pattern as zod's `email()` (a dot in the domain, a top-level domain of
 * two letters or more), so the form refuses what the API would.
 */
export const EMAIL = {
  max: 255,
  pattern: /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i,
  messages: {
    required: 'Email is required',
    /** The account screens' wording (quoted from the specification). */
    invalid: 'Must be a valid email',
    /** The checkout contact and address forms' wording. */
    contactInvalid: 'Enter a valid email',
    tooLong: 'Email must be at most 255 characters',
  },
} as const;

/** Characters people type between the digits of a phone number. */
const PHONE_SEPARATORS = /[\s().\-/]/g;

/**
 * A phone number. What is stored and sent is E.164: "+", a country code that does not start with 0,
 * 7 to 15 digits in all. A number typed after a chosen dial code is its national part: 5 to 14 digits
 * once the trunk prefix (leading zeros) is dropped.
 */
export const PHONE = {
  /** The longest raw input the API takes, separators included. */
  maxInput: 32,
  pattern: /^\+[1-9]\d{6,14}$/,
  nationalPattern: /^\d{5,14}$/,
  messages: {
    required: 'Phone number is required',
    invalid: 'Enter a valid phone number',
  },
} as const;

/** The input without the separators people type ("+212 6-12 (34)" → "+2126 1234"). */
export function stripPhoneSeparators(value: string): string {
  return value.replace(PHONE_SEPARATORS, '');
}

/**
 * A raw phone input with its own country code ("+…" or "00…", separators allowed) as E.164, or null
 * when it is not one. Bare digits count as international too: the API receives what the forms
 * normalised.
 */
export function internationalPhone(value: string): string | null {
  let digits = stripPhoneSeparators(value.trim());
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  const phone = `+${digits}`;
  return PHONE.pattern.test(phone) ? phone : null;
}

/** A person's first, last or contact name (profiles, sign-up, delivery contact, parcel receiver). */
export const PERSON_NAME = {
  max: 100,
  messages: {
    firstRequired: 'First name is required',
    lastRequired: 'Last name is required',
    /** The checkout contact and address forms. */
    contactRequired: 'Name is required',
    tooLong: 'Name must be at most 100 characters',
  },
} as const;

/** The one-time code of sign-up, phone verification and password reset. */
export const OTP = {
  length: 6,
  /** The API takes up to 12 characters, so a gateway with longer codes still works. */
  maxInput: 12,
  messages: {
    required: 'Enter the verification code',
    invalid: 'The code has 6 digits',
  },
} as const;

/** Money amounts, in the currency's units: the upper bounds the API takes. */
export const AMOUNT = {
  /** Any price or order amount (catalog filters, coupon checks). */
  max: 1_000_000_000,
  /** The delivery-man tip. */
  tipMax: 100_000,
  /** The cash the customer pays with, for change ("bring change for"). */
  changeMax: 1_000_000,
  /** The extra packaging charge. */
  packagingMax: 100_000,
} as const;

/**
 * The free-text fields' longest values, in characters (UTF-16 units, what `maxLength`, yup and zod
 * all count). The input's `maxLength` and the API's zod schema read the same number, so a form never
 * sends what the API refuses. 6amMart's contract gives no lengths and the built-in database keeps
 * these as `text` columns (src/server/db/schema/orders.ts, catalog.ts), so each is the larger of the
 * two numbers the form and the API used to have: nothing the storefront took before is refused now.
 */
export const TEXT_LIMITS = {
  /** The order note of checkout and parcel checkout (order/place `order_note`). */
  orderNote: 1000,
  /** An item's or the delivery person's review comment (R-REVIEW-2). */
  reviewComment: 2000,
  /** The note of a refund request (R-REFUND-1, `customer_note`). */
  refundNote: 1000,
  /** The note of an order cancellation (API-ORDERS-5, `note`). */
  cancelNote: 1000,
  /** Each customer field of an offline payment (R-PAY-3: a transfer reference …). */
  offlinePaymentField: 255,
  /** A coupon code typed at checkout (coupon/apply `code`, order/place `coupon_code`). */
  couponCode: 100,
  /** The phone a guest tracks an order with, "+" included (R-ORDER-5, track `contact_number`). */
  trackPhone: PHONE.maxInput,
} as const;
