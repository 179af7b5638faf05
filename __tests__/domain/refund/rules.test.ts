import { refundApprovalDue, refundRequestError } from '@/domain/refund/rules';

describe('refund requests', () => {
  const on = { refundActive: true };

  it('are for delivered orders, once, while refunds are on', () => {
    expect(refundRequestError({ order_status: 'delivered' }, on)).toBeNull();
    expect(refundRequestError({ order_status: 'picked_up' }, on)).toBe('not_delivered');
    expect(refundRequestError({ order_status: 'refund_requested' }, on)).toBe('already_requested');
    expect(refundRequestError({ order_status: 'refunded' }, on)).toBe('already_requested');
    expect(refundRequestError({ order_status: 'delivered' }, { refundActive: false })).toBe(
      'refund_off',
    );
  });

  it('are answered after the approval delay', () => {
    const at = new Date('2026-01-01T10:00:00Z');
    expect(refundApprovalDue(at, new Date('2026-01-01T10:00:59Z'), 60)).toBe(false);
    expect(refundApprovalDue(at, new Date('2026-01-01T10:01:00Z'), 60)).toBe(true);
  });
});
