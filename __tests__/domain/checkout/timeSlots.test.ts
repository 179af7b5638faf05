import {
  clockMinutes,
  daySlots,
  openAt,
  scheduleAt,
  scheduleDays,
  twelveHour,
} from '@/domain/checkout/timeSlots';

// Wednesday 18 March 2026, 10:07 local time.
const now = new Date(2026, 2, 18, 10, 7);
const week = (open: string, close: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: open, closing_time: close }));

describe('time slots', () => {
  it('reads clock times and rejects nonsense', () => {
    expect(clockMinutes('08:30:00')).toBe(510);
    expect(clockMinutes('8:05')).toBe(485);
    expect(clockMinutes('24:00')).toBeNull();
    expect(clockMinutes('')).toBeNull();
  });

  it('cuts today from now plus the lead time, aligned to the slot length', () => {
    const slots = daySlots(
      { schedules: week('08:00:00', '12:00:00'), slotMinutes: 30, leadMinutes: 30 },
      now,
      now,
    );
    // earliest 10:37 -> first aligned slot 11:00
    expect(slots.map((slot) => [slot.start, slot.end])).toEqual([
      [660, 690],
      [690, 720],
    ]);
  });

  it('gives the whole opening period tomorrow, a shorter last slot and 23:59 closing the day', () => {
    const tomorrow = new Date(2026, 2, 19);
    const slots = daySlots(
      { schedules: week('22:00:00', '23:59:59'), slotMinutes: 45 },
      tomorrow,
      now,
    );
    expect(slots.map((slot) => [slot.start, slot.end])).toEqual([
      [1320, 1365],
      [1365, 1410],
      [1410, 1440],
    ]);
  });

  it('offers nothing on a day without a schedule or in the past', () => {
    const schedules = [{ day: 1, opening_time: '08:00:00', closing_time: '20:00:00' }];
    expect(daySlots({ schedules }, now, now)).toEqual([]);
    expect(daySlots({ schedules: week('08:00', '20:00') }, new Date(2026, 2, 17), now)).toEqual([]);
  });

  it('lists today and tomorrow; default slot length 30 minutes', () => {
    const days = scheduleDays({ schedules: week('19:00:00', '20:00:00') }, now);
    expect(days.map((day) => day.key)).toEqual(['today', 'tomorrow']);
    expect(days[0].slots).toHaveLength(2);
    expect(days[1].day.getDate()).toBe(19);
  });

  it('formats schedule_at and the 12-hour display', () => {
    expect(scheduleAt({ day: new Date(2026, 0, 5), start: 9 * 60 + 30 })).toBe(
      '2026-01-05 09:30:00',
    );
    expect(twelveHour(0)).toBe('12:00 AM');
    expect(twelveHour(12 * 60 + 5)).toBe('12:05 PM');
    expect(twelveHour(23 * 60 + 59)).toBe('11:59 PM');
  });

  it('knows whether the store is open now', () => {
    expect(openAt(week('08:00:00', '22:00:00'), now)).toBe(true);
    expect(openAt(week('11:00:00', '22:00:00'), now)).toBe(false);
    expect(openAt(week('00:00:00', '23:59:59'), new Date(2026, 2, 18, 23, 59))).toBe(true);
  });
});
