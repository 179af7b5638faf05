import type { EmotionCache } from '@emotion/cache';

/**
 * The class styles the server inserted whose class never reached the HTML: the intermediate
 * classes of composed styled components (an AppBar's own styles before they merge with its
 * Paper's). Emotion's critical-CSS extraction rightly leaves their CSS out, but then the browser
 * does not know they exist and compiles and inserts each of them again while hydrating, which is
 * a large share of the hydration work on a page of MUI components. Listing their names in a style
 * tag's `data-emotion` attribute (with no CSS: no element uses them) lets the browser cache mark
 * them as already inserted.
 *
 * `shipped` are the names whose CSS the critical extraction put in the page (the classes the HTML
 * uses), read from its style tags: scanning the HTML again would repeat its work on every render.
 */
export function unusedClassNames(
  cache: Pick<EmotionCache, 'key' | 'inserted' | 'registered'>,
  shipped: ReadonlySet<string>,
): string[] {
  return Object.keys(cache.inserted).filter(
    (name) =>
      !shipped.has(name) &&
      cache.inserted[name] !== true &&
      cache.registered[`${cache.key}-${name}`] !== undefined,
  );
}

/** The style names an emotion style tag carries in its `data-emotion` attribute ("key id id …"). */
export function styleTagNames(tags: readonly { props: unknown }[]): Set<string> {
  const names = new Set<string>();
  for (const tag of tags) {
    const attribute = (tag?.props as { 'data-emotion'?: unknown } | null)?.['data-emotion'];
    if (typeof attribute === 'string')
      for (const name of attribute.split(' ').slice(1)) names.add(name);
  }
  return names;
}
