import { useRouter } from 'next/router';
import { useCallback, useEffect } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { COOKIE, writeCookie } from '@/lib/cookies';
import { languageOf, type LocaleCode } from '@/lib/locale';
import { useAppDispatch } from '@/store/hooks';
import { languageChanged } from '@/store/slices/settings';

const FLASH_KEY = 'language-changed';

/**
 * On Yes the language, country and direction are saved, 'Language has been changed' shows and the
 * page reloads in the new language (R-SHELL-6). The toast is shown after the reload.
 */
export function useLanguageChange() {
  const dispatch = useAppDispatch();
  const router = useRouter();

  return useCallback(
    (code: LocaleCode) => {
      const language = languageOf(code);
      dispatch(
        languageChanged({
          language: language.code,
          direction: language.direction,
          country: language.country,
        }),
      );
      writeCookie(COOKIE.locale, language.code);
      sessionStorage.setItem(FLASH_KEY, '1');
      const prefix = language.code === 'en' ? '' : `/${language.code}`;
      // A full reload: the emotion cache and document direction are chosen per page load.
      window.setTimeout(() => {
        const target = new URL(`${prefix}${router.asPath}`, window.location.origin);
        window.location.replace(target);
      }, 50);
    },
    [dispatch, router.asPath],
  );
}

/** Shows 'Language has been changed' once, after the reload that a language change causes. */
export function useLanguageChangedToast() {
  const { t } = useTranslation();
  useEffect(() => {
    if (sessionStorage.getItem(FLASH_KEY)) {
      sessionStorage.removeItem(FLASH_KEY);
      toast.success(t('Language has been changed'), { id: FLASH_KEY });
    }
  }, [t]);
}
