import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and while React hydrates the server HTML; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Renders `fallback` (what the server rendered) until hydration is over, then `children`.
 *
 * For client-only `next/dynamic` parts of server-rendered content: the dynamic component renders
 * its loading placeholder on the server, but in the browser it renders the real thing as soon as
 * its chunk is in. When the surrounding content hydrates late (HydrateWhenIdle), the chunk may be
 * in by then, and the mismatch made React throw the content away and render it again, dropping the
 * click that had started that hydration.
 */
export function ClientOnly({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useHydrated() ? children : fallback;
}
