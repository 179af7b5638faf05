import { COOKIE, writeCookie } from '@/lib/cookies';
import type { RootState } from './index';

/**
 * Keeps the spec's browser-stored keys (token, guest_id, location, currentLatLng, zoneid, module,
 * searchedValues, language-setting, country, settings) and the server cookies in step with the
 * store. Only what changed is written.
 */
export function mirrorState(previous: RootState | undefined, next: RootState): void {
  if (typeof window === 'undefined') return;
  const storage = window.localStorage;
  const put = (key: string, value: string | null) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
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
    writeCookie(COOKIE.zoneIds, zoneIds);
    writeCookie(COOKIE.latitude, hasPoint ? String(latitude) : null);
    writeCookie(COOKIE.longitude, hasPoint ? String(longitude) : null);
  }
  if (changed('module')) {
    const selected = next.module.selected;
    put('module', selected ? JSON.stringify(selected) : null);
    writeCookie(COOKIE.moduleId, selected ? String(selected.id) : null);
    writeCookie(COOKIE.moduleType, selected ? selected.module_type : null);
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
