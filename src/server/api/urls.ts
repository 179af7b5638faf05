/** Absolute URLs for images: `<origin>/demo/<folder>/<file>` (seeded) or the upload route (user files). */

const HOST_RE = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

const firstHop = (value: string | null) => value?.split(',')[0].trim() || null;

/**
 * NEXT_PUBLIC_SITE_URL when set, else the request's own origin, honouring X-Forwarded-Proto/Host from a
 * proxy. Forwarded values that are not plain hosts/schemes are ignored (they end up inside URLs).
 */
export function requestOrigin(request: Request): string {
  const configured = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const url = new URL(request.url);
  const proto = firstHop(request.headers.get('x-forwarded-proto'))?.toLowerCase();
  const host = firstHop(request.headers.get('x-forwarded-host'));
  const scheme = proto === 'http' || proto === 'https' ? proto : url.protocol.replace(':', '');
  return `${scheme}://${host && HOST_RE.test(host) ? host : url.host}`;
}

/** `<origin>/demo/<folder>` (the 2.x `base_urls` entries). */
export const assetBase = (origin: string, folder: string) => `${origin}/demo/${folder}`;

/** Full URL of a seeded asset, or null when there is no file. Absolute values pass through. */
export function assetUrl(
  origin: string,
  folder: string,
  file: string | null | undefined,
): string | null {
  if (!file) return null;
  if (/^https?:\/\//i.test(file)) return file;
  return `${assetBase(origin, folder)}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** Where uploaded profile images are served (see routes/uploads.ts). */
export const profileUploadBase = (origin: string) => `${origin}/api/v1/uploads/profile`;

export function profileImageUrl(origin: string, file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^https?:\/\//i.test(file)) return file;
  return `${profileUploadBase(origin)}/${encodeURIComponent(file)}`;
}
