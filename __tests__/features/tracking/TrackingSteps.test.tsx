import { render, screen, within } from '@testing-library/react';
import { TrackingSteps } from '@/features/tracking/TrackingSteps';
import { mockRouter } from '../testUtils';

const TIMES = {
  created_at: '2024-05-03 09:05:00',
  pending: '2024-05-03 09:05:00',
  accepted: '2024-05-03 09:20:00',
  confirmed: '2024-05-03 09:30:00',
  picked_up: '2024-05-03 13:45:00',
  delivered: '2024-05-03 14:10:00',
};

function steps() {
  const list = screen.getByRole('list', { name: 'Order progress' });
  expect(list.tagName).toBe('OL');
  return within(list).getAllByRole('listitem');
}

describe('TrackingSteps', () => {
  afterEach(() => {
    mockRouter.locale = 'en';
  });

  it('lists the four steps in order with the times of those reached', () => {
    render(
      <TrackingSteps
        order={{ ...TIMES, picked_up: null, delivered: null, order_status: 'confirmed' }}
      />,
    );
    const items = steps();
    expect(
      items.map((item) => within(item).getByText(/^(Order|On|Delivered)/).textContent),
    ).toEqual(['Order Placed', 'Order Confirmed', 'On the Way', 'Delivered']);
    expect(items[0]).toHaveTextContent('3 May, 9:05 AM');
    expect(items[1]).toHaveTextContent('3 May, 9:30 AM');
    // Steps not reached yet carry no time.
    expect(items[2].textContent).toBe('3On the Way');
    expect(items[3].textContent).toBe('4Delivered');
  });

  it('marks the current step and ticks the steps before it', () => {
    render(<TrackingSteps order={{ ...TIMES, order_status: 'picked_up' }} />);
    const items = steps();
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
    ]);
    // Done steps show a tick (an svg), the others their number.
    expect(items.map((item) => item.querySelector('svg') !== null)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(items[2]).toHaveTextContent('3 May, 1:45 PM');
    // The tick is not the only signal: screen readers hear that a done step is completed.
    expect(items.map((item) => item.textContent?.includes('(Completed)'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('has every step done once delivered', () => {
    render(<TrackingSteps order={{ ...TIMES, order_status: 'delivered' }} />);
    const items = steps();
    expect(items.every((item) => item.getAttribute('aria-current') === null)).toBe(true);
    expect(items.every((item) => item.querySelector('svg') !== null)).toBe(true);
    expect(items[3]).toHaveTextContent('3 May, 2:10 PM');
  });

  it('writes the times in the page language', () => {
    mockRouter.locale = 'fr';
    render(<TrackingSteps order={{ ...TIMES, order_status: 'pending' }} />);
    expect(steps()[0]).toHaveTextContent('3 mai, 9:05 AM');
  });
});
