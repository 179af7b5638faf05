/**
 * Cookies mirror the few browser-stored values the server needs to render a personalised page
 * (zone, module, coordinates). The browser's local storage stays the source of truth.
 */
export const COOKIE = {
  zoneIds: 'zoneid',
  moduleId: 'module_id',
  moduleType: 'module_type',
  latitude: 'latitude',
  longitude: 'longitude',
  locale: 'NEXT_LOCALE',
} as const;

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** Writes (or with `null`, deletes) a first-party cookie readable by the server. */
export function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  if (value === null) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    return;
  }
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
