import { z } from 'zod';
import { AMOUNT, EMAIL, OTP, PASSWORD, PERSON_NAME, PHONE } from '@/domain/validation/fields';
import { normalizeEmail, normalizePhone } from '../auth/users';
import { ApiError, type ErrorItem } from './errors';

/** "email_or_phone" → "email or phone", as Laravel names attributes in messages. */
const attribute = (path: (string | number)[]) =>
  String(path[path.length - 1] ?? 'input').replace(/_/g, ' ');

/** Laravel-style English messages for zod issues. */
const errorMap: z.ZodErrorMap = (issue, ctx) => {
  const field = attribute(issue.path);
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === 'undefined' || issue.received === 'null')
        return { message: `The ${field} field is required.` };
      if (
        issue.expected === 'number' ||
        issue.expected === 'integer' ||
        issue.expected === 'bigint'
      )
        return { message: `The ${field} field must be a number.` };
      if (issue.expected === 'boolean')
        return { message: `The ${field} field must be true or false.` };
      if (issue.expected === 'array') return { message: `The ${field} field must be an array.` };
      if (issue.expected === 'string') return { message: `The ${field} field must be a string.` };
      return { message: `The ${field} field is invalid.` };
    case z.ZodIssueCode.too_small:
      if (issue.type === 'string')
        return { message: `The ${field} field must be at least ${issue.minimum} characters.` };
      if (issue.type === 'array')
        return { message: `The ${field} field must have at least ${issue.minimum} items.` };
      return { message: `The ${field} field must be at least ${issue.minimum}.` };
    case z.ZodIssueCode.too_big:
      if (issue.type === 'string')
        return {
          message: `The ${field} field must not be greater than ${issue.maximum} characters.`,
        };
      if (issue.type === 'array')
        return { message: `The ${field} field must not have more than ${issue.maximum} items.` };
      return { message: `The ${field} field must not be greater than ${issue.maximum}.` };
    case z.ZodIssueCode.invalid_string:
      if (issue.validation === 'email')
        return { message: `The ${field} field must be a valid email address.` };
      return { message: `The ${field} field format is invalid.` };
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_literal:
    case z.ZodIssueCode.invalid_union:
      return { message: `The selected ${field} is invalid.` };
    case z.ZodIssueCode.not_finite:
      return { message: `The ${field} field must be a number.` };
    case z.ZodIssueCode.not_multiple_of:
      return { message: `The ${field} field must be a multiple of ${issue.multipleOf}.` };
    default:
      return { message: ctx.defaultError };
  }
};

/** First message per field, in the order the issues came, as `{code: field, message}`. */
export function issuesToErrors(issues: z.ZodIssue[]): ErrorItem[] {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const code = issue.path.length ? issue.path.join('.') : 'input';
    if (!seen.has(code)) seen.set(code, issue.message);
  }
  return [...seen].map(([code, message]) => ({ code, message }));
}

export type ValidateOptions = {
  /**
   * Groups of alternative fields of which at least one must be present, e.g. [['name', 'f_name']]; the
   * error names the first. Checked on the raw input so they are reported together with schema errors.
   */
  requireOneOf?: string[][];
};

/** Parses `data` or throws the API's 403 validation error (API-CORE-2), every failing field at once. */
export function validate<S extends z.ZodTypeAny>(
  schema: S,
  data: unknown,
  opts: ValidateOptions = {},
): z.output<S> {
  const raw = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const missing: ErrorItem[] = (opts.requireOneOf ?? [])
    .filter((group) => group.every((field) => raw[field] === undefined))
    .map(([field]) => ({
      code: field,
      message: `The ${field.replace(/_/g, ' ')} field is required.`,
    }));
  const result = schema.safeParse(data, { errorMap });
  if (!result.success || missing.length) {
    const errors = [...missing, ...(result.success ? [] : issuesToErrors(result.error.issues))];
    throw new ApiError(403, {
      errors: errors.filter((e, i) => errors.findIndex((o) => o.code === e.code) === i),
    });
  }
  return result.data;
}

// ---- Field helpers: form bodies and query strings deliver strings, so numbers and booleans are coerced.

const numberLike = (value: unknown) => {
  if (typeof value !== 'string') return value;
  // Strip the JSON quotes some clients add (e.g. the latitude header convention).
  const text = value.trim().replace(/^"(.*)"$/, '$1');
  return text === ''
    ? undefined
    : /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)
      ? Number(text)
      : value;
};

/** A finite number; numeric strings are accepted. */
export const num = () => z.preprocess(numberLike, z.number().finite());

/** An integer id-like value; numeric strings are accepted. */
export const int = () => z.preprocess(numberLike, z.number().int().safe());

export const latitude = () => num().pipe(z.number().min(-90).max(90));
export const longitude = () => num().pipe(z.number().min(-180).max(180));

/** 1/0, true/false, "on"/"off", "yes"/"no" (form checkboxes and JSON). */
export const bool = () =>
  z.preprocess((value) => {
    if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(text)) return true;
    if (['0', 'false', 'off', 'no'].includes(text)) return false;
    return value;
  }, z.boolean());

/** A string; numbers are accepted and stringified (phone numbers sent as JSON numbers). */
export const str = () =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z.string(),
  );

// ---- Field rules shared with the forms (src/domain/validation/fields.ts).

/** A phone number, normalised to E.164 "+<digits>". */
export const phone = () =>
  str()
    .pipe(z.string().max(PHONE.maxInput))
    .transform((value, ctx) => {
      const normalized = normalizePhone(value);
      if (!normalized) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `The ${attribute(ctx.path)} field must be a valid phone number.`,
        });
        return z.NEVER;
      }
      return normalized;
    });

/**
 * An email address as typed. The issue is zod's own `email` one, so the message stays "The … field
 * must be a valid email address."; the pattern is the forms'.
 */
export const emailAddress = () =>
  str()
    .pipe(z.string().max(EMAIL.max))
    .superRefine((value, ctx) => {
      if (!EMAIL.pattern.test(value))
        ctx.addIssue({ code: z.ZodIssueCode.invalid_string, validation: 'email' });
    });

/** An email address, lower-cased. */
export const email = () => emailAddress().transform((value) => normalizeEmail(value));

/** A new password (sign-up, reset, profile, a guest's account made at checkout). */
export const newPassword = () => str().pipe(z.string().min(PASSWORD.min).max(PASSWORD.max));

/** The password of a sign-in: accounts of the older, shorter rule still get in. */
export const signInPassword = () =>
  str().pipe(z.string().min(PASSWORD.signInMin).max(PASSWORD.max));

/** A first or contact name: present and at most the forms' length. */
export const personName = () => str().pipe(z.string().min(1).max(PERSON_NAME.max));

/** A last name, which may be empty. */
export const lastName = () => str().pipe(z.string().max(PERSON_NAME.max));

/** A one-time code or reset token as the user typed it. */
export const otpCode = () => str().pipe(z.string().min(1).max(OTP.maxInput));

/** A money amount from 0 up to `max` (AMOUNT in src/domain/validation/fields.ts). */
export const amount = (max: number = AMOUNT.max) => num().pipe(z.number().min(0).max(max));
