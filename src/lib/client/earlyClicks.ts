/**
 * Taps that come before React is listening. A catalog page paints before its chunks load (ADR
 * 0010), and any page shows its HTML while they download: a link works then, but a button does
 * nothing, and a submit button would send its form the browser's way (a GET with the fields in the
 * URL). The inline script (in `<head>`, before the page) holds such clicks; once the app has
 * hydrated and the saved state is back, replayEarlyClicks clicks them again, in order.
 */

/** The global the inline script keeps its queue on. */
const GLOBAL = '__earlyClicks';

/** What counts as a tap to hold: controls that do nothing without React. */
export const EARLY_CLICK_TARGETS =
  'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], summary';

/** The inline script's text (kept small: it is in every page's HTML). */
export function earlyClicksScriptText(): string {
  return `(function () {
  var held = [];
  function hold(event) {
    var target = event.target && event.target.closest && event.target.closest(${JSON.stringify(EARLY_CLICK_TARGETS)});
    if (!target || target.closest('a[href]') || target.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  }
  document.addEventListener('click', hold, true);
  window.${GLOBAL} = function () {
    document.removeEventListener('click', hold, true);
    return held.splice(0);
  };
})();`;
}

/** Stops holding taps and clicks again, in order, those held that are still on the page. */
export function replayEarlyClicks(): void {
  const release = (window as unknown as Record<string, (() => HTMLElement[]) | undefined>)[GLOBAL];
  if (typeof release !== 'function') return;
  for (const target of release()) {
    if (target.isConnected) target.click();
  }
}
