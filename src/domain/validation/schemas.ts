import { boolean, object, string, type StringSchema } from 'yup';
import { isPlausiblePhoneInput } from './phone';

/**
 * Form rules for the account screens. Messages are the English texts, which are also the
 * translation keys: the screens pass them through `t`.
 */
export const MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
  emailTooLong: 'Email must be at most 255 characters',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmRequired: 'Confirm your password',
  passwordsDiffer: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  termsRequired: 'You must agree to the terms and conditions',
  codeRequired: 'Enter the verification code',
  codeInvalid: 'The code has 6 digits',
  // Spec document 2 §5, quoted exactly.
  profileFirstName: 'name is required',
  profileLastName: 'last name required',
  profilePhone: 'phone number required',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 255;

const method = () => string<'phone' | 'email'>().oneOf(['phone', 'email']).required();

/** Phone or email, whichever the method toggle selects; the other one is ignored. */
const identifierFields = {
  method: method(),
  country: string().required(),
  phone: string().when('method', {
    is: 'phone',
    then: (schema) =>
      schema
        .trim()
        .required(MESSAGES.phoneRequired)
        .test('phone', MESSAGES.phoneInvalid, (value) => isPlausiblePhoneInput(value)),
    otherwise: (schema) => schema.notRequired(),
  }),
  email: string().when('method', {
    is: 'email',
    then: (schema) => schema.trim().required(MESSAGES.emailRequired).email(MESSAGES.emailInvalid),
    otherwise: (schema) => schema.notRequired(),
  }),
};

const newPassword = () =>
  string().required(MESSAGES.passwordRequired).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort);

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
  f_name: string().trim().required(MESSAGES.firstNameRequired),
  l_name: string().trim().required(MESSAGES.lastNameRequired),
  country: string().required(),
  phone: string()
    .trim()
    .required(MESSAGES.phoneRequired)
    .test('phone', MESSAGES.phoneInvalid, (value) => isPlausiblePhoneInput(value)),
  email: string().trim().email(MESSAGES.emailInvalid).max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong),
  password: newPassword(),
  confirm_password: confirmation(),
  ref_code: string().trim(),
  terms: boolean().oneOf([true], MESSAGES.termsRequired).required(MESSAGES.termsRequired),
});

export const otpSchema = object({
  code: string()
    .trim()
    .required(MESSAGES.codeRequired)
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.codeInvalid),
});

/** Forgot password, step 1: where to send the code. */
export const forgotIdentifySchema = object(identifierFields);

/** Forgot password, step 2: the code that was sent. */
export const forgotCodeSchema = otpSchema;

/** Forgot password, step 3: the new password. */
export const resetPasswordSchema = object({
  password: newPassword(),
  confirm_password: confirmation(),
});

/** Profile edit form (spec document 2 §5); the password is optional and sent only when filled. */
export const profileSchema = object({
  f_name: string().trim().required(MESSAGES.profileFirstName),
  l_name: string().trim().required(MESSAGES.profileLastName),
  phone: string().trim().required(MESSAGES.profilePhone),
  email: string()
    .trim()
    .email(MESSAGES.emailInvalid)
    .max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong)
    .required(MESSAGES.emailRequired),
  // Empty means "keep the current password"; yup's min() would reject the empty string.
  password: string().test(
    'min',
    MESSAGES.passwordTooShort,
    (value) => !value || value.length >= PASSWORD_MIN_LENGTH,
  ),
  confirm_password: string().when('password', {
    is: (value: string | undefined) => Boolean(value),
    then: (schema) => matchesPassword(schema.required(MESSAGES.confirmRequired)),
    otherwise: (schema) => schema.notRequired(),
  }),
});
