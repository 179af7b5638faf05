import { COOKIE, parseCookieHeader, writeCookie } from '@/lib/cookies';
import type { RootState } from './index';

/**
 * Keeps the spec's browser-stored keys (token, guest_id, location, currentLatLng, zoneid, module,
 * searchedValues, language-setting, country, settings) and the server cookies in step with the
 * store. Only what changed is written: the slices that changed, and of those only the keys and
 * cookies whose value differs (the first call, at start-up, would otherwise rewrite every key and
 * cookie while the page hydrates).
 */
export function mirrorState(previous: RootState | undefined, next: RootState): void {
  if (typeof window === 'undefined') return;
  const storage = window.localStorage;
  const put = (key: string, value: string | null) => {
    if (storage.getItem(key) === value) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  };
  let cookies: Record<string, string> | undefined;
  const putCookie = (name: string, value: string | null) => {
    cookies ??= parseCookieHeader(document.cookie);
    if ((cookies[name] ?? null) === value) return;
    writeCookie(name, value);
  };
  const changed = <K extends keyof RootState>(key: K) => !previous || previous[key] !== next[key];

  if (changed('session')) {
    put('token', next.session.token);
    put('guest_id', next.session.guestId);
  }
  if (changed('location')) {
    const { address, latitude, longitude, zoneIds } = next.location;
    const hasPoint = latitude !== null && longitude !== null;
    put('location', address);
    put('currentLatLng', hasPoint ? JSON.stringify({ lat: latitude, lng: longitude }) : null);
    put('zoneid', zoneIds);
    putCookie(COOKIE.zoneIds, zoneIds);
    putCookie(COOKIE.latitude, hasPoint ? String(latitude) : null);
    putCookie(COOKIE.longitude, hasPoint ? String(longitude) : null);
  }
  if (changed('module')) {
    const selected = next.module.selected;
    put('module', selected ? JSON.stringify(selected) : null);
    putCookie(COOKIE.moduleId, selected ? String(selected.id) : null);
    putCookie(COOKIE.moduleType, selected ? selected.module_type : null);
  }
  if (changed('searchHistory')) {
    put('searchedValues', JSON.stringify(next.searchHistory.terms));
  }
  if (changed('settings')) {
    const { language, country, themeMode, direction } = next.settings;
    put('language-setting', language);
    put('country', country);
    put('settings', JSON.stringify({ direction, themeMode }));
  }
}
