import { appWithTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nContext } from 'react-i18next';
import { sharedI18n } from '@/lib/i18n/sharedI18n';
import { ensureSharedI18n } from '@/lib/server/i18nInstance';
import nextI18NextConfig from '../../next-i18next.config';

describe('the shared server i18next instance', () => {
  it('is built once per locale and namespace list', async () => {
    const translations = await serverSideTranslations('ar', ['common', 'catalog']);
    expect(sharedI18n(translations._nextI18Next)).toBeNull();
    ensureSharedI18n(translations);
    const shared = sharedI18n(translations._nextI18Next);
    expect(shared).not.toBeNull();
    ensureSharedI18n(await serverSideTranslations('ar', ['common', 'catalog']));
    expect(sharedI18n(translations._nextI18Next)).toBe(shared);
    expect(sharedI18n((await serverSideTranslations('fr', ['common']))._nextI18Next)).toBeNull();
  });

  it('answers every key as the instance next-i18next builds for a page', async () => {
    const translations = await serverSideTranslations('ar', ['common', 'catalog']);
    ensureSharedI18n(translations);
    const shared = sharedI18n(translations._nextI18Next)!;
    let own: typeof shared | null = null;
    const Capture = () => {
      own = useContext(I18nContext)?.i18n ?? null;
      return null;
    };
    const Translated = appWithTranslation(Capture, nextI18NextConfig) as unknown as (props: {
      pageProps: typeof translations;
      router: { locale: string };
    }) => null;
    renderToString(<Translated pageProps={translations} router={{ locale: 'ar' }} />);
    expect(own).not.toBeNull();
    expect(own).not.toBe(shared);
    const store = translations._nextI18Next!.initialI18nStore as Record<
      string,
      Record<string, Record<string, string>>
    >;
    for (const namespace of ['common', 'catalog']) {
      const keys = Object.keys(store.ar[namespace] ?? {});
      expect(keys.length).toBeGreaterThan(20);
      for (const key of [...keys, 'A key no locale has']) {
        expect(shared.t(key, { ns: namespace })).toBe(own!.t(key, { ns: namespace }));
      }
    }
    expect(shared.t('Cart')).not.toBe('Cart');
    expect(shared.language).toBe('ar');
  });
});
