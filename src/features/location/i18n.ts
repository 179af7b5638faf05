import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

export const LOCATION_NS = 'location';

/**
 * Translation namespaces of the location and module screens. `t` reads only the first namespace,
 * so every text these screens show (including Close, Cancel, Sign In) is in location.json.
 */
export const LOCATION_NAMESPACES = [LOCATION_NS];

type Messages = Record<string, string>;

const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('../../../public/locales/en/location.json'),
  ar: () => import('../../../public/locales/ar/location.json'),
  fr: () => import('../../../public/locales/fr/location.json'),
};

function hasMessages(instance: I18n | undefined, language: string): boolean {
  // Without a real i18next instance (tests), keys are shown as they are.
  if (!instance || typeof instance.hasResourceBundle !== 'function') return true;
  return instance.hasResourceBundle(language, LOCATION_NS);
}

/**
 * Adds the location namespace to the running i18next instance when the page did not load it on the
 * server. The header's popover and the picker open on every page, while only the landing page
 * ships this namespace: the messages then arrive as a small chunk when first needed.
 */
export async function ensureLocationMessages(instance: I18n | undefined): Promise<void> {
  const language = instance?.language ?? 'en';
  if (hasMessages(instance, language)) return;
  const load = loaders[language] ?? loaders.en;
  const messages = (await load()).default;
  instance?.addResourceBundle(language, LOCATION_NS, messages, true, false);
}

/**
 * True once the location messages are available in the current language (or could not be loaded:
 * the English keys are then shown rather than nothing).
 */
export function useLocationMessages(): boolean {
  const { i18n } = useTranslation();
  const language = i18n?.language ?? 'en';
  const ready = hasMessages(i18n, language);
  const [attempted, setAttempted] = useState<string | null>(null);
  useEffect(() => {
    if (ready) return;
    let active = true;
    ensureLocationMessages(i18n)
      .catch((error: unknown) => console.warn('Could not load the location messages:', error))
      .finally(() => {
        if (active) setAttempted(language);
      });
    return () => {
      active = false;
    };
  }, [i18n, language, ready]);
  return ready || attempted === language;
}
