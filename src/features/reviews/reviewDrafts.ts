import { ApiError } from '@/api/errors';
import type { DeliveryMan, OrderDetail } from '@/api/modules/order';
import { isTouched } from '@/domain/orders/review';

/** A review being written: of one item, or of the delivery person. */
export interface Draft {
  rating: number;
  comment: string;
  images: File[];
  /** 'sent' after a successful submit; a message when the server refused it. */
  status: 'idle' | 'sent';
  serverError: string | null;
}

export const EMPTY_DRAFT: Draft = {
  rating: 0,
  comment: '',
  images: [],
  status: 'idle',
  serverError: null,
};

export interface ReviewableItem {
  id: number;
  name: string;
  image: string | null;
}

/** One line per item: an order may hold the same item twice with other options. */
export function reviewableItems(lines: OrderDetail[]): ReviewableItem[] {
  const seen = new Set<number>();
  const items: ReviewableItem[] = [];
  for (const line of lines) {
    const id = line.item_id ?? line.item_details?.id ?? null;
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    items.push({
      id,
      name: line.item_details?.name ?? '',
      image: line.item_details?.image_full_url ?? line.image_full_url ?? null,
    });
  }
  return items;
}

/** The message shown under a review the server refused. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : 'Something went wrong';
}

/** The delivery person's full name, as the courier card's heading. */
export function courierName(courier: Pick<DeliveryMan, 'f_name' | 'l_name'> | null): string {
  return courier ? [courier.f_name, courier.l_name].filter(Boolean).join(' ') : '';
}

/**
 * Whether nothing is left to send: every item's review went through, and the delivery person's
 * too unless there is none or the customer left it untouched.
 */
export function allReviewsSent(
  pendingItems: number,
  hasCourier: boolean,
  courierDraft: Pick<Draft, 'status' | 'rating' | 'comment' | 'images'>,
): boolean {
  return (
    pendingItems === 0 &&
    (!hasCourier || courierDraft.status === 'sent' || !isTouched(courierDraft))
  );
}
