import { boolean, object, string, type StringSchema } from 'yup';
import { EMAIL, OTP, PASSWORD, PERSON_NAME, PHONE } from './fields';
import { isPlausiblePhoneInput } from './phone';

/**
 * Form rules for the account screens; limits, patterns and the shared messages come from
 * ./fields.ts, which the API's zod schemas use too. Messages are the English texts, which are also
 * the translation keys: the screens pass them through `t`.
 */
export const MESSAGES = {
  phoneRequired: PHONE.messages.required,
  phoneInvalid: PHONE.messages.invalid,
  emailRequired: EMAIL.messages.required,
  emailInvalid: EMAIL.messages.invalid,
  emailTooLong: EMAIL.messages.tooLong,
  passwordRequired: PASSWORD.messages.required,
  passwordTooShort: PASSWORD.messages.tooShort,
  passwordTooLong: PASSWORD.messages.tooLong,
  confirmRequired: PASSWORD.messages.confirmRequired,
  passwordsDiffer: PASSWORD.messages.differ,
  firstNameRequired: PERSON_NAME.messages.firstRequired,
  lastNameRequired: PERSON_NAME.messages.lastRequired,
  nameTooLong: PERSON_NAME.messages.tooLong,
  termsRequired: 'You must agree to the terms and conditions',
  codeRequired: OTP.messages.required,
  codeInvalid: OTP.messages.invalid,
  // The profile form's own words (R-ACCOUNT-2), quoted exactly.
  profileFirstName: 'name is required',
  profileLastName: 'last name required',
  profilePhone: 'phone number required',
} as const;

export const OTP_LENGTH = OTP.length;

/** A first or last name: at most the API's length. */
const personName = () => string().trim().max(PERSON_NAME.max, MESSAGES.nameTooLong);

/** An e-mail address: the API's pattern and length. */
const emailAddress = () =>
  string()
    .trim()
    .matches(EMAIL.pattern, { message: MESSAGES.emailInvalid, excludeEmptyString: true })
    .max(EMAIL.max, MESSAGES.emailTooLong);

/** A phone number the API takes (its own code) or a national number the dial code completes. */
const phoneNumber = () =>
  string()
    .trim()
    .test('phone', MESSAGES.phoneInvalid, (value) => !value || isPlausiblePhoneInput(value));

const method = () => string<'phone' | 'email'>().oneOf(['phone', 'email']).required();

/** Phone or email, whichever the method toggle selects; the other one is ignored. */
const identifierFields = {
  method: method(),
  country: string().required(),
  phone: string().when('method', {
    is: 'phone',
    then: () => phoneNumber().required(MESSAGES.phoneRequired),
    otherwise: (schema) => schema.notRequired(),
  }),
  email: string().when('method', {
    is: 'email',
    then: () => emailAddress().required(MESSAGES.emailRequired),
    otherwise: (schema) => schema.notRequired(),
  }),
};

/** A new password: the API's length bounds. */
const newPassword = () =>
  string()
    .required(MESSAGES.passwordRequired)
    .min(PASSWORD.min, MESSAGES.passwordTooShort)
    .max(PASSWORD.max, MESSAGES.passwordTooLong);

/** A custom test rather than oneOf(ref), so an empty confirmation reads "Confirm your password". */
const matchesPassword = (schema: StringSchema<string | undefined>) =>
  schema.test(
    'matches-password',
    MESSAGES.passwordsDiffer,
    (value, context) => !value || value === (context.parent as { password?: string }).password,
  );

const confirmation = () => matchesPassword(string().required(MESSAGES.confirmRequired));

export const signInSchema = object({
  ...identifierFields,
  // The server checks the length (min 6 in 3.5); the form only asks for something.
  password: string().required(MESSAGES.passwordRequired),
});

export const signUpSchema = object({
  f_name: personName().required(MESSAGES.firstNameRequired),
  l_name: personName().required(MESSAGES.lastNameRequired),
  country: string().required(),
  phone: phoneNumber().required(MESSAGES.phoneRequired),
  email: emailAddress(),
  password: newPassword(),
  confirm_password: confirmation(),
  ref_code: string().trim(),
  terms: boolean().oneOf([true], MESSAGES.termsRequired).required(MESSAGES.termsRequired),
});

/** The code that was sent: sign-up and phone verification, and step 2 of the forgotten password. */
export const otpSchema = object({
  code: string()
    .trim()
    .required(MESSAGES.codeRequired)
    .matches(new RegExp(`^\\d{${OTP.length}}$`), MESSAGES.codeInvalid),
});

/** Forgot password, step 1: where to send the code. */
export const forgotIdentifySchema = object(identifierFields);

/** Forgot password, step 3: the new password. */
export const resetPasswordSchema = object({
  password: newPassword(),
  confirm_password: confirmation(),
});

/** Profile edit form (R-ACCOUNT-2); the password is optional and sent only when filled. */
export const profileSchema = object({
  f_name: personName().required(MESSAGES.profileFirstName),
  l_name: personName().required(MESSAGES.profileLastName),
  phone: string().trim().required(MESSAGES.profilePhone),
  email: emailAddress().required(MESSAGES.emailRequired),
  // Empty means "keep the current password"; yup's min() would reject the empty string.
  password: string()
    .test('min', MESSAGES.passwordTooShort, (value) => !value || value.length >= PASSWORD.min)
    .max(PASSWORD.max, MESSAGES.passwordTooLong),
  confirm_password: string().when('password', {
    is: (value: string | undefined) => Boolean(value),
    then: (schema) => matchesPassword(schema.required(MESSAGES.confirmRequired)),
    otherwise: (schema) => schema.notRequired(),
  }),
});
