// Types of page-cache.mjs for the TypeScript tests.
export interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  encoded: { br?: Buffer; gzip?: Buffer; deflated?: Buffer[] };
  nonce: string | null;
  parts: Buffer[] | null;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

export function sharedCacheLifetime(
  header: string | undefined | null,
): { fresh: number; stale: number } | null;
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null;
export function compress(
  body: Buffer,
  encoding: 'br' | 'gzip',
  options?: { fast?: boolean },
): Buffer;
export function isCompressible(body: Buffer, contentType: string): boolean;
export function isStorable(answer: Omit<Answer, 'body'>): boolean;
export function renderedNonce(headers: Record<string, string | string[]>): string | null | false;
export function createPageCache(options?: { maxBytes?: number; now?: () => number }): {
  lookup(key: string): { state: 'fresh' | 'stale'; entry: CachedPage } | null;
  store(key: string, answer: Answer): boolean;
  answerFor(
    entry: CachedPage,
    acceptEncoding: string | undefined,
  ): {
    headers: Record<string, string | string[]>;
    body: Buffer;
    encoding: 'br' | 'gzip' | null;
  };
  ageOf(entry: CachedPage): number;
  stats(): { entries: number; bytes: number };
  clear(): void;
};
export function pageCacheKey(
  headers: Record<string, string | string[] | undefined>,
  url: string | undefined,
): string;
