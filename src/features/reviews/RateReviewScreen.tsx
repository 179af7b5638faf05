import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useApi } from '@/api/ApiProvider';
import { ApiError } from '@/api/errors';
import type { DeliveryMan, OrderDetail } from '@/api/modules/order';
import { queryKeys } from '@/api/queryKeys';
import { AppImage } from '@/components/AppImage';
import { EmptyState } from '@/components/EmptyState';
import { PathIcon } from '@/components/icons/Icon';
import { ARROW_BACK } from '@/components/icons/material/ArrowBack';
import { CHECK_CIRCLE } from '@/components/icons/material/CheckCircle';
import { LOCK_OUTLINED } from '@/components/icons/material/LockOutlined';
import { RECEIPT_LONG_OUTLINED } from '@/components/icons/material/ReceiptLongOutlined';
import { Notice } from '@/components/Notice';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { useTranslation } from '@/lib/i18n/useTranslation';
import toast from '@/lib/toast';
import { firstDeliveryMan } from '@/domain/orders/orders';
import {
  addReviewImages,
  hasReviewErrors,
  isTouched,
  REVIEW_COMMENT_MAX,
  validateReviews,
  type ReviewErrors,
} from '@/domain/orders/review';
import { useSessionReady } from '@/features/profile/useSessionReady';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { PersonAvatar } from '@/features/tracking/PersonAvatar';
import { useOrderOwner, useOrderTracking } from '@/features/tracking/useOrderTracking';
import { ReviewImagesField } from './ReviewImagesField';
import styles from './rateReview.module.css';
import { StarRatingInput } from './StarRatingInput';

interface Draft {
  rating: number;
  comment: string;
  images: File[];
  /** 'sent' after a successful submit; a message when the server refused it. */
  status: 'idle' | 'sent';
  serverError: string | null;
}

const EMPTY_DRAFT: Draft = {
  rating: 0,
  comment: '',
  images: [],
  status: 'idle',
  serverError: null,
};

/** One line per item: an order may hold the same item twice with other options. */
function reviewableItems(lines: OrderDetail[]) {
  const seen = new Set<number>();
  const items: { id: number; name: string; image: string | null }[] = [];
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

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : 'Something went wrong';
}

/** 'Review sent', with a tick: beside an item's or the delivery person's name once sent. */
function SentMark() {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <span className={styles.sent}>
      <PathIcon d={CHECK_CIRCLE} size={20} />
      <span className={ui.body2}>{t('Review sent')}</span>
    </span>
  );
}

/** The page column: the theme's md container (sm for the sign-in prompt). */
function Column({
  narrow = false,
  spaced = false,
  children,
}: {
  narrow?: boolean;
  /** The form's own spacing (24 px, 40 px from md) rather than the states' 32 px or 48 px. */
  spaced?: boolean;
  children: ReactNode;
}) {
  const classes = [styles.column, narrow ? styles.narrow : '', spaced ? styles.spaced : '']
    .filter(Boolean)
    .join(' ');
  return <div className={classes}>{children}</div>;
}

/**
 * /rate-and-review/{orderId} (spec document 2 §2): each item of a delivered order gets a star
 * rating, a comment and up to three images; the delivery person gets a rating and a comment.
 * Members only. Untouched items are skipped; each review is sent once (the server refuses repeats).
 */
export function RateReviewScreen({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const queryClient = useQueryClient();
  const ready = useSessionReady();
  const { owner, token } = useOrderOwner();
  const tracking = useOrderTracking(token ? orderId : null);
  const details = useQuery({
    queryKey: queryKeys.orderDetails(owner, orderId),
    queryFn: () => api.order.details(orderId),
    enabled: Boolean(token),
  });
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [courierDraft, setCourierDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ReviewErrors>({ items: {}, deliveryMan: null, form: null });
  const [sending, setSending] = useState(false);

  const back = (
    <ButtonLink
      href={`/profile?page=my-orders&orderId=${orderId}`}
      startIcon={
        <span className={styles.backArrow}>
          <PathIcon d={ARROW_BACK} size={20} />
        </span>
      }
      className={styles.back}
    >
      {t('Back to order')}
    </ButtonLink>
  );

  if (!ready) {
    return (
      <Column>
        <Skeleton variant="rounded" height={240} />
      </Column>
    );
  }
  if (!token) {
    return (
      <Column narrow>
        <EmptyState
          icon={<PathIcon d={LOCK_OUTLINED} />}
          title={t('Sign in to rate your order')}
          action={
            <ButtonLink
              href={`/auth/sign-in?from=${encodeURIComponent(`/rate-and-review/${orderId}`)}`}
              variant="contained"
            >
              {t('Sign In')}
            </ButtonLink>
          }
        />
      </Column>
    );
  }
  if (tracking.isError || details.isError) {
    const notFound = tracking.error?.status === 404;
    return (
      <Column>
        <EmptyState
          icon={<PathIcon d={RECEIPT_LONG_OUTLINED} />}
          title={notFound ? t('Order not found') : t('We could not load this order.')}
        />
      </Column>
    );
  }
  const order = tracking.data;
  if (!order || details.isPending) {
    return (
      <Column>
        <Skeleton variant="text" width={240} height={48} />
        <Skeleton variant="rounded" height={200} className={styles.skeletonGap} />
        <Skeleton variant="rounded" height={200} />
      </Column>
    );
  }

  const items = reviewableItems(details.data.lines);
  const courier = firstDeliveryMan<DeliveryMan>(order.delivery_man);
  const courierName = courier ? [courier.f_name, courier.l_name].filter(Boolean).join(' ') : '';
  const delivered = order.order_status === 'delivered';
  const draftOf = (id: number) => drafts[id] ?? EMPTY_DRAFT;
  const update = (id: number, patch: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [id]: { ...(current[id] ?? EMPTY_DRAFT), ...patch } }));
  const pending = items.filter((item) => draftOf(item.id).status !== 'sent');
  const allSent =
    pending.length === 0 &&
    (!courier || courierDraft.status === 'sent' || !isTouched(courierDraft));

  const submit = async () => {
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
        setCourierDraft((current) => ({ ...current, status: 'sent', serverError: null }));
        sent += 1;
      } catch (error) {
        setCourierDraft((current) => ({ ...current, serverError: messageOf(error) }));
      }
    }
    setSending(false);
    if (sent) {
      toast.success(t('Thank you for your review'), { id: 'review-sent' });
      void queryClient.invalidateQueries({ queryKey: ['review-reminder'] });
    }
  };

  return (
    <Column spaced>
      {back}
      <h1 className={`${ui.h3} ${styles.title}`}>{t('Rate and review')}</h1>
      <p className={`${ui.body1} ${ui.secondary} ${styles.subtitle}`}>
        {t('Order')} <bdi>#{order.id}</bdi>
        {order.store?.name ? ` · ${order.store.name}` : ''}
      </p>
      {!delivered ? (
        <Notice severity="info">{t('You can rate this order once it is delivered.')}</Notice>
      ) : (
        <form
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {items.map((item) => {
            const draft = draftOf(item.id);
            const sent = draft.status === 'sent';
            const error = errors.items[item.id];
            return (
              <section
                key={item.id}
                aria-labelledby={`review-item-${item.id}`}
                className={styles.card}
              >
                <div className={styles.cardHeader}>
                  <div className={styles.thumb}>
                    {item.image ? (
                      <AppImage
                        src={item.image}
                        alt=""
                        fill
                        sizes="56px"
                        style={{ objectFit: 'cover' }}
                      />
                    ) : null}
                  </div>
                  <h2 id={`review-item-${item.id}`} className={`${ui.h5} ${styles.cardTitle}`}>
                    {item.name || t('Item')}
                  </h2>
                  {sent ? <SentMark /> : null}
                </div>
                <div className={styles.fields}>
                  <StarRatingInput
                    name={`rating-${item.id}`}
                    legend={
                      <>
                        {t('Your rating')}
                        <span className="visually-hidden">: {item.name || t('Item')}</span>
                      </>
                    }
                    value={draft.rating}
                    onChange={(rating) => update(item.id, { rating })}
                    disabled={sent || sending}
                    error={error ? t(error) : undefined}
                  />
                  <TextField
                    label={t('Comment (optional)')}
                    value={draft.comment}
                    onChange={(event) => update(item.id, { comment: event.target.value })}
                    multiline
                    rows={2}
                    disabled={sent || sending}
                    inputProps={{ maxLength: REVIEW_COMMENT_MAX }}
                  />
                  {sent ? null : (
                    <ReviewImagesField
                      label={t('Photos')}
                      files={draft.images}
                      disabled={sending}
                      onPick={(picked) => {
                        const result = addReviewImages(draft.images, picked);
                        if (result.error) toast.error(t(result.error), { id: result.error });
                        update(item.id, { images: result.images });
                      }}
                      onRemove={(index) =>
                        update(item.id, { images: draft.images.filter((_, at) => at !== index) })
                      }
                    />
                  )}
                  {draft.serverError ? <Notice severity="error">{draft.serverError}</Notice> : null}
                </div>
              </section>
            );
          })}
          {courier ? (
            <section aria-labelledby="review-delivery-man" className={styles.card}>
              <div className={styles.cardHeader}>
                <PersonAvatar src={courier.image_full_url} />
                <div className={styles.cardTitle}>
                  <p className={`${ui.caption} ${ui.secondary}`}>{t('Delivery man')}</p>
                  <h2 id="review-delivery-man" className={ui.h5}>
                    {courierName}
                  </h2>
                </div>
                {courierDraft.status === 'sent' ? <SentMark /> : null}
              </div>
              <div className={styles.fields}>
                <StarRatingInput
                  name="rating-delivery-man"
                  legend={
                    <>
                      {t('Your rating')}
                      <span className="visually-hidden">: {courierName}</span>
                    </>
                  }
                  value={courierDraft.rating}
                  onChange={(rating) => setCourierDraft((current) => ({ ...current, rating }))}
                  disabled={courierDraft.status === 'sent' || sending}
                  error={errors.deliveryMan ? t(errors.deliveryMan) : undefined}
                />
                <TextField
                  label={t('Comment')}
                  value={courierDraft.comment}
                  onChange={(event) =>
                    setCourierDraft((current) => ({ ...current, comment: event.target.value }))
                  }
                  multiline
                  rows={2}
                  disabled={courierDraft.status === 'sent' || sending}
                  inputProps={{ maxLength: REVIEW_COMMENT_MAX }}
                />
                {courierDraft.serverError ? (
                  <Notice severity="error">{courierDraft.serverError}</Notice>
                ) : null}
              </div>
            </section>
          ) : null}
          {errors.form ? <Notice severity="warning">{t(errors.form)}</Notice> : null}
          {allSent ? (
            <Notice severity="success" role="status">
              {t('Thank you for your review')}
            </Notice>
          ) : (
            <div>
              <Button type="submit" variant="contained" size="large" busy={sending}>
                {t('Submit review')}
              </Button>
            </div>
          )}
        </form>
      )}
    </Column>
  );
}
