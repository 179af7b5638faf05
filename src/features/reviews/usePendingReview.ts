import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { ReviewReminder } from '@/api/modules/review';
import { queryKeys } from '@/api/queryKeys';
import { pendingReviewOrderId } from '@/domain/orders/review';
import { useAppSelector } from '@/store/hooks';

export interface PendingReview {
  orderId: number;
  images: string[];
  /** Not now, the close button or Escape: the prompt goes and review-reminder-cancel is called. */
  dismiss: () => void;
  /** Rate and review: the prompt goes (the review page takes over). */
  rate: () => void;
}

/**
 * The order waiting for the signed-in customer's review (R-REVIEW-1), or
 * null: none, a guest, or the customer closed it. A plain hook, so the prompt's MUI dialog is
 * loaded only when there is something to ask (docs/hydration.md, rule 7).
 */
export function usePendingReview(): PendingReview | null {
  const api = useApi();
  const queryClient = useQueryClient();
  const token = useAppSelector((state) => state.session.token);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const reminder = useQuery({
    queryKey: queryKeys.reviewReminder(token),
    queryFn: () => api.review.reminder(),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const orderId = token ? pendingReviewOrderId(reminder.data) : null;
  if (orderId === null || dismissed === orderId) return null;

  return {
    orderId,
    images: reminder.data?.images ?? [],
    dismiss: () => {
      setDismissed(orderId);
      queryClient.setQueryData<ReviewReminder>(queryKeys.reviewReminder(token), {
        order_id: null,
        images: [],
      });
      // The spec: closing the modal calls the cancel-review call. Failures are only logged.
      api.review
        .cancelReminder(orderId)
        .catch((error: unknown) => console.warn('Could not dismiss the review prompt:', error));
    },
    rate: () => setDismissed(orderId),
  };
}
