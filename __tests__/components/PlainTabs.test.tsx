import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlainTabs } from '@/components/Tabs/PlainTabs';

const TABS = [
  { value: 0, label: 'All', id: 'tab-0', controls: 'panel' },
  { value: 7, label: 'Pizza', id: 'tab-7', controls: 'panel' },
  { value: 9, label: 'Desserts', id: 'tab-9', controls: 'panel' },
  { value: 12, label: 'Drinks', id: 'tab-12', controls: 'panel' },
];

function Harness({
  onChange,
  initial = 0,
}: {
  onChange?: (value: number) => void;
  initial?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <PlainTabs
        tabs={TABS}
        value={value}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
        label="Categories"
      />
      <div id="panel" role="tabpanel" aria-labelledby={`tab-${value}`} tabIndex={0}>
        Panel
      </div>
    </>
  );
}

function renderTabs(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Harness onChange={onChange} {...props} />);
  return { user, onChange };
}

const tab = (name: string) => screen.getByRole('tab', { name });

/** Puts focus on a tab directly, as a screen reader's virtual cursor may. */
const focusTab = (name: string) => act(() => tab(name).focus());

/** Tab stops of the list: the tabs that Tab reaches. */
const tabStops = () =>
  screen.getAllByRole('tab').filter((element) => element.getAttribute('tabindex') === '0');

afterEach(() => {
  document.documentElement.removeAttribute('dir');
});

describe('PlainTabs', () => {
  it('is a labelled tab list whose selected tab is the only tab stop', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'All',
      'Pizza',
      'Desserts',
      'Drinks',
    ]);
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pizza')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Pizza')).toHaveAttribute('aria-controls', 'panel');
    expect(tab('Pizza')).toHaveAttribute('id', 'tab-7');
    expect(tabStops()).toEqual([tab('All')]);
  });

  it('selects a tab on click, and does not report the selected one again', async () => {
    const { user, onChange } = renderTabs();
    await user.click(tab('Desserts'));
    expect(onChange).toHaveBeenCalledWith(9);
    expect(tab('Desserts')).toHaveAttribute('aria-selected', 'true');
    expect(tab('All')).toHaveAttribute('aria-selected', 'false');
    await user.click(tab('Desserts'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('enters on the selected tab; arrows move focus and the tab stop, Enter selects', async () => {
    const { user, onChange } = renderTabs({ initial: 7 });
    await user.tab();
    await user.tab();
    expect(tab('Pizza')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Desserts')).toHaveFocus();
    expect(tabStops()).toEqual([tab('Desserts')]);
    // Manual activation: moving focus does not select.
    expect(onChange).not.toHaveBeenCalled();
    expect(tab('Pizza')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('All')).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(9);
    expect(tab('Desserts')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight} ');
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('wraps around at either end, and Home and End go to the first and last tab', async () => {
    const { user } = renderTabs();
    focusTab('All');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Drinks')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('All')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Drinks')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('All')).toHaveFocus();
  });

  it('ignores arrows with a modifier key', async () => {
    const { user } = renderTabs();
    focusTab('All');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Alt>}{ArrowRight}{/Alt}');
    expect(tab('All')).toHaveFocus();
  });

  it('gives the tab stop back to the selected tab when focus leaves the list', async () => {
    const { user } = renderTabs();
    focusTab('All');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Desserts')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(tabStops()).toEqual([tab('All')]);
    await user.tab({ shift: true });
    expect(tab('All')).toHaveFocus();
  });

  it('mirrors the arrows in a right-to-left document', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const { user } = renderTabs();
    focusTab('All');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Pizza')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Desserts')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Pizza')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Drinks')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('All')).toHaveFocus();
  });

  it('follows the nearest dir attribute inside a document of the other direction', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Harness />
      </div>,
    );
    focusTab('Pizza');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Desserts')).toHaveFocus();
  });
});
