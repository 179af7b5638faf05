import {
  cardOverlayText,
  inWindow,
  itemAvailability,
  itemCardState,
} from '@/domain/cart/availability';

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

describe('itemCardState (R-ITEM-1: closed stores, time windows)', () => {
  const open = { open: 1, active: true };
  const closed = { open: 0, active: true };
  const takesScheduled = { schedule_order: true };
  const noScheduling = { schedule_order: false };
  const early = at(6, 30);

  it('an open store: no label, ordering works', () => {
    expect(itemCardState(noScheduling, open, early)).toEqual({
      storeClosed: false,
      canOrder: true,
      label: null,
      note: null,
      window: null,
    });
  });

  it('a closed store that takes scheduled orders says CLOSED NOW and keeps the add control usable', () => {
    // Early in the morning, before opening: the order is placed for later.
    const state = itemCardState(takesScheduled, closed, early);
    expect(state).toMatchObject({ storeClosed: true, canOrder: true, label: 'CLOSED NOW' });
    expect(state.note).toBe('Available for schedule order');
  });

  it('a closed store without scheduled orders says CLOSED NOW and blocks adding', () => {
    expect(itemCardState(noScheduling, closed, early)).toMatchObject({
      storeClosed: true,
      canOrder: false,
      label: 'CLOSED NOW',
      note: null,
    });
    expect(itemCardState({}, closed, early).canOrder).toBe(false);
  });

  it('a temporarily closed store (active false) cannot take any order, scheduled or not', () => {
    expect(itemCardState(takesScheduled, { open: 1, active: false }, early)).toMatchObject({
      storeClosed: true,
      canOrder: false,
      label: 'CLOSED NOW',
      note: null,
    });
  });

  it('without store data the card relies on the item alone', () => {
    expect(itemCardState(noScheduling, null, early)).toMatchObject({
      storeClosed: false,
      canOrder: true,
    });
    expect(itemCardState(noScheduling, undefined, early).label).toBeNull();
  });

  it('in an open store, the time window decides the overlay and the add control', () => {
    const dinner = { available_time_starts: '18:00', available_time_ends: '23:00' };
    expect(itemCardState({ ...dinner, schedule_order: false }, open, at(12))).toMatchObject({
      canOrder: false,
      label: 'Not Available now',
      window: { start: '06:00 PM', end: '11:00 PM' },
    });
    expect(itemCardState({ ...dinner, schedule_order: true }, open, at(12))).toMatchObject({
      canOrder: true,
      label: 'Available for schedule order',
    });
    expect(itemCardState({ ...dinner, schedule_order: false }, open, at(19))).toMatchObject({
      canOrder: true,
      label: null,
    });
  });

  it('CLOSED NOW wins over the time window; scheduling still decides the add control', () => {
    const dinner = { available_time_starts: '18:00', available_time_ends: '23:00' };
    expect(itemCardState({ ...dinner, schedule_order: true }, closed, at(12))).toMatchObject({
      label: 'CLOSED NOW',
      canOrder: true,
      note: 'Available for schedule order',
    });
    expect(itemCardState({ ...dinner, schedule_order: false }, closed, at(19))).toMatchObject({
      label: 'CLOSED NOW',
      canOrder: false,
    });
  });

  it('before the clock is known (server render) only the store state counts', () => {
    const dinner = { available_time_starts: '18:00', available_time_ends: '23:00' };
    expect(itemCardState({ ...dinner, schedule_order: false }, open, null)).toMatchObject({
      canOrder: true,
      label: null,
      window: null,
    });
    expect(itemCardState(noScheduling, closed, null)).toMatchObject({
      canOrder: false,
      label: 'CLOSED NOW',
    });
  });
});
