import { Suspense, type ReactNode } from 'react';

/**
 * Hydrates its server-rendered content after the page shell, in short idle slices: React leaves a
 * server-rendered Suspense boundary dehydrated during the first pass and hydrates it later at idle
 * priority, yielding to the browser every few milliseconds, so a long page never blocks input for
 * hundreds of milliseconds. A click inside it hydrates it at once and is then replayed.
 *
 * Keep its props stable while it waits (the page element is memoised in `_app`): new props make
 * React hydrate it immediately, in one blocking task, to apply them.
 */
export function HydrateWhenIdle({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
