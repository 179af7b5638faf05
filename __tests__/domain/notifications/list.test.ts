import { notificationView } from '@/domain/notifications/list';

describe('notification entries (API-CUSTOMER-5)', () => {
  it('reads a broadcast entry from the top level', () => {
    expect(
      notificationView({
        id: 1,
        title: 'Weekend offer',
        description: '20% off',
        image: null,
        created_at: '2026-11-26T10:00:00Z',
        data: { title: 'Weekend offer', description: '20% off', order_id: '', image: null },
      }),
    ).toEqual({
      title: 'Weekend offer',
      description: '20% off',
      image: null,
      orderId: null,
      createdAt: '2026-11-26T10:00:00Z',
    });
  });

  it('reads a personal entry from its data, with the order it is about', () => {
    expect(
      notificationView({
        id: 1000001,
        created_at: '2026-11-27T08:00:00Z',
        data: { title: 'Order #100123', description: 'On the way', order_id: 100123 },
      }),
    ).toMatchObject({ title: 'Order #100123', description: 'On the way', orderId: 100123 });
  });
});
