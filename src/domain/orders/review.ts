/**
 * The rate-and-review form (R-REVIEW-2 '/rate-and-review/{orderId}', API-REVIEWS-1
 * 'items/reviews/submit'): each item gets a rating from 1 to 5, an optional comment and images; the
 * delivery person gets a rating and a comment (the API requires the comment for them).
 */

import { TEXT_LIMITS } from '@/domain/validation/fields';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The API's limit too (src/server/api/routes/reviews.ts). */
export const REVIEW_COMMENT_MAX = TEXT_LIMITS.reviewComment;
/** Images per review, as the image picker's limit elsewhere (R-CHECKOUT-11). */
export const REVIEW_IMAGES_MAX = 3;
export const REVIEW_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const REVIEW_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please give a rating',
  commentTooLong: 'The comment must be at most 2000 characters',
  deliveryCommentRequired: 'Please write a comment for the delivery person',
  tooManyImages: 'Maximum 3 images can be send at a time',
  imageType: 'Only images can be uploaded',
  imageSize: 'The image must not be larger than 2 MB',
  nothingToSend: 'Rate at least one item or the delivery person',
} as const;

export interface ReviewImage {
  name: string;
  type: string;
  size: number;
}

export interface ItemReviewDraft {
  itemId: number;
  rating: number;
  comment: string;
  images: ReviewImage[];
}

export interface DeliveryReviewDraft {
  deliveryManId: number;
  rating: number;
  comment: string;
}

export interface ReviewErrors {
  items: Record<number, string>;
  deliveryMan: string | null;
  form: string | null;
}

/** Whether a file can go with a review: images only, at most 2 MB. Null when fine. */
export function reviewImageError(file: ReviewImage): string | null {
  const type = file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const isImage = type
    ? type.startsWith('image/') && type !== 'image/svg+xml'
    : ['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(extension);
  if (!isImage) return REVIEW_MESSAGES.imageType;
  if (file.size > REVIEW_IMAGE_MAX_BYTES) return REVIEW_MESSAGES.imageSize;
  return null;
}

/**
 * Adds picked files to a review's images: the first problem stops the batch with its message; more
 * than three in all gives 'Maximum 3 images can be send at a time' and keeps the images unchanged.
 */
export function addReviewImages<T extends ReviewImage>(
  current: readonly T[],
  picked: readonly T[],
): { images: T[]; error: string | null } {
  if (current.length + picked.length > REVIEW_IMAGES_MAX) {
    return { images: [...current], error: REVIEW_MESSAGES.tooManyImages };
  }
  for (const file of picked) {
    const error = reviewImageError(file);
    if (error) return { images: [...current], error };
  }
  return { images: [...current, ...picked], error: null };
}

function validRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;
}

/** Something was entered for this item (a rating, a comment or an image). */
export function isTouched(draft: { rating: number; comment: string; images?: unknown[] }) {
  return draft.rating > 0 || draft.comment.trim() !== '' || (draft.images?.length ?? 0) > 0;
}

/**
 * Validates the drafts the customer touched. Untouched items are skipped (they may be rated later),
 * but at least one review must be sent.
 */
export function validateReviews(
  items: readonly ItemReviewDraft[],
  deliveryMan: DeliveryReviewDraft | null,
): ReviewErrors {
  const errors: ReviewErrors = { items: {}, deliveryMan: null, form: null };
  let touched = 0;
  for (const draft of items) {
    if (!isTouched(draft)) continue;
    touched += 1;
    if (!validRating(draft.rating)) errors.items[draft.itemId] = REVIEW_MESSAGES.ratingRequired;
    else if (draft.comment.trim().length > REVIEW_COMMENT_MAX) {
      errors.items[draft.itemId] = REVIEW_MESSAGES.commentTooLong;
    } else if (draft.images.length > REVIEW_IMAGES_MAX) {
      errors.items[draft.itemId] = REVIEW_MESSAGES.tooManyImages;
    }
  }
  if (deliveryMan && isTouched(deliveryMan)) {
    touched += 1;
    if (!validRating(deliveryMan.rating)) errors.deliveryMan = REVIEW_MESSAGES.ratingRequired;
    else if (!deliveryMan.comment.trim()) {
      errors.deliveryMan = REVIEW_MESSAGES.deliveryCommentRequired;
    } else if (deliveryMan.comment.trim().length > REVIEW_COMMENT_MAX) {
      errors.deliveryMan = REVIEW_MESSAGES.commentTooLong;
    }
  }
  if (!touched) errors.form = REVIEW_MESSAGES.nothingToSend;
  return errors;
}

export function hasReviewErrors(errors: ReviewErrors): boolean {
  return Boolean(errors.form || errors.deliveryMan || Object.keys(errors.items).length);
}

/** The review prompt shows for a signed-in customer whose pending-review order id is set. */
export function pendingReviewOrderId(
  reminder: { order_id?: number | string | null } | null | undefined,
): number | null {
  const id = Number(reminder?.order_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
