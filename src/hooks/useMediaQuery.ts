import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media `query` matches, kept in step with the window; false on the server and
 * while React hydrates the server HTML (as MUI's `useMediaQuery` without `noSsr`), so the first
 * browser render matches the server's and only then switches.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
