import { withFrom } from '@/features/auth/links';
import {
  PHONE_NOT_VERIFIED,
  SIGN_IN_INCOMPLETE,
  verificationStep,
} from '@/features/auth/verification';

const phone = { fieldType: 'phone' as const, value: '+212612345678' };
const email = { fieldType: 'email' as const, value: 'demo@atlasmart.test' };

describe('verificationStep', () => {
  it('asks for the phone code when the phone is not verified', () => {
    expect(verificationStep({ token: null, is_phone_verified: 0 }, phone)).toEqual({
      target: { type: 'phone', value: '+212612345678' },
    });
  });

  it('cannot ask for a phone code after an email sign-in', () => {
    expect(verificationStep({ token: null, is_phone_verified: 0 }, email)).toEqual({
      message: PHONE_NOT_VERIFIED,
    });
  });

  it('asks for the email code when the email is not verified', () => {
    expect(
      verificationStep({ token: null, is_phone_verified: 1, is_email_verified: 0 }, email),
    ).toEqual({ target: { type: 'email', value: 'demo@atlasmart.test' } });
    expect(
      verificationStep(
        { token: null, is_phone_verified: 1, is_email_verified: 0 },
        phone,
        'new@atlasmart.test',
      ),
    ).toEqual({ target: { type: 'email', value: 'new@atlasmart.test' } });
  });

  it('gives up politely otherwise', () => {
    expect(verificationStep({ token: null, is_phone_verified: 1 }, phone)).toEqual({
      message: SIGN_IN_INCOMPLETE,
    });
  });
});

describe('withFrom', () => {
  it('keeps only local return paths', () => {
    expect(withFrom('/auth/sign-up', '/profile?page=wallet')).toBe(
      '/auth/sign-up?from=%2Fprofile%3Fpage%3Dwallet',
    );
    expect(withFrom('/auth/sign-up', 'sign-up')).toBe('/auth/sign-up');
    expect(withFrom('/auth/sign-up', undefined)).toBe('/auth/sign-up');
  });
});
