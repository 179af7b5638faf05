/** Keeps `from` on links between the account screens so the customer still returns there. */
export function withFrom(path: string, from: unknown): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? `${path}?from=${encodeURIComponent(from)}`
    : path;
}
