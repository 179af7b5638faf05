import type { EmotionCache } from '@emotion/cache';

/**
 * The class styles the server inserted whose class never reached the HTML: the intermediate
 * classes of composed styled components (an AppBar's own styles before they merge with its
 * Paper's). Emotion's critical-CSS extraction rightly leaves their CSS out, but then the browser
 * does not know they exist and compiles and inserts each of them again while hydrating, which is
 * a large share of the hydration work on a page of MUI components. Listing their names in a style
 * tag's `data-emotion` attribute (with no CSS: no element uses them) lets the browser cache mark
 * them as already inserted.
 */
export function unusedClassNames(
  cache: Pick<EmotionCache, 'key' | 'inserted' | 'registered'>,
  html: string,
): string[] {
  const inHtml = new Set<string>();
  const pattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g');
  for (const match of html.matchAll(pattern)) inHtml.add(match[1]);
  return Object.keys(cache.inserted).filter(
    (name) =>
      !inHtml.has(name) &&
      cache.inserted[name] !== true &&
      cache.registered[`${cache.key}-${name}`] !== undefined,
  );
}
