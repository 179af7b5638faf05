/**
 * The in-process store of drawn share images and the limit on drawing them.
 *
 * An image is kept by its card's version (./url.ts shareCardVersion), so every URL that names the
 * same content, whatever its query, shares one drawing, and nobody can fill the store by varying
 * the URL. Bounded by count and bytes, least recently used out first. An image drawn without a
 * picture it should have had (the backend was slow or down) is kept only briefly, so the next
 * request tries again.
 */

import { createLruStore } from '../lruStore';

export interface StoredImage {
  bytes: Buffer;
  degraded: boolean;
}

export interface ImageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** How long a degraded image is reused, in milliseconds. */
  degradedTtlMs: number;
  now?: () => number;
}

export function createImageCache(options: ImageCacheOptions) {
  const images = createLruStore<StoredImage>({
    maxEntries: options.maxEntries,
    maxSize: options.maxBytes,
    sizeOf: (image) => image.bytes.byteLength,
    now: options.now,
  });
  const pending = new Map<string, Promise<StoredImage>>();

  /** The image kept under `key`, else drawn once by `draw` (concurrent misses share it). */
  function get(key: string, draw: () => Promise<StoredImage>): Promise<StoredImage> {
    const hit = images.get(key);
    if (hit) return Promise.resolve(hit);
    const running = pending.get(key);
    if (running) return running;
    const drawing = draw().then((image) => {
      images.set(key, image, image.degraded ? options.degradedTtlMs : Number.POSITIVE_INFINITY);
      return image;
    });
    pending.set(key, drawing);
    const forget = () => pending.delete(key);
    drawing.then(forget, forget);
    return drawing;
  }

  return {
    get,
    stats() {
      const { entries, size } = images.stats();
      return { entries, bytes: size };
    },
    clear() {
      images.clear();
      pending.clear();
    },
  };
}

/** Thrown when too many drawings wait: the route answers 503 with Retry-After. */
export class RenderBusyError extends Error {
  constructor() {
    super('Too many share images are being drawn');
  }
}

/**
 * Runs at most `concurrency` drawings at once and lets at most `queue` more wait; beyond that a
 * drawing is refused at once. Drawing takes about 100 ms of CPU: a crawler asking for many new
 * images cannot take every core from page renders.
 */
export function createRenderLimiter(concurrency: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  }

  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queue) throw new RenderBusyError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      release();
    }
  };
}
