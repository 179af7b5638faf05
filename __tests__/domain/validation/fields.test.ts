/**
 * @jest-environment node
 */
import type { Schema } from 'yup';
import type { z } from 'zod';
import { guestContactSchema } from '@/domain/checkout/address';
import {
  AMOUNT,
  EMAIL,
  PASSWORD,
  PERSON_NAME,
  PHONE,
  internationalPhone,
  stripPhoneSeparators,
} from '@/domain/validation/fields';
import { isPlausiblePhoneInput, isValidE164 } from '@/domain/validation/phone';
import { profileSchema, signUpSchema } from '@/domain/validation/schemas';
import { placeSchema } from '@/server/api/orders/input';
import { amount, email, lastName, newPassword, personName, phone } from '@/server/api/validation';

const clientAccepts = (schema: unknown, value: unknown) => (schema as Schema).isValidSync(value);
const serverAccepts = (schema: z.ZodTypeAny, value: unknown) => schema.safeParse(value).success;

describe('the shared field rules', () => {
  it('passwords: at least 8, at most 128 characters', () => {
    expect(PASSWORD.min).toBe(8);
    expect(PASSWORD.max).toBe(128);
    expect(PASSWORD.signInMin).toBeLessThanOrEqual(PASSWORD.min);
  });

  it('e-mail: a dotted domain with a top-level part of two letters or more', () => {
    for (const good of ['demo@atlasmart.test', 'a.b+c@mail.example.co', "o'neil@x.fr", 'UP@X.COM'])
      expect(EMAIL.pattern.test(good)).toBe(true);
    for (const bad of ['demo@', 'a@b', '.a@b.co', 'a..b@c.co', 'a@b.c', 'a b@c.co', '@x.co'])
      expect(EMAIL.pattern.test(bad)).toBe(false);
  });

  it('phone: E.164 after separators and a "+" or "00" prefix', () => {
    expect(stripPhoneSeparators('+212 (6) 12-34.56/78')).toBe('+212612345678');
    expect(internationalPhone('+212 600-000 001')).toBe('+212600000001');
    expect(internationalPhone('00212600000001')).toBe('+212600000001');
    expect(internationalPhone('212600000001')).toBe('+212600000001');
    expect(internationalPhone('+0123456789')).toBeNull();
    expect(internationalPhone('+123456')).toBeNull();
    expect(internationalPhone('+1234567890123456')).toBeNull();
    expect(internationalPhone('+212abc600000001')).toBeNull();
    expect(PHONE.pattern.test('+1234567')).toBe(true);
  });

  it('amounts: the API takes 0 up to the bound, no more', () => {
    expect(serverAccepts(amount(), 0)).toBe(true);
    expect(serverAccepts(amount(), AMOUNT.max)).toBe(true);
    expect(serverAccepts(amount(), AMOUNT.max + 1)).toBe(false);
    expect(serverAccepts(amount(), -1)).toBe(false);
    expect(serverAccepts(amount(AMOUNT.tipMax), AMOUNT.tipMax + 1)).toBe(false);
    expect(serverAccepts(placeSchema.shape.dm_tips, AMOUNT.tipMax)).toBe(true);
    expect(serverAccepts(placeSchema.shape.dm_tips, AMOUNT.tipMax + 1)).toBe(false);
    expect(serverAccepts(placeSchema.shape.bring_change_amount, AMOUNT.changeMax + 1)).toBe(false);
  });
});

/** The form (yup) and the API (zod) say yes and no to the same inputs. */
describe('client and server agree', () => {
  const long = (length: number) => 'x'.repeat(length);

  it.each([
    ['', false],
    [long(PASSWORD.min - 1), false],
    [long(PASSWORD.min), true],
    [long(PASSWORD.max), true],
    [long(PASSWORD.max + 1), false],
  ])('new password of %j: %s', (value, accepted) => {
    expect(clientAccepts(signUpSchema.fields.password, value)).toBe(accepted);
    expect(serverAccepts(newPassword(), value)).toBe(accepted);
    // A guest who makes an account at checkout follows the same rule.
    expect(serverAccepts(placeSchema.shape.password, value)).toBe(accepted);
    // The profile's password is optional: empty keeps the current one.
    if (value) expect(clientAccepts(profileSchema.fields.password, value)).toBe(accepted);
  });

  it.each([
    ['demo@atlasmart.test', true],
    ['First.Last+tag@mail.example.co', true],
    ['demo@', false],
    ['a@b', false],
    ['a..b@c.co', false],
    ['user@localhost', false],
    [`${long(EMAIL.max - 9)}@mail.com`, true],
    [`${long(EMAIL.max - 8)}@mail.com`, false],
  ])('e-mail %j: %s', (value, accepted) => {
    expect(clientAccepts(signUpSchema.fields.email, value)).toBe(accepted);
    expect(clientAccepts(profileSchema.fields.email, value)).toBe(accepted);
    expect(clientAccepts(guestContactSchema.fields.contact_person_email, value)).toBe(accepted);
    expect(serverAccepts(email(), value)).toBe(accepted);
    expect(serverAccepts(placeSchema.shape.contact_person_email, value)).toBe(accepted);
  });

  it.each([
    ['+212600000001', true],
    ['+212 600-000 001', true],
    ['00212600000001', true],
    ['+33 6 12 34 56 78', true],
    ['+1234567', true],
    ['+123456', false],
    ['+0123456789', false],
    ['+1234567890123456', false],
    ['+212abc600000001', false],
    ['+212 6', false],
  ])('phone with its own country code %j: %s', (value, accepted) => {
    expect(clientAccepts(signUpSchema.fields.phone, value)).toBe(accepted);
    expect(clientAccepts(guestContactSchema.fields.contact_person_number, value)).toBe(accepted);
    expect(isPlausiblePhoneInput(value)).toBe(accepted);
    expect(serverAccepts(phone(), value)).toBe(accepted);
  });

  it('a national number is valid once its dial code makes it E.164', () => {
    expect(isPlausiblePhoneInput('0612345678')).toBe(true);
    expect(isValidE164('+212612345678')).toBe(true);
    expect(serverAccepts(phone(), '+212612345678')).toBe(true);
  });

  it.each([
    ['Yasmine', true],
    [long(PERSON_NAME.max), true],
    [long(PERSON_NAME.max + 1), false],
    ['', false],
  ])('first name of %j: %s', (value, accepted) => {
    expect(clientAccepts(signUpSchema.fields.f_name, value)).toBe(accepted);
    expect(clientAccepts(profileSchema.fields.f_name, value)).toBe(accepted);
    expect(clientAccepts(guestContactSchema.fields.contact_person_name, value)).toBe(accepted);
    expect(serverAccepts(personName(), value)).toBe(accepted);
    if (value) expect(serverAccepts(placeSchema.shape.contact_person_name, value)).toBe(accepted);
  });

  it('a last name follows the same length rule', () => {
    expect(clientAccepts(signUpSchema.fields.l_name, long(PERSON_NAME.max))).toBe(true);
    expect(serverAccepts(lastName(), long(PERSON_NAME.max))).toBe(true);
    expect(clientAccepts(signUpSchema.fields.l_name, long(PERSON_NAME.max + 1))).toBe(false);
    expect(serverAccepts(lastName(), long(PERSON_NAME.max + 1))).toBe(false);
  });
});
