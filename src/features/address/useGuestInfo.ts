import { useCallback, useSyncExternalStore } from 'react';
import { readGuestInfo, type GuestInfo } from '@/domain/checkout/address';

/** The browser key of the guest's contact and address (kept on this device only). */
export const GUEST_INFO_KEY = 'guest_user_info';

const listeners = new Set<() => void>();
let cache: { raw: string | null; info: GuestInfo | null } = { raw: null, info: null };

function snapshot(): GuestInfo | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(GUEST_INFO_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cache.raw) {
    let info: GuestInfo | null = null;
    try {
      info = raw ? readGuestInfo(JSON.parse(raw)) : null;
    } catch {
      info = null;
    }
    cache = { raw, info };
  }
  return cache.info;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_INFO_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A guest's contact info and address (R-CHECKOUT-4: a guest address is stored
 * locally only). Only the known fields are written, never a password. Null on the server, so the
 * server HTML equals the first client render.
 */
export function useGuestInfo() {
  const info = useSyncExternalStore(subscribe, snapshot, () => null);
  const save = useCallback((next: Partial<GuestInfo>) => {
    const merged = readGuestInfo({ ...(snapshot() ?? {}), ...next });
    if (!merged) return;
    try {
      window.localStorage.setItem(GUEST_INFO_KEY, JSON.stringify(merged));
    } catch {
      // Storage full or disabled: nothing is kept.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { info, save };
}
