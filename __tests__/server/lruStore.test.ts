import { createLruStore } from '@/lib/server/lruStore';

function store(options: { maxEntries?: number; maxSize?: number } = {}) {
  let clock = 0;
  const lru = createLruStore<string>({
    maxEntries: options.maxEntries ?? 3,
    maxSize: options.maxSize ?? 100,
    sizeOf: (value) => value.length,
    now: () => clock,
  });
  return { lru, advance: (ms: number) => (clock += ms) };
}

describe('the bounded store of the server caches', () => {
  it('gives back what it keeps until it expires', () => {
    const { lru, advance } = store();
    lru.set('a', 'alpha', 1000);
    lru.set('b', 'beta', Number.POSITIVE_INFINITY);
    advance(999);
    expect(lru.get('a')).toBe('alpha');
    advance(1);
    expect(lru.get('a')).toBeNull();
    expect(lru.get('b')).toBe('beta');
    expect(lru.stats()).toEqual({ entries: 1, size: 4 });
  });

  it('pushes out the least recently used beyond its count', () => {
    const { lru } = store({ maxEntries: 2 });
    lru.set('a', 'a', 1000);
    lru.set('b', 'b', 1000);
    lru.get('a');
    lru.set('c', 'c', 1000);
    expect(lru.get('b')).toBeNull();
    expect(lru.get('a')).toBe('a');
    expect(lru.get('c')).toBe('c');
  });

  it('stays within its size and refuses a value over a quarter of it', () => {
    const { lru } = store({ maxEntries: 10, maxSize: 40 });
    lru.set('big', 'x'.repeat(11), 1000);
    expect(lru.get('big')).toBeNull();
    for (const key of ['a', 'b', 'c', 'd', 'e']) lru.set(key, 'y'.repeat(10), 1000);
    expect(lru.stats().size).toBeLessThanOrEqual(40);
    expect(lru.get('a')).toBeNull();
    expect(lru.get('e')).not.toBeNull();
  });

  it('replaces a key without counting it twice, and keeps nothing with no room', () => {
    const { lru } = store();
    lru.set('a', 'one', 1000);
    lru.set('a', 'three', 1000);
    expect(lru.stats()).toEqual({ entries: 1, size: 5 });
    const none = store({ maxEntries: 0 });
    none.lru.set('a', 'a', 1000);
    expect(none.lru.get('a')).toBeNull();
  });
});
