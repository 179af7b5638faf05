import { readdirSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { pageTranslator } from '@/lib/i18n/pageTranslator';
import { Translator, type Resources } from '@/lib/i18n/translator';
import nextI18NextConfig from '../../next-i18next.config';

/** Every namespace the shop ships (public/locales/en), so a new one is compared too. */
const NAMESPACES = readdirSync(path.join(__dirname, '..', '..', 'public', 'locales', 'en')).map(
  (file) => file.replace(/\.json$/, ''),
);

/** The instance next-i18next would build for a page, with the shop's configuration. */
async function i18nextFor(language: string, resources: Resources): Promise<I18n> {
  const instance = i18next.createInstance();
  const { i18n: _routing, localePath: _path, ...config } = nextI18NextConfig;
  await instance.init({ ...config, lng: language, fallbackLng: 'en', resources });
  return instance;
}

describe('Translator', () => {
  it.each(['en', 'ar', 'fr'])(
    'answers every message of %s as i18next does, in every namespace',
    async (locale) => {
      const translations = await serverSideTranslations(locale, NAMESPACES);
      const store = translations._nextI18Next!.initialI18nStore as Resources;
      const reference = await i18nextFor(locale, store);
      const translator = pageTranslator(translations._nextI18Next, locale);
      let compared = 0;
      for (const namespace of NAMESPACES) {
        const keys = new Set([
          ...Object.keys(store[locale]?.[namespace] ?? {}),
          ...Object.keys(store.en?.[namespace] ?? {}),
          'A key no locale has',
        ]);
        for (const key of keys) {
          const options = { ns: namespace, name: 'Sara', count: 2, amount: '12.00 DH' };
          expect(translator.t(key, options)).toBe(reference.t(key, options));
          expect(translator.t(key, { ns: namespace })).toBe(reference.t(key, { ns: namespace }));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(300);
      if (locale === 'ar') expect(translator.t('Cart')).not.toBe('Cart');
    },
  );

  it('follows i18next on fallbacks, empty messages and placeholders', async () => {
    const resources: Resources = {
      ar: {
        common: { Hello: 'مرحبا {{name}}', Empty: '', Shared: 'مشترك' },
        order: { Only: 'فقط' },
      },
      en: {
        common: { Hello: 'Hello {{name}}', English: 'English only', Empty: 'Not empty' },
        order: { Ordered: 'In order (en)' },
      },
    };
    const reference = await i18nextFor('ar', resources);
    const translator = new Translator('ar', resources, {
      defaultNS: 'common',
      fallbackNS: 'common',
      fallbackLng: 'en',
    });
    const cases: [string, Record<string, unknown>?][] = [
      ['Hello', { name: 'Sara' }],
      ['Hello'],
      ['Hello', { name: null }],
      ['Hello', { name: 3 }],
      ['Hello', { name: undefined }],
      ['English'],
      ['Empty'],
      ['Shared', { ns: 'order' }],
      ['Ordered', { ns: 'order' }],
      ['Only', { ns: 'order' }],
      ['Missing {{name}} and {{other}}', { name: 'x' }],
      ['{{ name }} spaced', { name: 'y' }],
    ];
    for (const [key, options] of cases) {
      expect(translator.t(key, options)).toBe(reference.t(key, options));
    }
    expect(translator.getFixedT('ar', 'order')('Only')).toBe('فقط');
  });

  it('reads a list of namespaces in order, then the fallback namespace', () => {
    const translator = new Translator(
      'ar',
      {
        ar: {
          common: { Close: 'إغلاق', Cart: 'عام' },
          cart: { Cart: 'السلة', 'Add to cart': 'أضف إلى السلة' },
          order: { Cart: 'الطلب', Total: 'المجموع' },
        },
      },
      { defaultNS: 'common', fallbackNS: 'common', fallbackLng: 'en' },
    );
    const t = translator.getFixedT('ar', ['order', 'cart']);
    expect(t('Total')).toBe('المجموع');
    expect(t('Add to cart')).toBe('أضف إلى السلة');
    expect(t('Cart')).toBe('الطلب');
    expect(t('Close')).toBe('إغلاق');
    expect(t('Nowhere')).toBe('Nowhere');
    expect(translator.getFixedT('ar', 'cart')('Total')).toBe('Total');
  });

  it('adds namespaces without replacing the messages it has, and tells its listeners', () => {
    const translator = new Translator(
      'en',
      { en: { common: { A: 'a' } } },
      { defaultNS: 'common' },
    );
    const listener = jest.fn();
    translator.onAdded(listener);
    expect(translator.hasResourceBundle('en', 'order')).toBe(false);
    translator.addResources({ en: { common: { A: 'changed' }, order: { B: 'b' } } });
    expect(translator.t('A')).toBe('a');
    expect(translator.t('B', { ns: 'order' })).toBe('b');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
