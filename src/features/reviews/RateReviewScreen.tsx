import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { DeliveryMan } from '@/api/modules/order';
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
import { addReviewImages, REVIEW_COMMENT_MAX } from '@/domain/orders/review';
import { useSessionReady } from '@/features/profile/useSessionReady';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { PersonAvatar } from '@/features/tracking/PersonAvatar';
import { useOrderOwner, useOrderTracking } from '@/features/tracking/useOrderTracking';
import { ReviewImagesField } from './ReviewImagesField';
import styles from './rateReview.module.css';
import {
  allReviewsSent,
  courierName,
  reviewableItems,
  type Draft,
  type ReviewableItem,
} from './reviewDrafts';
import { StarRatingInput } from './StarRatingInput';
import { useReviewDrafts, type ReviewDrafts } from './useReviewDrafts';

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
 * /rate-and-review/{orderId} (R-REVIEW-2): each item of a delivered order gets a star
 * rating, a comment and up to three images; the delivery person gets a rating and a comment.
 * Members only. Untouched items are skipped; each review is sent once (the server refuses repeats).
 */
export function RateReviewScreen({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const ready = useSessionReady();
  const { owner, token } = useOrderOwner();
  const tracking = useOrderTracking(token ? orderId : null);
  const details = useQuery({
    queryKey: queryKeys.orderDetails(owner, orderId),
    queryFn: () => api.order.details(orderId),
    enabled: Boolean(token),
  });
  const reviews = useReviewDrafts(orderId);

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
  const delivered = order.order_status === 'delivered';

  return (
    <Column spaced>
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
      <h1 className={`${ui.h3} ${styles.title}`}>{t('Rate and review')}</h1>
      <p className={`${ui.body1} ${ui.secondary} ${styles.subtitle}`}>
        {t('Order')} <bdi>#{order.id}</bdi>
        {order.store?.name ? ` · ${order.store.name}` : ''}
      </p>
      {!delivered ? (
        <Notice severity="info">{t('You can rate this order once it is delivered.')}</Notice>
      ) : (
        <ReviewForm items={items} courier={courier} reviews={reviews} />
      )}
    </Column>
  );
}

/** The delivered order's form: a card per item not yet reviewed, the courier's, then Submit. */
function ReviewForm({
  items,
  courier,
  reviews,
}: {
  items: readonly ReviewableItem[];
  courier: DeliveryMan | null;
  reviews: ReviewDrafts;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const { draftOf, errors, sending, courierDraft } = reviews;
  const pending = items.filter((item) => draftOf(item.id).status !== 'sent');
  const allSent = allReviewsSent(pending.length, Boolean(courier), courierDraft);
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void reviews.submit(pending, courier);
      }}
    >
      {items.map((item) => (
        <ItemReviewCard
          key={item.id}
          item={item}
          draft={draftOf(item.id)}
          error={errors.items[item.id]}
          sending={sending}
          onChange={(patch) => reviews.update(item.id, patch)}
        />
      ))}
      {courier ? (
        <CourierReviewCard
          courier={courier}
          draft={courierDraft}
          error={errors.deliveryMan}
          sending={sending}
          onChange={reviews.updateCourier}
        />
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
  );
}

interface CardProps {
  draft: Draft;
  error: string | null | undefined;
  sending: boolean;
  onChange: (patch: Partial<Draft>) => void;
}

/** An item's review: stars, comment and photos, and the server's refusal if any. */
function ItemReviewCard({
  item,
  draft,
  error,
  sending,
  onChange,
}: CardProps & { item: ReviewableItem }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const sent = draft.status === 'sent';
  return (
    <section aria-labelledby={`review-item-${item.id}`} className={styles.card}>
      <div className={styles.cardHeader}>
        <div className={styles.thumb}>
          {item.image ? (
            <AppImage src={item.image} alt="" fill sizes="56px" style={{ objectFit: 'cover' }} />
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
          onChange={(rating) => onChange({ rating })}
          disabled={sent || sending}
          error={error ? t(error) : undefined}
        />
        <TextField
          label={t('Comment (optional)')}
          value={draft.comment}
          onChange={(event) => onChange({ comment: event.target.value })}
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
              onChange({ images: result.images });
            }}
            onRemove={(index) => onChange({ images: draft.images.filter((_, at) => at !== index) })}
          />
        )}
        {draft.serverError ? <Notice severity="error">{draft.serverError}</Notice> : null}
      </div>
    </section>
  );
}

/** The delivery person's review: stars and a comment. */
function CourierReviewCard({
  courier,
  draft,
  error,
  sending,
  onChange,
}: CardProps & { courier: DeliveryMan }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const name = courierName(courier);
  const sent = draft.status === 'sent';
  return (
    <section aria-labelledby="review-delivery-man" className={styles.card}>
      <div className={styles.cardHeader}>
        <PersonAvatar src={courier.image_full_url} />
        <div className={styles.cardTitle}>
          <p className={`${ui.caption} ${ui.secondary}`}>{t('Delivery man')}</p>
          <h2 id="review-delivery-man" className={ui.h5}>
            {name}
          </h2>
        </div>
        {sent ? <SentMark /> : null}
      </div>
      <div className={styles.fields}>
        <StarRatingInput
          name="rating-delivery-man"
          legend={
            <>
              {t('Your rating')}
              <span className="visually-hidden">: {name}</span>
            </>
          }
          value={draft.rating}
          onChange={(rating) => onChange({ rating })}
          disabled={sent || sending}
          error={error ? t(error) : undefined}
        />
        <TextField
          label={t('Comment')}
          value={draft.comment}
          onChange={(event) => onChange({ comment: event.target.value })}
          multiline
          rows={2}
          disabled={sent || sending}
          inputProps={{ maxLength: REVIEW_COMMENT_MAX }}
        />
        {draft.serverError ? <Notice severity="error">{draft.serverError}</Notice> : null}
      </div>
    </section>
  );
}
