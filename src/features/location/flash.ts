import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/client/whenIdle';
import toast from '@/lib/toast';
import { ensureLocationMessages, LOCATION_NS } from './i18n';

const FLASH_KEY = 'location-changed';

/** The success messages that survive the reload after a location change. */
export type LocationFlash = 'New location has been set' | 'New delivery address selected.';

/** Wait for redux-persist to write the new location before the page goes away. */
const RELOAD_DELAY_MS = 400;

/**
 * Picking a current location or a saved address reloads the page (R-LOC-7); the success
 * message is shown after the reload.
 */
export function reloadWithFlash(message: LocationFlash): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    toast.success(message);
  }
  window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

/** Shows, once, the message a location change left before the reload. Used by the header. */
export function useLocationFlash(): void {
  const { i18n } = useTranslation();
  useEffect(
    // sessionStorage's first read blocks while it opens: not in the task that hydrates the page.
    () =>
      whenIdle(() => {
        let message: string | null = null;
        try {
          message = window.sessionStorage.getItem(FLASH_KEY);
          if (message) window.sessionStorage.removeItem(FLASH_KEY);
        } catch {
          return;
        }
        if (!message) return;
        const text = message;
        void ensureLocationMessages(i18n)
          .catch(() => undefined)
          .then(() => {
            const translated = i18n?.t ? i18n.t(text, { ns: LOCATION_NS }) : text;
            toast.success(translated, { id: FLASH_KEY });
          });
      }),
    [i18n],
  );
}
