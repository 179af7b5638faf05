import { emptySignUpValues, signUpInput } from '@/features/auth/signUpForm';

const filled = {
  ...emptySignUpValues('MA'),
  f_name: ' Amina ',
  l_name: ' Demo ',
  phone: '06 12 34 56 78',
  password: 'Secret123',
  confirm_password: 'Secret123',
  terms: true,
};

describe('emptySignUpValues', () => {
  it('starts empty, unticked, in the given country', () => {
    expect(emptySignUpValues('FR')).toEqual({
      f_name: '',
      l_name: '',
      country: 'FR',
      phone: '',
      email: '',
      password: '',
      confirm_password: '',
      ref_code: '',
      terms: false,
    });
  });
});

describe('signUpInput', () => {
  it('trims the names, writes the phone in international form and leaves out an empty e-mail', () => {
    expect(signUpInput(filled, false, 'guest-1')).toEqual({
      f_name: 'Amina',
      l_name: 'Demo',
      phone: '+212612345678',
      email: undefined,
      password: 'Secret123',
      ref_code: undefined,
      guest_id: 'guest-1',
    });
  });

  it('sends a trimmed e-mail, and the referral code only when referrals are on', () => {
    const values = { ...filled, email: ' amina@example.com ', ref_code: ' FRIEND1 ' };
    expect(signUpInput(values, true, null)).toMatchObject({
      email: 'amina@example.com',
      ref_code: 'FRIEND1',
      guest_id: null,
    });
    expect(signUpInput(values, false, null).ref_code).toBeUndefined();
    expect(signUpInput({ ...values, ref_code: '  ' }, true, null).ref_code).toBeUndefined();
  });
});
