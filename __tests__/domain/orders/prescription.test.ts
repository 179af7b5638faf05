import { isPrescriptionOnlyOrder, orderAttachmentUrls } from '@/domain/orders/prescription';

describe('prescription images of an order', () => {
  it('reads order_attachment_full_url, else the decoded order_attachment of details', () => {
    expect(
      orderAttachmentUrls({
        order_attachment_full_url: ['http://shop.test/api/v1/uploads/order/a.png'],
        order_attachment: '["a.png"]',
      }),
    ).toEqual(['http://shop.test/api/v1/uploads/order/a.png']);
    expect(
      orderAttachmentUrls({
        order_attachment_full_url: [],
        order_attachment: ['https://cdn.test/b.webp', 'b.webp'],
      }),
    ).toEqual(['https://cdn.test/b.webp']);
    expect(orderAttachmentUrls({ order_attachment: '["a.png"]' })).toEqual([]);
    expect(orderAttachmentUrls({})).toEqual([]);
  });

  it('drops anything that is not a web address', () => {
    expect(
      orderAttachmentUrls({
        order_attachment_full_url: ['javascript:alert(1)', '/api/v1/uploads/order/c.jpg'],
      }),
    ).toEqual(['/api/v1/uploads/order/c.jpg']);
  });

  it('knows a prescription-only order by its flag and missing lines', () => {
    expect(isPrescriptionOnlyOrder({ prescription_order: true, details_count: 0 })).toBe(true);
    expect(isPrescriptionOnlyOrder({ prescription_order: 1 })).toBe(true);
    expect(isPrescriptionOnlyOrder({ prescription_order: true, details_count: 2 })).toBe(false);
    expect(isPrescriptionOnlyOrder({ prescription_order: false, details_count: 0 })).toBe(false);
  });
});
