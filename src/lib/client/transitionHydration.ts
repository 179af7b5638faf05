import { startTransition } from 'react';
import ReactDomClient from 'react-dom/client';

type ReactDomClientModule = {
  hydrateRoot: typeof ReactDomClient.hydrateRoot;
  __storefrontTransition?: true;
};

/**
 * Makes the first hydration of the page yield to the browser every few milliseconds.
 *
 * Next's pages router calls `hydrateRoot` outside any transition, so React hydrates the app shell
 * at its default priority, which it never interrupts: on a phone that was one task of a few hundred
 * milliseconds right after the scripts ran (Lighthouse's Total Blocking Time). Called inside
 * `startTransition`, the same hydration runs at transition priority, which React renders in slices.
 * Nothing else changes: a tap or key press before the shell has hydrated makes React finish it at
 * once and then handles the event, and the late parts still hydrate when idle (HydrateWhenIdle).
 *
 * Patches the module instance Next calls (the CommonJS exports of react-dom/client); must run before
 * Next hydrates, so `_app` calls it while its module is evaluated. Returns whether it is in place.
 */
export function hydrateInTransition(): boolean {
  if (typeof window === 'undefined') return false;
  const client = ReactDomClient as unknown as ReactDomClientModule;
  if (client.__storefrontTransition) return true;
  const hydrateRoot = client.hydrateRoot;
  if (typeof hydrateRoot !== 'function') return false;
  try {
    client.hydrateRoot = (container, initialChildren, options) => {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      startTransition(() => {
        root = hydrateRoot(container, initialChildren, options);
      });
      return root!;
    };
    client.__storefrontTransition = true;
    return true;
  } catch {
    // A frozen module namespace: hydration keeps React's default priority.
    return false;
  }
}
