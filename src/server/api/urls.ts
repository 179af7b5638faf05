/** Absolute URLs for images: `<origin>/demo/<folder>/<file>` (seeded) or the upload route (user files). */
import { originPolicy, publicOrigin } from '@/lib/origin';

/** The storefront's public origin for this request (the rules: src/lib/origin.ts). */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  return publicOrigin(
    {
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      host: request.headers.get('host') ?? url.host,
      forwardedHost: request.headers.get('x-forwarded-host'),
      forwardedProto: request.headers.get('x-forwarded-proto'),
    },
    originPolicy(),
  );
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

/**
 * Where uploaded order attachments are served (orders/uploads.ts): prescriptions, parcel photos,
 * review and refund images and chat files.
 */
export const orderUploadBase = (origin: string) => `${origin}/api/v1/uploads/order`;

export function profileImageUrl(origin: string, file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^https?:\/\//i.test(file)) return file;
  return `${profileUploadBase(origin)}/${encodeURIComponent(file)}`;
}
