/**
 * A small in-process cache of promises with a time to live. Concurrent misses share one load; a
 * failed load is forgotten so the next call retries.
 */
export function ttlCache(ttlMs: number) {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
    const value = load();
    entries.set(key, { value, expires: Date.now() + ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
}
