import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@/lib/locale';

/**
 * One emotion cache per text direction. Arabic gets stylis-plugin-rtl so MUI's left/right styles
 * are mirrored; `prepend` keeps MUI's styles before our own overrides.
 */
export function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'mui-rtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui', prepend: true });
}

const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

/** The browser keeps one cache per direction for the tab's lifetime. */
export function browserEmotionCache(direction: Direction): EmotionCache {
  browserCaches[direction] ??= createEmotionCache(direction);
  return browserCaches[direction];
}
