import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MESSAGES } from '@/domain/validation/image';
import { MESSAGES } from '@/domain/validation/schemas';
import { GENERIC_ERROR } from '@/features/auth/errors';
import { PHONE_NOT_VERIFIED, SIGN_IN_INCOMPLETE } from '@/features/auth/verification';

const root = join(__dirname, '..', '..');
const load = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, 'public', 'locales', locale, 'account.json'), 'utf8'));

const en = load('en');
// The account screens read ['account', 'common']: shared words ('Completed') come from common.
const enCommon: Record<string, string> = JSON.parse(
  readFileSync(join(root, 'public', 'locales', 'en', 'common.json'), 'utf8'),
);
const ar = load('ar');
const fr = load('fr');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every literal first argument of t(…), including the two branches of a ternary. */
function keysUsedIn(files: string[]): Set<string> {
  const keys = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*(['"])((?:(?!\1)[^\\]|\\.)+)\1/g)) {
      keys.add(match[2].replace(/\\'/g, "'"));
    }
    for (const match of text.matchAll(/\bt\(\s*[^'"()]+\?\s*'([^']+)'\s*:\s*'([^']+)'/g)) {
      keys.add(match[1]);
      keys.add(match[2]);
    }
  }
  return keys;
}

describe('account translations', () => {
  it('has the same keys in English, Arabic and French', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('uses the English text as the key and translates every entry', () => {
    for (const [key, value] of Object.entries(en)) expect(value).toBe(key);
    for (const value of [...Object.values(ar), ...Object.values(fr)]) {
      expect(value.trim()).not.toBe('');
    }
    // Arabic entries are really Arabic (allowing Latin for file types and numbers).
    for (const value of Object.values(ar)) expect(value).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps interpolation placeholders in every language', () => {
    for (const key of Object.keys(en)) {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(ar[key])).toEqual(placeholders(key));
      expect(placeholders(fr[key])).toEqual(placeholders(key));
    }
  });

  it('covers every text the account screens translate', () => {
    const used = keysUsedIn([
      ...sourceFiles(join(root, 'src', 'features', 'auth')),
      ...sourceFiles(join(root, 'src', 'features', 'profile')),
      ...sourceFiles(join(root, 'src', 'features', 'account')),
    ]);
    // Guards the scanner itself: the screens translate many literal texts.
    expect(used.size).toBeGreaterThan(80);
    const dynamic = [
      ...Object.values(MESSAGES),
      ...Object.values(IMAGE_MESSAGES),
      GENERIC_ERROR,
      PHONE_NOT_VERIFIED,
      SIGN_IN_INCOMPLETE,
      // Passed to complete() and used as toast keys.
      'Signed in successfully',
      'Registration successful',
      'Your account has been verified',
      // Step labels, section titles, menu labels and page titles.
      'Phone or email',
      'Verification code',
      'New password',
      'Profile settings',
      'Profile',
      'My Orders',
      'Coupons',
      'My Wallet',
      'Loyalty Points',
      'Referral Code',
      'Inbox',
      'Settings',
      'Sign In',
      'Sign Up',
      'Forgot password',
    ];
    const missing = [...used, ...dynamic].filter((key) => !(key in en) && !(key in enCommon));
    expect(missing).toEqual([]);
  });

  it('quotes the specification texts exactly', () => {
    for (const text of [
      'name is required',
      'last name required',
      'phone number required',
      'Must be a valid email',
      'Email is required',
      'Account has been deleted',
      'You must be login to access this page.',
      'Copied',
    ]) {
      expect(en[text]).toBe(text);
    }
  });
});
