import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

export const ORDER_NS = 'order';

/**
 * The ordering screens (item popup, card add control, cart and wishlist drawers, hearts) translate
 * from the `order` namespace only: `t` reads the first namespace of a list, so every text they show
 * is in order.json. Catalog pages load it on the server; elsewhere it arrives as a small chunk the
 * first time a drawer or dialog opens (see `useOrderMessages`).
 */
export const ORDER_NAMESPACES = [ORDER_NS];

type Messages = Record<string, string>;

const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('../../../public/locales/en/order.json'),
  ar: () => import('../../../public/locales/ar/order.json'),
  fr: () => import('../../../public/locales/fr/order.json'),
};

function hasMessages(instance: I18n | undefined, language: string): boolean {
  // Without a real i18next instance (tests), keys are shown as they are.
  if (!instance || typeof instance.hasResourceBundle !== 'function') return true;
  return instance.hasResourceBundle(language, ORDER_NS);
}

export async function ensureOrderMessages(instance: I18n | undefined): Promise<void> {
  const language = instance?.language ?? 'en';
  if (hasMessages(instance, language)) return;
  const load = loaders[language] ?? loaders.en;
  const messages = (await load()).default;
  instance?.addResourceBundle(language, ORDER_NS, messages, true, false);
}

/**
 * True once the order messages are available in the current language (or could not be loaded: the
 * English keys are then shown rather than nothing).
 */
export function useOrderMessages(): boolean {
  const { i18n } = useTranslation();
  const language = i18n?.language ?? 'en';
  const ready = hasMessages(i18n, language);
  const [attempted, setAttempted] = useState<string | null>(null);
  useEffect(() => {
    if (ready) return;
    let active = true;
    ensureOrderMessages(i18n)
      .catch((error: unknown) => console.warn('Could not load the order messages:', error))
      .finally(() => {
        if (active) setAttempted(language);
      });
    return () => {
      active = false;
    };
  }, [i18n, language, ready]);
  return ready || attempted === language;
}
