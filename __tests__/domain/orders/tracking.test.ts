import {
  directionsUrl,
  formatTrackingTime,
  isDeliveryAhead,
  isFinalStatus,
  isStoppedStatus,
  pointOf,
  stepTime,
  TRACKING_POLL_MS,
  TRACKING_STEPS,
  trackingRefetchInterval,
  trackingStepIndex,
} from '@/domain/orders/tracking';

describe('tracking steps', () => {
  it('names the four steps of the spec in order', () => {
    expect(TRACKING_STEPS.map((step) => [step.key, step.label])).toEqual([
      ['pending', 'Order Placed'],
      ['confirmed', 'Order Confirmed'],
      ['picked_up', 'On the Way'],
      ['delivered', 'Delivered'],
    ]);
  });

  it.each([
    ['pending', 0],
    ['accepted', 1],
    ['confirmed', 1],
    ['processing', 1],
    ['handover', 1],
    ['picked_up', 2],
    ['delivered', 3],
    ['canceled', 0],
    ['failed', 0],
    [undefined, 0],
    ['something-new', 0],
  ])('status %s highlights step %i', (status, index) => {
    expect(trackingStepIndex(status)).toBe(index);
  });

  it('takes each step time from its own timestamp, falling back to earlier ones', () => {
    const order = {
      created_at: '2026-03-01 09:00:00',
      pending: null,
      accepted: '2026-03-01 09:05:00',
      picked_up: '2026-03-01 09:30:00',
    };
    expect(stepTime(order, 'pending')).toBe('2026-03-01 09:00:00');
    expect(stepTime(order, 'confirmed')).toBe('2026-03-01 09:05:00');
    expect(stepTime(order, 'picked_up')).toBe('2026-03-01 09:30:00');
    expect(stepTime(order, 'delivered')).toBeNull();
  });
});

describe('tracking times', () => {
  it("formats as 'D MMM, h:mm A'", () => {
    expect(formatTrackingTime('2026-03-05 14:07:00')).toBe('5 Mar, 2:07 PM');
    expect(formatTrackingTime('2026-12-25 00:30:00')).toBe('25 Dec, 12:30 AM');
  });

  it('reads ISO times too and speaks French and Arabic with Western digits', () => {
    const iso = new Date(2026, 2, 5, 9, 15).toISOString();
    expect(formatTrackingTime(iso)).toBe('5 Mar, 9:15 AM');
    expect(formatTrackingTime('2026-03-05 09:15:00', 'fr')).toMatch(/^5 mars, 9:15 /);
    const arabic = formatTrackingTime('2026-03-05 09:15:00', 'ar');
    expect(arabic).toMatch(/^5 /);
    expect(arabic).toContain('9:15');
    expect(arabic).not.toContain('Mar');
  });

  it('gives null for a missing or unreadable time, and leaves the global locale alone', () => {
    expect(formatTrackingTime(null)).toBeNull();
    expect(formatTrackingTime('not a date')).toBeNull();
    formatTrackingTime('2026-03-05 09:15:00', 'fr');
    expect(formatTrackingTime('2026-03-05 09:15:00')).toBe('5 Mar, 9:15 AM');
  });
});

describe('polling', () => {
  it('polls every 10 seconds until a final status', () => {
    expect(TRACKING_POLL_MS).toBe(10000);
    expect(trackingRefetchInterval(undefined)).toBe(10000);
    expect(trackingRefetchInterval({ order_status: 'pending' })).toBe(10000);
    expect(trackingRefetchInterval({ order_status: 'picked_up' })).toBe(10000);
    expect(trackingRefetchInterval({ order_status: 'delivered' })).toBe(false);
    expect(trackingRefetchInterval({ order_status: 'canceled' })).toBe(false);
    expect(trackingRefetchInterval({ order_status: 'failed' })).toBe(false);
  });

  it('knows the finished statuses of the history tab', () => {
    for (const status of ['delivered', 'canceled', 'refunded', 'failed', 'returned']) {
      expect(isFinalStatus(status)).toBe(true);
    }
    for (const status of ['pending', 'confirmed', 'processing', 'handover', 'picked_up']) {
      expect(isFinalStatus(status)).toBe(false);
    }
  });

  it('tells an order that did not go through from one delivered and then refunded', () => {
    for (const status of ['canceled', 'failed', 'returned']) {
      expect(isStoppedStatus(status)).toBe(true);
    }
    for (const status of ['delivered', 'refund_requested', 'refunded', 'refund_request_canceled']) {
      expect(isStoppedStatus(status)).toBe(false);
      // After the delivery, no delivery code and no live map.
      expect(isDeliveryAhead(status)).toBe(false);
    }
    for (const status of ['pending', 'confirmed', 'picked_up']) {
      expect(isStoppedStatus(status)).toBe(false);
      expect(isDeliveryAhead(status)).toBe(true);
    }
  });
});

describe('map points and directions', () => {
  it('reads string and number coordinates, rejecting empty and impossible ones', () => {
    expect(pointOf('33.5731', '-7.5898')).toEqual({ lat: 33.5731, lng: -7.5898 });
    expect(pointOf(33.5, -7.5)).toEqual({ lat: 33.5, lng: -7.5 });
    expect(pointOf(null, '1')).toBeNull();
    expect(pointOf('', '')).toBeNull();
    expect(pointOf('0', '0')).toBeNull();
    expect(pointOf('95', '10')).toBeNull();
  });

  it('links directions from one point to the other, or to the only known point', () => {
    expect(directionsUrl({ lat: 1, lng: 2 }, { lat: 3, lng: 4 })).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=1,2&destination=3,4',
    );
    expect(directionsUrl(null, { lat: 3, lng: 4 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=3,4',
    );
    expect(directionsUrl({ lat: 1, lng: 2 }, null)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1,2',
    );
    expect(directionsUrl(null, null)).toBeNull();
  });
});
