import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ICON_PATHS } from '@/components/icons/paths';
import { ScrollRow } from '@/features/home/parts/ScrollRow';
import { mockRouter } from '../testUtils';

function renderRow() {
  render(
    <ScrollRow label="Popular" width="200px">
      <li>One</li>
      <li>Two</li>
      <li>Three</li>
    </ScrollRow>,
  );
  const list = screen.getByRole('list', { name: 'Popular' });
  // jsdom lays nothing out and has no element scrolling.
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 400 });
  const scrollBy = jest.fn();
  list.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  return { scrollBy };
}

const iconPath = (button: HTMLElement) => button.querySelector('path')?.getAttribute('d');

/** The row's direction follows the page's locale (no MUI theme needed). */
describe('ScrollRow buttons', () => {
  afterEach(() => {
    mockRouter.locale = 'en';
  });

  it('scrolls towards the end with Next, chevrons pointing the reading way', async () => {
    const user = userEvent.setup();
    const { scrollBy } = renderRow();
    const next = screen.getByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(iconPath(next)).toBe(ICON_PATHS.chevronRight);
    expect(iconPath(previous)).toBe(ICON_PATHS.chevronLeft);
    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 340, behavior: 'smooth' });
    await user.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -340, behavior: 'smooth' });
  });

  it('mirrors the chevrons and the scrolling in Arabic', async () => {
    mockRouter.locale = 'ar';
    const user = userEvent.setup();
    const { scrollBy } = renderRow();
    const next = screen.getByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(iconPath(next)).toBe(ICON_PATHS.chevronLeft);
    expect(iconPath(previous)).toBe(ICON_PATHS.chevronRight);
    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -340, behavior: 'smooth' });
    await user.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 340, behavior: 'smooth' });
  });
});
