/**
 * Taps that come before React is listening. A catalog page paints before its chunks load (ADR
 * 0010), and any page shows its HTML while they download: a link works then, but a button does
 * nothing, and a submit button would send its form the browser's way (a GET with the fields in the
 * URL). The inline script (in `<head>`, before the page) holds such clicks; once the app has
 * hydrated and the saved state is back, replayEarlyClicks clicks them again, in order.
 *
 * The rules (docs/hydration.md, rule 9):
 * - once: repeated taps on one control held within REPEAT_MS of each other (a double tap) are
 *   replayed as one;
 * - never a control that needs the tap itself: a replayed click carries no user activation, so a
 *   file picker, `navigator.share` or the clipboard would refuse it. Such controls carry
 *   NEEDS_GESTURE_ATTRIBUTE (a jest test checks every caller does), and file inputs and their labels
 *   are recognised by type; their taps go to the page untouched;
 * - not forever: when one of Next's scripts fails to load, or GIVE_UP_MS pass without the app taking
 *   the taps, the hold lets go. Taps then go through natively: a `<summary>` opens its `<details>`,
 *   buttons stay inert until the app comes. Held taps on a `<summary>` are clicked again then (the
 *   browser does all they ask); the others are dropped, since a button without the app can do
 *   nothing but submit its form the browser's way;
 * - forms the app has not taken are never sent the browser's way (a GET would put the fields, a
 *   password included, in the URL), until the app listens.
 */

/** The global the inline script keeps its queue on. */
const GLOBAL = '__earlyClicks';

/** What counts as a tap to hold: controls that do nothing without React. */
export const EARLY_CLICK_TARGETS =
  'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], summary';

/**
 * The attribute of a control whose action needs the tap's user activation (a file picker opened by
 * a button, `navigator.share`, the clipboard): the hold leaves its taps alone.
 */
export const NEEDS_GESTURE_ATTRIBUTE = 'data-needs-gesture';

/**
 * How long the hold waits for the app before it lets taps through, counted from the latest of the
 * first held tap, the end of parsing and the last script to arrive: a page whose chunks are still
 * coming in is not given up on while they arrive.
 */
export const GIVE_UP_MS = 5000;

/** Taps on one control held less than this apart are one tap (a double tap is replayed once). */
export const REPEAT_MS = 500;

/** The inline script's text (kept small: it is in every page's HTML, written on one line). */
export function earlyClicksScriptText(): string {
  return `(function () {
  var held = [], state = 0, parsed = document.readyState !== 'loading', timer;
  function needsGesture(node) {
    var label = node.closest('label');
    return node.closest('[${NEEDS_GESTURE_ATTRIBUTE}]') || node.type === 'file' ||
      (label && label.control && label.control.type === 'file');
  }
  function hold(event) {
    var node = event.target;
    var control = node && node.closest && node.closest(${JSON.stringify(EARLY_CLICK_TARGETS)});
    if (!control || control.closest('a[href]') || control.disabled || needsGesture(node)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var now = Date.now();
    for (var i = held.length - 1; i >= 0; i--) {
      if (held[i].control !== control) continue;
      if (now - held[i].at >= ${REPEAT_MS}) break;
      held[i].at = now;
      return;
    }
    held.push({ control: control, at: now });
    if (held.length === 1) wait();
  }
  function wait() {
    clearTimeout(timer);
    if (!state && parsed && held.length) timer = setTimeout(giveUp, ${GIVE_UP_MS});
  }
  function stop(next) {
    state = next;
    clearTimeout(timer);
    document.removeEventListener('click', hold, true);
    document.removeEventListener('load', arrived, true);
    window.removeEventListener('error', failed, true);
  }
  function giveUp() {
    if (state) return;
    stop(1);
    held.splice(0).forEach(function (entry) {
      if (entry.control.tagName === 'SUMMARY' && entry.control.isConnected) entry.control.click();
    });
  }
  function arrived(event) {
    if (event.target.tagName === 'SCRIPT') wait();
  }
  function failed(event) {
    var node = event.target;
    if (node && node.tagName === 'SCRIPT' && String(node.src).indexOf('/_next/') >= 0) giveUp();
  }
  function unclaimed(event) {
    if (!event.defaultPrevented && !event.target.hasAttribute('action')) event.preventDefault();
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('load', arrived, true);
  document.addEventListener('DOMContentLoaded', function () {
    parsed = true;
    wait();
  });
  window.addEventListener('error', failed, true);
  window.addEventListener('submit', unclaimed);
  window.${GLOBAL} = function () {
    var replay = held.splice(0).map(function (entry) { return entry.control; });
    if (!state) stop(2);
    window.removeEventListener('submit', unclaimed);
    return replay;
  };
})();`.replace(/\n\s*/g, ' ');
}

/**
 * Stops holding taps and clicks again, in order, those held that are still on the page (none when
 * the hold has already given up).
 */
export function replayEarlyClicks(): void {
  const release = (window as unknown as Record<string, (() => HTMLElement[]) | undefined>)[GLOBAL];
  if (typeof release !== 'function') return;
  for (const target of release()) {
    if (target.isConnected) target.click();
  }
}
