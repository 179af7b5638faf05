import { cardOverlayText, inWindow, itemAvailability } from '@/domain/cart/availability';

const at = (hours: number, minutes = 0) => new Date(2025, 0, 15, hours, minutes);

describe('itemAvailability (12-hour display, schedule_order rule)', () => {
  const burger = {
    available_time_starts: '22:00:00',
    available_time_ends: '23:59:59',
    schedule_order: false,
  };

  it('is available inside the window', () => {
    expect(itemAvailability(burger, at(22, 30))).toEqual({
      available: true,
      canOrder: true,
      window: { start: '10:00 PM', end: '11:59 PM' },
    });
  });

  it("outside the window without schedule_order: 'Not Available now'", () => {
    const state = itemAvailability(burger, at(12));
    expect(state.available).toBe(false);
    expect(state.canOrder).toBe(false);
    expect(cardOverlayText(state)).toBe('Not Available now');
  });

  it('outside the window with schedule_order: Buy Now and Add to Cart stay usable', () => {
    const state = itemAvailability({ ...burger, schedule_order: true }, at(12));
    expect(state.canOrder).toBe(true);
    expect(cardOverlayText(state)).toBe('Available for schedule order');
  });

  it('reads HH:mm and windows past midnight', () => {
    const late = { available_time_starts: '20:00', available_time_ends: '02:00' };
    expect(itemAvailability(late, at(1)).available).toBe(true);
    expect(itemAvailability(late, at(3)).available).toBe(false);
    expect(inWindow(600, 600, 600)).toBe(true);
  });

  it('has no window without times', () => {
    expect(itemAvailability({}, at(3))).toEqual({ available: true, canOrder: true, window: null });
  });
});
