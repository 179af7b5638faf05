/**
 * Runs `task` in a task of its own once the browser is idle (requestIdleCallback, at the latest
 * after `timeout` ms), or after `fallbackDelay` ms where there is no requestIdleCallback (Safari).
 * For start-up work nothing on screen waits for, such as the first reads of the browser's storage,
 * whose first access blocks the main thread while the storage opens: kept out of the task that
 * hydrates the page, it does not lengthen it (docs/hydration.md). Returns a cancel function.
 */
export function whenIdle(
  task: () => void,
  { timeout = 2000, fallbackDelay = 1 }: { timeout?: number; fallbackDelay?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, fallbackDelay);
  return () => clearTimeout(timer);
}
