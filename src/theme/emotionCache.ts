import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@/lib/locale';

/**
 * One emotion cache per text direction. Arabic gets stylis-plugin-rtl so MUI's left/right styles
 * are mirrored; `prepend` keeps MUI's styles before our own overrides.
 *
 * No vendor prefixer (emotion's default plugin): every browser the shop supports reads the
 * unprefixed properties, and the prefixes (`-webkit-box`, `-ms-flexbox` …) made up a large part of
 * the CSS inlined in every page and of the server's work per render. The server (pages/_document)
 * and the browser build their caches here, so both always run the same plugins and hydrate alike.
 *
 * The plugin lists are module constants on purpose: on the server emotion keeps the compiled CSS of
 * each style per plugin list (by identity), so every render after the first reuses it instead of
 * running stylis again; a new array per request would start that cache empty each time.
 */
const LTR_PLUGINS: StylisPlugin[] = [];
const RTL_PLUGINS: StylisPlugin[] = [rtlPlugin];

export function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'mui-rtl', prepend: true, stylisPlugins: RTL_PLUGINS })
    : createCache({ key: 'mui', prepend: true, stylisPlugins: LTR_PLUGINS });
}

const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

/** The browser keeps one cache per direction for the tab's lifetime. */
export function browserEmotionCache(direction: Direction): EmotionCache {
  browserCaches[direction] ??= createEmotionCache(direction);
  return browserCaches[direction];
}
