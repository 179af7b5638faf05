import { appDownloadLinks, footerLinks } from '@/domain/footer';
import { decimals, formatPrice, priceInText } from '@/domain/format';
import { defaultLocation, FALLBACK_LOCATION } from '@/domain/geo';
import { moduleLabels } from '@/domain/moduleLabels';
import {
  afterLogoutTarget,
  logoOpensModulePicker,
  logoTarget,
  profileMenuEntries,
  safeReturnPath,
} from '@/domain/navigation';
import type { Config } from '@/api/types';
import { directionOf } from '@/lib/locale';
import { parseServerEnv } from '@/lib/env';

const config = (overrides: Partial<Config> = {}): Config => ({
  business_name: 'Shop',
  currency_symbol: 'DH',
  ...overrides,
});

describe('navigation rules (R-SHELL-3, R-SHELL-5)', () => {
  it('logo: on / goes to /home only with a stored location; elsewhere always /home', () => {
    expect(logoTarget('/', false)).toBe('/');
    expect(logoTarget('/', true)).toBe('/home');
    expect(logoTarget('/privacy-policy', false)).toBe('/home');
  });

  it('mobile logo opens the module picker on /home with two modules or more', () => {
    expect(logoOpensModulePicker('/home', true, 2)).toBe(true);
    expect(logoOpensModulePicker('/home', true, 1)).toBe(false);
    expect(logoOpensModulePicker('/home', false, 5)).toBe(false);
    expect(logoOpensModulePicker('/store/[id]', true, 5)).toBe(false);
  });

  it('logout goes to /home or stays on /', () => {
    expect(afterLogoutTarget('/')).toBe('/');
    expect(afterLogoutTarget('/profile')).toBe('/home');
  });

  it('sign-in returns only to local, non-auth paths', () => {
    expect(safeReturnPath('/store/5?x=1')).toBe('/store/5?x=1');
    expect(safeReturnPath('https://evil.test')).toBe('/');
    expect(safeReturnPath('//evil.test')).toBe('/');
    expect(safeReturnPath('/auth/sign-up')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });

  it('wallet, loyalty and referral entries hide when their status is 0', () => {
    const keys = (c: Parameters<typeof profileMenuEntries>[0]) =>
      profileMenuEntries(c).map((entry) => entry.key);
    expect(
      keys({ customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 }),
    ).toEqual(expect.arrayContaining(['wallet', 'loyalty', 'referral']));
    expect(
      keys({ customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 }),
    ).not.toEqual(expect.arrayContaining(['wallet']));
    expect(keys(null)).toEqual([
      'profile',
      'orders',
      'coupons',
      'inbox',
      'notifications',
      'settings',
    ]);
  });
});

describe('footer', () => {
  it('shows refund, cancellation and shipping pages only when enabled; Contact in parcel', () => {
    const hrefs = footerLinks(
      config({ refund_policy: 1, cancelation_policy: 0, shipping_policy: 1 }),
      false,
    ).map((link) => link.href);
    expect(hrefs).toContain('/refund-policy');
    expect(hrefs).toContain('/shipping-policy');
    expect(hrefs).not.toContain('/cancellation-policy');
    const parcel = footerLinks(config(), true).find((link) => link.href === '/help-and-support');
    expect(parcel?.label).toBe('Contact');
  });

  it('lists app links whose status is on', () => {
    const links = appDownloadLinks(
      config({
        landing_page_links: {
          app_url_android: 'https://play.test/app',
          app_url_android_status: '1',
          app_url_ios: 'https://apps.test/app',
          app_url_ios_status: 0,
        },
      }),
    );
    expect(links).toEqual([
      { store: 'google', label: 'Google Play', url: 'https://play.test/app' },
    ]);
  });
});

describe('formatting', () => {
  it('formats money with the configured symbol side and decimals', () => {
    expect(formatPrice(1234.5, { currency_symbol: 'DH', currency_symbol_direction: 'right' })).toBe(
      '1,234.50 DH',
    );
    expect(formatPrice(3, { currency_symbol: '$', digit_after_decimal_point: 0 })).toBe('$3');
    expect(formatPrice(1234.5678, { currency_symbol: '$', digit_after_decimal_point: 4 })).toBe(
      '$1,234.5678',
    );
    expect(formatPrice(Number.NaN, null)).toBe('0.00');
    expect(decimals({ digit_after_decimal_point: -1 })).toBe(2);
  });

  it('isolates an amount put inside a sentence, so right-to-left text keeps its order', () => {
    const money = { currency_symbol: 'DH', currency_symbol_direction: 'right' } as const;
    expect(priceInText(5, money)).toBe('\u20685.00 DH\u2069');
  });
});

describe('labels and locale', () => {
  it('food says Restaurants and Foods; other modules Stores and Items', () => {
    expect(moduleLabels('food')).toMatchObject({ stores: 'Restaurants', items: 'Foods' });
    expect(moduleLabels('grocery')).toMatchObject({ stores: 'Stores', items: 'Items' });
    expect(moduleLabels(null).noFavouriteStores).toBe('No favourite stores found');
  });

  it('knows the spec right-to-left languages', () => {
    for (const code of ['ar', 'fa', 'he', 'ur', 'ar-SA']) expect(directionOf(code)).toBe('rtl');
    for (const code of ['en', 'fr', undefined]) expect(directionOf(code)).toBe('ltr');
  });

  it('reads the default location, falling back when it is unusable', () => {
    expect(defaultLocation({ default_location: { lat: '33.1', lng: '-7.2' } })).toEqual({
      lat: 33.1,
      lng: -7.2,
    });
    expect(defaultLocation({ default_location: { lat: 'x', lng: '1' } })).toEqual(
      FALLBACK_LOCATION,
    );
    expect(defaultLocation(null)).toEqual(FALLBACK_LOCATION);
  });
});

describe('environment schema', () => {
  it('accepts an empty environment (built-in API)', () => {
    expect(parseServerEnv({}).NEXT_PUBLIC_BASE_URL).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    expect(() =>
      parseServerEnv({
        NEXT_PUBLIC_BASE_URL: 'not a url',
        DATABASE_URL: 'mysql://x',
        PORT: '99999',
      }),
    ).toThrow(/NEXT_PUBLIC_BASE_URL[\s\S]*DATABASE_URL[\s\S]*PORT/);
  });

  it('trims trailing slashes from URLs', () => {
    expect(parseServerEnv({ NEXT_PUBLIC_BASE_URL: 'https://api.test/' }).NEXT_PUBLIC_BASE_URL).toBe(
      'https://api.test',
    );
  });
});
