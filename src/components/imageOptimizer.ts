/** Where a built-in API serves uploaded files: profile photos, order and chat attachments. */
const UPLOADS_PATH = '/api/v1/uploads/';

/** The path of an image URL, absolute or relative; null when it cannot be read. */
function pathOf(src: string): string | null {
  try {
    return new URL(src, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * Whether next/image sends an image as it is rather than through its optimiser:
 * - SVGs (the demo catalogue's images): the optimiser has nothing to do for them.
 * - Uploads of the built-in API (`/api/v1/uploads/…`, this shop's or the one it is configured to
 *   call): the optimiser fetches an absolute URL over the network and refuses private addresses, so
 *   on the README's http://localhost:3000, or a shop on its LAN address, a member's photo was a
 *   broken image; and the fetch would only come back to the server that answers it. Uploads are at
 *   most 2 MB and served with a year's immutable cache (src/server/api/routes/uploads.ts).
 * Decided from the URL alone, so the server's render and the browser's agree.
 */
export function bypassesOptimizer(src: unknown): boolean {
  if (typeof src !== 'string') return false;
  const path = pathOf(src);
  if (path === null) return false;
  return /\.svg$/i.test(path) || path.startsWith(UPLOADS_PATH);
}
