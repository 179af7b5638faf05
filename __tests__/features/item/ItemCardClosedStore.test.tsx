import { act, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ItemCard } from '@/components/catalog/ItemCard';
import { makeItem, makeStore, money } from '../catalog/fixtures';
import { providersWrapper } from '../testUtils';

/**
 * Item cards of a closed store (R-ITEM-1: closed stores show
 * CLOSED NOW): the add control stays usable when the store takes scheduled orders, so a customer can
 * still order early in the morning for later; it is disabled only when no order is possible.
 */

const render = (ui: ReactElement) => renderPlain(ui, { wrapper: providersWrapper() });

/** 06:30 local time: before the store opens. */
const EARLY = new Date(2026, 10, 21, 6, 30);

beforeEach(() => {
  jest.useFakeTimers({ now: EARLY });
});

afterEach(() => {
  jest.useRealTimers();
});

/** The card reads the clock after mounting. */
const tick = () => act(() => jest.advanceTimersByTime(1));

const add = () => screen.getByRole('button', { name: 'Add Fresh Milk to cart' });

describe('ItemCard of a closed store', () => {
  it('says CLOSED NOW and keeps adding possible when the store takes scheduled orders', () => {
    render(
      <ItemCard
        item={makeItem({ schedule_order: true })}
        config={money}
        store={makeStore({ open: 0 })}
      />,
    );
    tick();
    expect(screen.getByText('CLOSED NOW')).toBeInTheDocument();
    expect(screen.getByText('Available for schedule order')).toBeInTheDocument();
    expect(add()).toBeEnabled();
  });

  it('says CLOSED NOW and disables adding when the store takes no scheduled orders', () => {
    render(
      <ItemCard
        item={makeItem({ schedule_order: false })}
        config={money}
        store={makeStore({ open: 0 })}
      />,
    );
    // Known from the data alone: already so before the clock is read (server render).
    expect(screen.getByText('CLOSED NOW')).toBeInTheDocument();
    expect(add()).toBeDisabled();
    tick();
    expect(add()).toBeDisabled();
    expect(screen.queryByText('Available for schedule order')).not.toBeInTheDocument();
  });

  it('disables adding in a temporarily closed store even with scheduled orders', () => {
    render(
      <ItemCard
        item={makeItem({ schedule_order: true })}
        config={money}
        store={makeStore({ open: 1, active: false })}
      />,
    );
    tick();
    expect(screen.getByText('CLOSED NOW')).toBeInTheDocument();
    expect(add()).toBeDisabled();
  });

  it('shows nothing over an open store, and the time window still applies', () => {
    const { rerender } = render(
      <ItemCard item={makeItem()} config={money} store={makeStore({ open: 1 })} />,
    );
    tick();
    expect(screen.queryByText('CLOSED NOW')).not.toBeInTheDocument();
    expect(add()).toBeEnabled();
    rerender(
      <ItemCard
        item={makeItem({
          available_time_starts: '18:00',
          available_time_ends: '23:00',
          schedule_order: false,
        })}
        config={money}
        store={makeStore({ open: 1 })}
      />,
    );
    expect(screen.getByText('Not Available now')).toBeInTheDocument();
    expect(screen.getByText('06:00 PM - 11:00 PM')).toBeInTheDocument();
    expect(add()).toBeDisabled();
  });

  it('without the store, the card relies on the item alone', () => {
    render(<ItemCard item={makeItem({ schedule_order: false })} config={money} />);
    tick();
    expect(screen.queryByText('CLOSED NOW')).not.toBeInTheDocument();
    expect(add()).toBeEnabled();
  });
});
