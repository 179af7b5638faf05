import { DEFER_PAGE_REGISTRATION } from '@/lib/client/deferPageRegistration';

type Entry = [string, () => unknown];
type Registry = Entry[] & { push: (entry: Entry) => number };
const w = window as unknown as { __NEXT_P?: Registry };

/** What a page chunk does (`(window.__NEXT_P = window.__NEXT_P || []).push([...])`). */
function chunkPushes(entry: Entry) {
  (w.__NEXT_P = w.__NEXT_P || ([] as unknown as Registry)).push(entry);
}

/** What Next's client does when it starts (next/dist/client/index.js `initialize`). */
function nextInitializes(register: (entry: Entry) => void) {
  if (w.__NEXT_P) w.__NEXT_P.map((entry) => setTimeout(() => register(entry), 0));
  w.__NEXT_P = [] as unknown as Registry;
  w.__NEXT_P.push = register as Registry['push'];
}

beforeEach(() => {
  jest.useFakeTimers();
  // Runs the inline script as the document does, in the page's global scope.
  new Function(DEFER_PAGE_REGISTRATION)();
});

afterEach(() => {
  jest.useRealTimers();
  delete w.__NEXT_P;
});

describe('DEFER_PAGE_REGISTRATION', () => {
  it('keeps entries pushed before Next starts in the array, where Next looks for them', () => {
    const app: Entry = ['/_app', () => 'app'];
    chunkPushes(app);
    chunkPushes(['/store/[id]', () => 'page']);
    expect(w.__NEXT_P).toHaveLength(2);
    expect(w.__NEXT_P![0]).toBe(app);
  });

  it('registers each later push in a task of its own, in order', () => {
    const register = jest.fn();
    nextInitializes(register);
    const app: Entry = ['/_app', () => 'app'];
    const page: Entry = ['/store/[id]', () => 'page'];
    chunkPushes(app);
    chunkPushes(page);
    // Nothing yet: one timer (a task of its own) per registration.
    expect(register).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(2);
    jest.runAllTimers();
    expect(register.mock.calls).toEqual([[app], [page]]);
  });

  it('still registers entries pushed before Next started, and nothing twice', () => {
    const early: Entry = ['/_app', () => 'app'];
    chunkPushes(early);
    const register = jest.fn();
    nextInitializes(register);
    jest.runAllTimers();
    expect(register.mock.calls).toEqual([[early]]);
  });
});
