import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import {
  MESSAGES,
  forgotIdentifySchema,
  otpSchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@/domain/validation/schemas';

/** Field → first message, as formik shows them. */
function errorsOf<T extends AnyObject>(
  schema: ObjectSchema<T>,
  values: unknown,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    return errors;
  }
}

describe('signInSchema', () => {
  const base = { method: 'phone', country: 'MA', phone: '', email: '', password: '' };

  it('asks for the phone and the password', () => {
    expect(errorsOf(signInSchema, base)).toEqual({
      phone: MESSAGES.phoneRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('rejects a phone that is not a number', () => {
    expect(errorsOf(signInSchema, { ...base, phone: '12ab', password: 'x' })).toEqual({
      phone: MESSAGES.phoneInvalid,
    });
  });

  it('checks the email only in email mode', () => {
    expect(errorsOf(signInSchema, { ...base, method: 'email', password: 'x' })).toEqual({
      email: MESSAGES.emailRequired,
    });
    expect(
      errorsOf(signInSchema, { ...base, method: 'email', email: 'not-an-email', password: 'x' }),
    ).toEqual({ email: 'Must be a valid email' });
    expect(
      errorsOf(signInSchema, {
        ...base,
        method: 'email',
        email: 'demo@atlasmart.test',
        password: 'x',
      }),
    ).toEqual({});
  });

  it('passes the demo customer', () => {
    expect(errorsOf(signInSchema, { ...base, phone: '600000001', password: 'Demo1234!' })).toEqual(
      {},
    );
  });
});

describe('signUpSchema', () => {
  const valid = {
    f_name: 'Amina',
    l_name: 'Demo',
    country: 'MA',
    phone: '612345678',
    email: '',
    password: 'Secret123',
    confirm_password: 'Secret123',
    ref_code: '',
    terms: true,
  };

  it('accepts a complete form with the optional fields empty', () => {
    expect(errorsOf(signUpSchema, valid)).toEqual({});
  });

  it('lists every missing field', () => {
    expect(
      errorsOf(signUpSchema, {
        ...valid,
        f_name: ' ',
        l_name: '',
        phone: '',
        password: '',
        confirm_password: '',
        terms: false,
      }),
    ).toEqual({
      f_name: MESSAGES.firstNameRequired,
      l_name: MESSAGES.lastNameRequired,
      phone: MESSAGES.phoneRequired,
      password: MESSAGES.passwordRequired,
      confirm_password: MESSAGES.confirmRequired,
      terms: MESSAGES.termsRequired,
    });
  });

  it('needs 8 characters and a matching confirmation', () => {
    expect(
      errorsOf(signUpSchema, { ...valid, password: 'short', confirm_password: 'short' }),
    ).toEqual({
      password: MESSAGES.passwordTooShort,
    });
    expect(errorsOf(signUpSchema, { ...valid, confirm_password: 'Secret124' })).toEqual({
      confirm_password: MESSAGES.passwordsDiffer,
    });
  });

  it('checks an email only when one is given', () => {
    expect(errorsOf(signUpSchema, { ...valid, email: 'nope' })).toEqual({
      email: 'Must be a valid email',
    });
  });
});

describe('otpSchema', () => {
  it('wants exactly six digits', () => {
    expect(errorsOf(otpSchema, { code: '' })).toEqual({ code: MESSAGES.codeRequired });
    expect(errorsOf(otpSchema, { code: '12345' })).toEqual({ code: MESSAGES.codeInvalid });
    expect(errorsOf(otpSchema, { code: '12345a' })).toEqual({ code: MESSAGES.codeInvalid });
    expect(errorsOf(otpSchema, { code: '123456' })).toEqual({});
  });
});

describe('forgot password steps', () => {
  it('step 1 needs a phone or an email', () => {
    expect(
      errorsOf(forgotIdentifySchema, { method: 'phone', country: 'MA', phone: '', email: '' }),
    ).toEqual({ phone: MESSAGES.phoneRequired });
    expect(
      errorsOf(forgotIdentifySchema, {
        method: 'email',
        country: 'MA',
        phone: '',
        email: 'a@b.co',
      }),
    ).toEqual({});
  });

  it('step 3 needs a new password of 8 characters, twice', () => {
    expect(errorsOf(resetPasswordSchema, { password: '', confirm_password: '' })).toEqual({
      password: MESSAGES.passwordRequired,
      confirm_password: MESSAGES.confirmRequired,
    });
    expect(
      errorsOf(resetPasswordSchema, { password: 'NewSecret1', confirm_password: 'NewSecret2' }),
    ).toEqual({ confirm_password: MESSAGES.passwordsDiffer });
  });
});

describe('profileSchema (R-ACCOUNT-2)', () => {
  const valid = {
    f_name: 'Amina',
    l_name: 'Demo',
    phone: '+212600000001',
    email: 'demo@atlasmart.test',
    password: '',
    confirm_password: '',
  };

  it('uses the exact messages of the specification', () => {
    expect(
      errorsOf(profileSchema, { ...valid, f_name: '', l_name: '', phone: '', email: '' }),
    ).toEqual({
      f_name: 'name is required',
      l_name: 'last name required',
      phone: 'phone number required',
      email: 'Email is required',
    });
    expect(errorsOf(profileSchema, { ...valid, email: 'demo@' })).toEqual({
      email: 'Must be a valid email',
    });
  });

  it('limits the email to 255 characters', () => {
    const long = `${'a'.repeat(250)}@b.com`;
    expect(errorsOf(profileSchema, { ...valid, email: long })).toEqual({
      email: MESSAGES.emailTooLong,
    });
  });

  it('leaves the password optional but checks it once filled', () => {
    expect(errorsOf(profileSchema, valid)).toEqual({});
    expect(errorsOf(profileSchema, { ...valid, password: 'NewSecret1' })).toEqual({
      confirm_password: MESSAGES.confirmRequired,
    });
    expect(
      errorsOf(profileSchema, { ...valid, password: 'short', confirm_password: 'short' }),
    ).toEqual({ password: MESSAGES.passwordTooShort });
    expect(
      errorsOf(profileSchema, { ...valid, password: 'NewSecret1', confirm_password: 'NewSecret2' }),
    ).toEqual({ confirm_password: MESSAGES.passwordsDiffer });
    expect(
      errorsOf(profileSchema, { ...valid, password: 'NewSecret1', confirm_password: 'NewSecret1' }),
    ).toEqual({});
  });
});
