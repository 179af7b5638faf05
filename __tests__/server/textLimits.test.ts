import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { trackFormErrors, withPlus } from '@/domain/orders/orders';
import { REVIEW_MESSAGES, validateReviews } from '@/domain/orders/review';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { placeSchema } from '@/server/api/orders/input';
import { couponApplyQuery } from '@/server/api/routes/coupons';
import { paymentInfo } from '@/server/api/routes/offline-payment';
import { cancelSchema, trackQuery } from '@/server/api/routes/orders';
import { requestSchema } from '@/server/api/routes/refunds';
import { deliveryReviewSchema, itemReviewSchema } from '@/server/api/routes/reviews';

/**
 * Each free-text limit is one number (TEXT_LIMITS): the API takes a text of exactly that length and
 * refuses one more character, and the form's input and checks stop at the same place.
 */

const text = (length: number) => 'x'.repeat(length);

/** Whether `schema` takes `base` with `field` set to a text of `length` characters. */
function takes(schema: z.ZodTypeAny, base: Record<string, string>, field: string, length: number) {
  return schema.safeParse({ ...base, [field]: text(length) }).success;
}

type Key = keyof typeof TEXT_LIMITS;

const apiFields: { key: Key; schema: z.ZodTypeAny; base: Record<string, string>; field: string }[] =
  [
    {
      key: 'orderNote',
      schema: placeSchema,
      base: { payment_method: 'cash_on_delivery', order_type: 'take_away' },
      field: 'order_note',
    },
    {
      key: 'couponCode',
      schema: placeSchema,
      base: { payment_method: 'cash_on_delivery', order_type: 'take_away' },
      field: 'coupon_code',
    },
    {
      key: 'couponCode',
      schema: z.object(couponApplyQuery),
      base: { store_id: '1' },
      field: 'code',
    },
    {
      key: 'reviewComment',
      schema: itemReviewSchema,
      base: { item_id: '1', order_id: '100001', rating: '5' },
      field: 'comment',
    },
    {
      key: 'reviewComment',
      schema: deliveryReviewSchema,
      base: { delivery_man_id: '1', order_id: '100001', rating: '5' },
      field: 'comment',
    },
    {
      key: 'refundNote',
      schema: requestSchema,
      base: { order_id: '100001', customer_reason: 'Damaged' },
      field: 'customer_note',
    },
    { key: 'cancelNote', schema: cancelSchema, base: { order_id: '100001' }, field: 'note' },
    {
      key: 'trackPhone',
      schema: z.object(trackQuery),
      base: { order_id: '100001' },
      field: 'contact_number',
    },
  ];

describe('TEXT_LIMITS, the API side', () => {
  it.each(apiFields)('$field takes TEXT_LIMITS.$key characters and refuses one more', (entry) => {
    const limit = TEXT_LIMITS[entry.key];
    expect(takes(entry.schema, entry.base, entry.field, limit)).toBe(true);
    expect(takes(entry.schema, entry.base, entry.field, limit + 1)).toBe(false);
  });

  it("an offline payment's customer fields take TEXT_LIMITS.offlinePaymentField characters", () => {
    const method = {
      method_informations: [
        { customer_input: 'reference', customer_placeholder: '', is_required: 1 },
      ],
    };
    const limit = TEXT_LIMITS.offlinePaymentField;
    const send = (length: number) => paymentInfo(method, {}, { reference: text(length) }, 'en');
    expect(send(limit)).toEqual({ reference: text(limit) });
    expect(() => send(limit + 1)).toThrow();
  });
});

describe('TEXT_LIMITS, the form side', () => {
  it('the review form takes a comment of the limit and refuses one more, saying the number', () => {
    const limit = TEXT_LIMITS.reviewComment;
    const item = (comment: string) => ({ itemId: 1, rating: 5, comment, images: [] });
    expect(validateReviews([item(text(limit))], null).items).toEqual({});
    expect(validateReviews([item(text(limit + 1))], null).items[1]).toBe(
      REVIEW_MESSAGES.commentTooLong,
    );
    expect(REVIEW_MESSAGES.commentTooLong).toContain(String(limit));
  });

  it('the track form refuses a phone the API would, counting the "+" it adds', () => {
    const limit = TEXT_LIMITS.trackPhone;
    const digits = (length: number) => '1'.repeat(length);
    expect(withPlus(digits(limit - 1))).toHaveLength(limit);
    expect(trackFormErrors({ orderId: '100001', phone: digits(limit - 1) }, false)).toEqual({});
    expect(trackFormErrors({ orderId: '100001', phone: digits(limit) }, false).phone).toBeTruthy();
  });

  const inputs: [string, Key][] = [
    ['src/features/checkout/CheckoutDetails.tsx', 'orderNote'],
    ['src/features/parcel/ParcelCheckoutParts.tsx', 'orderNote'],
    ['src/features/checkout/CouponField.tsx', 'couponCode'],
    ['src/features/checkout/OfflinePaymentFields.tsx', 'offlinePaymentField'],
    ['src/features/orders/RefundDialog.tsx', 'refundNote'],
    ['src/features/orders/CancelOrderDialog.tsx', 'cancelNote'],
    ['src/features/home/widgets/TrackOrderForm.tsx', 'trackPhone'],
  ];

  it.each(inputs)("%s's input stops at TEXT_LIMITS.%s", (file, key) => {
    const source = readFileSync(join(__dirname, '..', '..', file), 'utf8');
    expect(source).toContain(`maxLength: TEXT_LIMITS.${key}`);
  });

  it("the review form's inputs stop at the same limit", () => {
    const source = readFileSync(
      join(__dirname, '..', '..', 'src/features/reviews/RateReviewScreen.tsx'),
      'utf8',
    );
    expect(source).toContain('maxLength: REVIEW_COMMENT_MAX');
  });
});
