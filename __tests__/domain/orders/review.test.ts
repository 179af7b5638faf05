import {
  addReviewImages,
  hasReviewErrors,
  pendingReviewOrderId,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  reviewImageError,
  validateReviews,
} from '@/domain/orders/review';

const image = (name = 'a.png', type = 'image/png', size = 1000) => ({ name, type, size });

describe('review images', () => {
  it('takes images up to 2 MB only', () => {
    expect(reviewImageError(image())).toBeNull();
    expect(reviewImageError(image('a.pdf', 'application/pdf'))).toBe(REVIEW_MESSAGES.imageType);
    expect(reviewImageError(image('a.svg', 'image/svg+xml'))).toBe(REVIEW_MESSAGES.imageType);
    expect(reviewImageError(image('a.jpg', '', 10))).toBeNull();
    expect(reviewImageError(image('a.png', 'image/png', 3 * 1024 * 1024))).toBe(
      REVIEW_MESSAGES.imageSize,
    );
  });

  it("allows three images at most ('Maximum 3 images can be send at a time')", () => {
    const two = [image('1.png'), image('2.png')];
    expect(addReviewImages(two, [image('3.png')])).toEqual({
      images: [...two, image('3.png')],
      error: null,
    });
    expect(addReviewImages(two, [image('3.png'), image('4.png')])).toEqual({
      images: two,
      error: 'Maximum 3 images can be send at a time',
    });
    expect(addReviewImages([], [image('x.txt', 'text/plain')]).error).toBe(
      REVIEW_MESSAGES.imageType,
    );
  });
});

describe('review form', () => {
  const item = (itemId: number, rating: number, comment = '') => ({
    itemId,
    rating,
    comment,
    images: [],
  });

  it('needs at least one review', () => {
    const errors = validateReviews([item(1, 0)], null);
    expect(errors.form).toBe(REVIEW_MESSAGES.nothingToSend);
    expect(hasReviewErrors(errors)).toBe(true);
  });

  it('skips untouched items and asks a rating of those with a comment', () => {
    const errors = validateReviews([item(1, 5), item(2, 0), item(3, 0, 'Nice')], null);
    expect(errors.items).toEqual({ 3: REVIEW_MESSAGES.ratingRequired });
    expect(errors.form).toBeNull();
  });

  it('accepts ratings from 1 to 5 with comments up to REVIEW_COMMENT_MAX characters', () => {
    expect(hasReviewErrors(validateReviews([item(1, 1), item(2, 5, 'ok')], null))).toBe(false);
    expect(validateReviews([item(1, 4, 'x'.repeat(REVIEW_COMMENT_MAX + 1))], null).items[1]).toBe(
      REVIEW_MESSAGES.commentTooLong,
    );
  });

  it('needs a comment for the delivery person once rated', () => {
    const deliveryMan = { deliveryManId: 7, rating: 5, comment: ' ' };
    expect(validateReviews([], deliveryMan).deliveryMan).toBe(
      REVIEW_MESSAGES.deliveryCommentRequired,
    );
    expect(hasReviewErrors(validateReviews([], { ...deliveryMan, comment: 'Fast and kind' }))).toBe(
      false,
    );
  });
});

describe('review prompt', () => {
  it('shows for a pending order id only', () => {
    expect(pendingReviewOrderId({ order_id: 100004 })).toBe(100004);
    expect(pendingReviewOrderId({ order_id: '100004' })).toBe(100004);
    expect(pendingReviewOrderId({ order_id: null })).toBeNull();
    expect(pendingReviewOrderId(undefined)).toBeNull();
  });
});
