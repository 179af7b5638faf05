import { makeStore } from '@/store';
import { themeModeToggled } from '@/store/slices/settings';

/** What redux-persist has written of the settings slice. */
function storedThemeMode(): string | undefined {
  const saved = localStorage.getItem('persist:storefront');
  if (!saved) return undefined;
  const slices = JSON.parse(saved) as Record<string, string>;
  return (JSON.parse(slices.settings) as { themeMode?: string }).themeMode;
}

async function rehydratedStore() {
  const created = makeStore();
  await new Promise<void>((resolve) => {
    const check = () => {
      if (created.persistor.getState().bootstrapped) resolve();
      else setTimeout(check, 5);
    };
    check();
  });
  return created;
}

describe('saved state when the page goes', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'visibilitychange to hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => 'hidden',
        });
        document.dispatchEvent(new Event('visibilitychange'));
        delete (document as { visibilityState?: string }).visibilityState;
      },
    ],
  ])('a change is written at once on %s, before redux-persist’s timer', async (_name, leave) => {
    const { store } = await rehydratedStore();
    const before = store.getState().settings.themeMode;
    store.dispatch(themeModeToggled());
    const after = store.getState().settings.themeMode;
    expect(after).not.toBe(before);
    // The timer has not run yet: without the flush a reload now would lose the change.
    expect(storedThemeMode()).not.toBe(after);
    leave();
    expect(storedThemeMode()).toBe(after);
  });
});
