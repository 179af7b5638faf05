import {
  addressExtras,
  canCancel,
  canReview,
  firstDeliveryMan,
  nextOrdersOffset,
  ORDERS_PAGE_SIZE,
  orderTabOf,
  parseOrderAddress,
  statusLabel,
  statusTone,
  trackFormErrors,
  withPlus,
} from '@/domain/orders/orders';

describe('order paging', () => {
  const page = (count: number, total: number) => ({
    total_size: total,
    orders: Array.from({ length: count }, (_, index) => index),
  });

  it('starts at page 1 with pages of 10', () => {
    expect(ORDERS_PAGE_SIZE).toBe(10);
    expect(nextOrdersOffset([])).toBe(1);
  });

  it('continues while the last page returned orders and more are counted', () => {
    expect(nextOrdersOffset([page(10, 25)])).toBe(2);
    expect(nextOrdersOffset([page(10, 25), page(10, 25)])).toBe(3);
    expect(nextOrdersOffset([page(10, 25), page(10, 25), page(5, 25)])).toBeUndefined();
  });

  it('stops on an empty page even when total_size says otherwise', () => {
    expect(nextOrdersOffset([page(10, 40), page(0, 40)])).toBeUndefined();
  });

  it('keeps going when total_size is missing but the page was full', () => {
    expect(nextOrdersOffset([{ orders: [1, 2] }])).toBe(2);
  });
});

describe('order actions', () => {
  it('cancels only pending orders', () => {
    expect(canCancel({ order_status: 'pending' })).toBe(true);
    for (const status of ['confirmed', 'processing', 'picked_up', 'delivered', 'canceled']) {
      expect(canCancel({ order_status: status })).toBe(false);
    }
  });

  it('reviews delivered orders that are not parcels', () => {
    expect(canReview({ order_status: 'delivered', order_type: 'delivery' })).toBe(true);
    expect(canReview({ order_status: 'delivered', order_type: 'parcel' })).toBe(false);
    expect(canReview({ order_status: 'picked_up', order_type: 'delivery' })).toBe(false);
  });

  it('reads the tab from the query', () => {
    expect(orderTabOf('history')).toBe('history');
    expect(orderTabOf('running')).toBe('running');
    expect(orderTabOf(undefined)).toBe('running');
    expect(orderTabOf(['history'])).toBe('running');
  });

  it('labels and colours statuses', () => {
    expect(statusLabel('picked_up')).toBe('On the Way');
    expect(statusLabel('canceled')).toBe('Canceled');
    expect(statusTone('delivered')).toBe('success');
    expect(statusTone('canceled')).toBe('error');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('processing')).toBe('info');
  });
});

describe('order addresses and people', () => {
  it('parses an address object or JSON string', () => {
    const address = { address: 'Bd Anfa', road: '12', house: '3', floor: '' };
    expect(parseOrderAddress(address)).toEqual(address);
    expect(parseOrderAddress(JSON.stringify(address))).toEqual(address);
    expect(parseOrderAddress('Bd Anfa, Casablanca')).toEqual({ address: 'Bd Anfa, Casablanca' });
    expect(parseOrderAddress(null)).toBeNull();
  });

  it("writes 'Road, House, Floor' without the empty parts", () => {
    expect(addressExtras({ road: '12', house: '3', floor: '2' })).toBe('12, 3, 2');
    expect(addressExtras({ road: '12', house: '', floor: null })).toBe('12');
    expect(addressExtras(null)).toBe('');
  });

  it('takes the first delivery person of the one-element array', () => {
    expect(firstDeliveryMan([{ id: 4 }])).toEqual({ id: 4 });
    expect(firstDeliveryMan({ id: 4 })).toEqual({ id: 4 });
    expect(firstDeliveryMan([])).toBeNull();
    expect(firstDeliveryMan(null)).toBeNull();
  });

  it('shows phones with a plus', () => {
    expect(withPlus('212600000001')).toBe('+212600000001');
    expect(withPlus('+212600000001')).toBe('+212600000001');
    expect(withPlus(null)).toBe('');
  });
});

describe('track-order form', () => {
  it("needs an order id ('Need a order id')", () => {
    expect(trackFormErrors({ orderId: ' ', phone: '600000001' }, false)).toEqual({
      orderId: 'Need a order id',
    });
  });

  it("needs a contact number from guests only ('Need a contact number')", () => {
    expect(trackFormErrors({ orderId: '100001', phone: '' }, false)).toEqual({
      phone: 'Need a contact number',
    });
    expect(trackFormErrors({ orderId: '100001', phone: '' }, true)).toEqual({});
  });

  it('accepts an id typed with #, rejects letters', () => {
    expect(trackFormErrors({ orderId: '#100001', phone: '1' }, false)).toEqual({});
    expect(trackFormErrors({ orderId: 'abc', phone: '1' }, false).orderId).toBe(
      'Enter a valid order id',
    );
  });
});
