import { useCallback, useRef } from 'react';

/**
 * The page's heading takes the focus when it first appears (tabIndex -1 on the heading), so that
 * keyboard and screen-reader users arriving at checkout (from the cart drawer, whose closing hands
 * the focus back to the header's Cart button) start at the page, not in the header. It never takes
 * the focus from a control inside the page the customer already reached.
 */
export function useArrivalFocus() {
  const done = useRef(false);
  return useCallback((heading: HTMLElement | null) => {
    if (!heading || done.current) return;
    done.current = true;
    const active = document.activeElement;
    const main = heading.closest('main') ?? document.body;
    const inPage = active && active !== document.body && active !== main && main.contains(active);
    if (!inPage) heading.focus({ preventScroll: true });
  }, []);
}
