import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the sentinel element comes within `lookAhead` of the viewport (infinite
 * scroll, R-LIST-3). Without IntersectionObserver nothing happens: the Load more button
 * remains.
 */
export function useSentinel(onVisible: () => void, active: boolean, lookAhead = '400px') {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `${lookAhead} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, lookAhead]);
  return ref;
}
