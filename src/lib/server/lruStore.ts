/**
 * A bounded in-process store, least recently used out first, bounded by a count and by a total
 * size (characters of text, bytes of images: whatever `sizeOf` measures). Each value has its own
 * expiry. The server's caches (API answers, share images) keep their values in one of these.
 */

export interface LruStoreOptions<V> {
  /** Upper bound on the number of values kept; below 1 nothing is kept. */
  maxEntries: number;
  /** Upper bound on the sum of `sizeOf` over the values kept. */
  maxSize: number;
  sizeOf: (value: V) => number;
  /** The clock (tests move it). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  size: number;
  expires: number;
}

export function createLruStore<V>(options: LruStoreOptions<V>) {
  const now = options.now ?? Date.now;
  /** Map order is recency order: the first entry is the least recently used. */
  const entries = new Map<string, Entry<V>>();
  let size = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.size;
  }

  /** The value kept under `key` and not expired, made the most recently used; else null. */
  function get(key: string): V | null {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires <= now()) {
      remove(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` for `ttlMs` (Infinity: until pushed out). A value larger than a quarter of
   * `maxSize` is not kept: it would push out everything else.
   */
  function set(key: string, value: V, ttlMs: number) {
    const valueSize = options.sizeOf(value);
    if (options.maxEntries < 1 || valueSize > options.maxSize / 4) return;
    remove(key);
    entries.set(key, { value, size: valueSize, expires: now() + ttlMs });
    size += valueSize;
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && size <= options.maxSize) break;
      remove(oldest);
    }
  }

  return {
    get,
    set,
    clear() {
      entries.clear();
      size = 0;
    },
    stats: () => ({ entries: entries.size, size }),
  };
}
