import {
  DIAL_COUNTRIES,
  defaultCountryIso,
  dialCountry,
  identifierOf,
  isPlausiblePhoneInput,
  isValidE164,
  nationalDigits,
  normalizePhone,
} from '@/domain/validation/phone';

describe('dial codes', () => {
  it('lists at least the markets the storefront needs', () => {
    const codes = Object.fromEntries(DIAL_COUNTRIES.map((country) => [country.iso, country.dial]));
    expect(codes).toMatchObject({
      MA: '+212',
      SA: '+966',
      AE: '+971',
      FR: '+33',
      US: '+1',
      GB: '+44',
      EG: '+20',
      BD: '+880',
      IN: '+91',
    });
  });

  it('has one entry per country', () => {
    const isos = DIAL_COUNTRIES.map((country) => country.iso);
    expect(new Set(isos).size).toBe(isos.length);
  });

  it('finds the configured country, case-insensitively, and falls back to US', () => {
    expect(dialCountry('MA').dial).toBe('+212');
    expect(dialCountry('ma').dial).toBe('+212');
    expect(dialCountry('ZZ').iso).toBe('US');
    expect(dialCountry(null).iso).toBe('US');
    expect(defaultCountryIso('FR')).toBe('FR');
    expect(defaultCountryIso(undefined)).toBe('US');
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+212', '612345678', '+212612345678'],
    ['+212', '0612345678', '+212612345678'],
    ['+212', '06 12 34 56 78', '+212612345678'],
    ['+212', '(061) 234-5678', '+212612345678'],
    ['+33', '6.12.34.56.78', '+33612345678'],
    ['+1', ' 202 555 0143 ', '+12025550143'],
  ])('%s + %s → %s', (dial, national, expected) => {
    expect(normalizePhone(dial, national)).toBe(expected);
  });

  it('keeps the country code typed with the number', () => {
    expect(normalizePhone('+212', '+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('+212', '00966501234567')).toBe('+966501234567');
  });

  it('gives the demo customer number', () => {
    expect(normalizePhone(dialCountry('MA').dial, '0600000001')).toBe('+212600000001');
  });
});

describe('phone checks', () => {
  it('strips separators and the trunk zero', () => {
    expect(nationalDigits('06 00-00.00 01')).toBe('600000001');
  });

  it('accepts E.164 numbers only', () => {
    expect(isValidE164('+212600000001')).toBe(true);
    expect(isValidE164('+0123456789')).toBe(false);
    expect(isValidE164('212600000001')).toBe(false);
    expect(isValidE164('+1234567890123456')).toBe(false);
  });

  it.each([
    ['600000001', true],
    ['06 00 00 00 01', true],
    ['+212600000001', true],
    ['', false],
    ['1234', false],
    ['abc123456', false],
    ['123456789012345678', false],
  ])('isPlausiblePhoneInput(%j) is %s', (value, expected) => {
    expect(isPlausiblePhoneInput(value)).toBe(expected);
  });
});

describe('identifierOf', () => {
  it('builds the phone identifier from the selected country', () => {
    expect(
      identifierOf({ method: 'phone', country: 'MA', phone: '0600000001', email: 'x' }),
    ).toEqual({
      fieldType: 'phone',
      value: '+212600000001',
    });
  });

  it('uses the trimmed email when signing in by email', () => {
    expect(
      identifierOf({ method: 'email', country: 'MA', phone: '', email: ' demo@atlasmart.test ' }),
    ).toEqual({ fieldType: 'email', value: 'demo@atlasmart.test' });
  });
});
