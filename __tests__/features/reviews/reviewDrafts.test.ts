import { ApiError } from '@/api/errors';
import type { OrderDetail } from '@/api/modules/order';
import {
  allReviewsSent,
  courierName,
  EMPTY_DRAFT,
  messageOf,
  reviewableItems,
} from '@/features/reviews/reviewDrafts';

function line(id: number, itemId: number | null, name: string): OrderDetail {
  return {
    id,
    order_id: 100042,
    item_id: itemId,
    price: 10,
    quantity: 1,
    item_details: itemId === null ? null : ({ id: itemId, name } as OrderDetail['item_details']),
    image_full_url: `/demo/${id}.svg`,
  };
}

describe('reviewableItems', () => {
  it('lists each item once, with its name and image', () => {
    const items = reviewableItems([
      line(1, 15, 'Margherita'),
      line(2, 15, 'Margherita'),
      line(3, 16, 'Tiramisu'),
    ]);
    expect(items).toEqual([
      { id: 15, name: 'Margherita', image: '/demo/1.svg' },
      { id: 16, name: 'Tiramisu', image: '/demo/3.svg' },
    ]);
  });

  it('skips a line without an item', () => {
    expect(reviewableItems([line(1, null, '')])).toEqual([]);
  });
});

describe('messageOf', () => {
  it("shows the server's message, an error's message, or a generic one", () => {
    expect(messageOf(new ApiError(403, [{ code: 'review', message: 'Already reviewed' }]))).toBe(
      'Already reviewed',
    );
    expect(messageOf(new Error('Network Error'))).toBe('Network Error');
    expect(messageOf('nope')).toBe('Something went wrong');
  });
});

describe('courierName', () => {
  it('joins the names that are there', () => {
    expect(courierName({ f_name: 'Youssef', l_name: 'Amrani' })).toBe('Youssef Amrani');
    expect(courierName({ f_name: 'Youssef', l_name: null })).toBe('Youssef');
    expect(courierName(null)).toBe('');
  });
});

describe('allReviewsSent', () => {
  const sent = { ...EMPTY_DRAFT, rating: 4, status: 'sent' as const };
  const written = { ...EMPTY_DRAFT, rating: 4 };

  it('waits for the items not yet reviewed', () => {
    expect(allReviewsSent(1, false, EMPTY_DRAFT)).toBe(false);
    expect(allReviewsSent(0, false, EMPTY_DRAFT)).toBe(true);
  });

  it("waits for the delivery person's review only once it is written", () => {
    expect(allReviewsSent(0, true, EMPTY_DRAFT)).toBe(true);
    expect(allReviewsSent(0, true, written)).toBe(false);
    expect(allReviewsSent(0, true, sent)).toBe(true);
  });
});
