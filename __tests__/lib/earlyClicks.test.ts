import {
  earlyClicksScriptText,
  GIVE_UP_MS,
  REPEAT_MS,
  replayEarlyClicks,
} from '@/lib/client/earlyClicks';

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** The test's own listeners, removed after each test. */
let listening = new AbortController();

/**
 * The ids of the elements clicks reached the page at, in order; `prevent` keeps the browser from
 * acting on them (following a link).
 */
function recordClicks({ prevent = false } = {}) {
  const clicks: string[] = [];
  document.addEventListener(
    'click',
    (event) => {
      if (prevent) event.preventDefault();
      clicks.push((event.target as Element).id);
    },
    { signal: listening.signal },
  );
  return clicks;
}

/** Ends the inline script's hold without clicking anything (its listeners go with it). */
function endHold() {
  (window as unknown as { __earlyClicks?: () => unknown }).__earlyClicks?.();
}

const details = () => byId('faq') as HTMLDetailsElement;

describe('early clicks', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    listening = new AbortController();
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <button id="toggle">Dark mode</button>
      <form id="form"><button id="submit" type="submit">Sign in</button></form>
      <a href="/store/1"><span id="link">Store</span></a>
      <button id="gone">Gone</button>
      <details id="faq"><summary id="question">Question</summary>Answer</details>`;
    new Function(earlyClicksScriptText())();
  });
  afterEach(() => {
    endHold();
    listening.abort();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('holds taps on buttons until the app replays them, in order', () => {
    const clicks = recordClicks();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    byId('form').addEventListener('submit', submitted);

    byId('submit').click();
    byId('toggle').click();
    expect(clicks).toEqual([]);
    expect(submitted).not.toHaveBeenCalled();

    replayEarlyClicks();
    expect(clicks).toEqual(['submit', 'toggle']);
    expect(submitted).toHaveBeenCalledTimes(1);

    // Once replayed, taps go through at once.
    byId('toggle').click();
    expect(clicks).toEqual(['submit', 'toggle', 'toggle']);
  });

  it('lets links work and forgets buttons that left the page', () => {
    const clicks = recordClicks({ prevent: true });
    byId('link').click();
    expect(clicks).toEqual(['link']);

    byId('gone').click();
    byId('gone').remove();
    replayEarlyClicks();
    expect(clicks).toEqual(['link']);
  });

  it('replays a double tap once, and taps further apart each', () => {
    const clicks = recordClicks();
    byId('toggle').click();
    jest.advanceTimersByTime(REPEAT_MS - 200);
    byId('toggle').click();
    // A third tap soon after the second is still the same tap.
    jest.advanceTimersByTime(REPEAT_MS - 200);
    byId('toggle').click();
    byId('gone').click();
    jest.advanceTimersByTime(REPEAT_MS);
    byId('toggle').click();
    expect(clicks).toEqual([]);

    replayEarlyClicks();
    expect(clicks).toEqual(['toggle', 'gone', 'toggle']);
  });

  it('never holds a control that needs the tap itself: marked ones, file inputs and their labels', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<button id="share" data-needs-gesture><span id="share-label">Share</span></button>
       <span role="button"><label id="attach" for="file">Attach</label></span>
       <span role="button"><input id="file" type="file" /></span>`,
    );
    const clicks = recordClicks();
    byId('share-label').click();
    byId('attach').click();
    // The label's own click, then the one it sends its file input.
    expect(clicks).toEqual(['share-label', 'attach', 'file']);

    replayEarlyClicks();
    expect(clicks).toHaveLength(3);
  });

  it('lets go when the app has not come GIVE_UP_MS after the first held tap', () => {
    const clicks = recordClicks();
    byId('question').click();
    byId('toggle').click();
    jest.advanceTimersByTime(GIVE_UP_MS - 1);
    expect(clicks).toEqual([]);
    expect(details().open).toBe(false);

    jest.advanceTimersByTime(1);
    expect(details().open).toBe(true);
    // The held summary is clicked again: the browser opens its details by itself. The button,
    // inert without the app, is dropped.
    expect(clicks).toEqual(['question']);
    // From now on taps go through natively...
    byId('toggle').click();
    expect(clicks).toEqual(['question', 'toggle']);
    // ...and an app that comes late replays nothing.
    replayEarlyClicks();
    expect(clicks).toEqual(['question', 'toggle']);
  });

  it('waits while scripts are still arriving', () => {
    const clicks = recordClicks();
    byId('toggle').click();
    jest.advanceTimersByTime(GIVE_UP_MS - 1000);
    const chunk = document.createElement('script');
    chunk.src = '/_next/static/chunks/page.js';
    document.head.appendChild(chunk);
    chunk.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(GIVE_UP_MS - 1);
    byId('gone').click();
    expect(clicks).toEqual([]);

    replayEarlyClicks();
    expect(clicks).toEqual(['toggle', 'gone']);
  });

  it('counts from the end of parsing when tapped earlier', () => {
    endHold();
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    new Function(earlyClicksScriptText())();
    const clicks = recordClicks();
    byId('question').click();
    jest.advanceTimersByTime(GIVE_UP_MS * 2);
    expect(clicks).toEqual([]);

    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(GIVE_UP_MS);
    expect(clicks).toEqual(['question']);
  });

  it('lets go at once when one of Next’s scripts fails to load', () => {
    const clicks = recordClicks();
    byId('question').click();
    const other = document.createElement('script');
    other.src = 'https://maps.example/api.js';
    document.head.appendChild(other);
    other.dispatchEvent(new Event('error'));
    expect(clicks).toEqual([]);

    const chunk = document.createElement('script');
    chunk.src = '/_next/static/chunks/app.js';
    document.head.appendChild(chunk);
    chunk.dispatchEvent(new Event('error'));
    expect(clicks).toEqual(['question']);
    expect(details().open).toBe(true);
    byId('toggle').click();
    expect(clicks).toEqual(['question', 'toggle']);
  });

  it('keeps a form the app has not taken from going the browser’s way until the app listens', () => {
    // Whether each submission would go the browser's way (the last listener's view).
    const sent: boolean[] = [];
    window.addEventListener('submit', (event) => sent.push(!event.defaultPrevented), {
      signal: listening.signal,
    });
    const submit = () =>
      byId('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    submit();
    // After the hold has let go, the submit button's tap reaches the form.
    byId('question').click();
    jest.advanceTimersByTime(GIVE_UP_MS);
    byId('submit').click();
    expect(sent).toEqual([false, false]);
    // A form with an action of its own works without the app.
    byId('form').setAttribute('action', '/search');
    submit();
    expect(sent).toEqual([false, false, true]);
    byId('form').removeAttribute('action');

    // Once the app listens, what becomes of a submission is its business.
    replayEarlyClicks();
    submit();
    expect(sent).toEqual([false, false, true, true]);
  });
});
