import { earlyClicksScriptText, replayEarlyClicks } from '@/lib/client/earlyClicks';

describe('early clicks', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="toggle">Dark mode</button>
      <form id="form"><button id="submit" type="submit">Sign in</button></form>
      <a href="/store/1"><span id="link">Store</span></a>
      <button id="gone">Gone</button>`;
    new Function(earlyClicksScriptText())();
  });

  it('holds taps on buttons until the app replays them, in order', () => {
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.getElementById('form')?.addEventListener('submit', submitted);

    document.getElementById('submit')?.click();
    document.getElementById('toggle')?.click();
    expect(clicks).toEqual([]);
    expect(submitted).not.toHaveBeenCalled();

    replayEarlyClicks();
    expect(clicks).toEqual(['submit', 'toggle']);
    expect(submitted).toHaveBeenCalledTimes(1);

    // Once replayed, taps go through at once.
    document.getElementById('toggle')?.click();
    expect(clicks).toEqual(['submit', 'toggle', 'toggle']);
  });

  it('lets links work and forgets buttons that left the page', () => {
    const clicks: string[] = [];
    document.addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push((event.target as Element).id);
    });
    document.getElementById('link')?.click();
    expect(clicks).toEqual(['link']);

    document.getElementById('gone')?.click();
    document.getElementById('gone')?.remove();
    replayEarlyClicks();
    expect(clicks).toEqual(['link']);
  });
});
