import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { DeliveryMan } from '@/api/modules/order';
import { queryKeys } from '@/api/queryKeys';
import { useTranslation } from '@/lib/i18n/useTranslation';
import toast from '@/lib/toast';
import {
  hasReviewErrors,
  isTouched,
  validateReviews,
  type ReviewErrors,
} from '@/domain/orders/review';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { EMPTY_DRAFT, messageOf, type Draft, type ReviewableItem } from './reviewDrafts';

/**
 * The drafts of an order's reviews and their submission: the touched ones are validated, then
 * sent one by one; each remembers whether it went through or the server's refusal.
 */
export function useReviewDrafts(orderId: number) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [courierDraft, setCourierDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ReviewErrors>({ items: {}, deliveryMan: null, form: null });
  const [sending, setSending] = useState(false);

  const draftOf = (id: number) => drafts[id] ?? EMPTY_DRAFT;
  const update = (id: number, patch: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [id]: { ...(current[id] ?? EMPTY_DRAFT), ...patch } }));
  const updateCourier = (patch: Partial<Draft>) =>
    setCourierDraft((current) => ({ ...current, ...patch }));

  /** Sends the touched reviews of the items not yet reviewed and of the delivery person. */
  const submit = async (pending: readonly ReviewableItem[], courier: DeliveryMan | null) => {
    const itemDrafts = pending.map((item) => ({ itemId: item.id, ...draftOf(item.id) }));
    const courierInput =
      courier && courierDraft.status !== 'sent'
        ? { deliveryManId: courier.id, ...courierDraft }
        : null;
    const found = validateReviews(itemDrafts, courierInput);
    setErrors(found);
    if (hasReviewErrors(found)) return;
    setSending(true);
    let sent = 0;
    for (const draft of itemDrafts) {
      if (!isTouched(draft)) continue;
      try {
        await api.review.submitItem({
          itemId: draft.itemId,
          orderId,
          rating: draft.rating,
          comment: draft.comment.trim(),
          attachments: draft.images,
        });
        update(draft.itemId, { status: 'sent', serverError: null });
        sent += 1;
      } catch (error) {
        update(draft.itemId, { serverError: messageOf(error) });
      }
    }
    if (courierInput && isTouched(courierInput)) {
      try {
        await api.review.submitDeliveryMan({
          deliveryManId: courierInput.deliveryManId,
          orderId,
          rating: courierInput.rating,
          comment: courierInput.comment.trim(),
        });
        updateCourier({ status: 'sent', serverError: null });
        sent += 1;
      } catch (error) {
        updateCourier({ serverError: messageOf(error) });
      }
    }
    setSending(false);
    if (sent) {
      toast.success(t('Thank you for your review'), { id: 'review-sent' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.all.reviewReminder });
    }
  };

  return { draftOf, update, courierDraft, updateCourier, errors, sending, submit };
}

export type ReviewDrafts = ReturnType<typeof useReviewDrafts>;
