import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import { ApiError } from '@/api/errors';
import type { DeliveryMan, OrderDetail } from '@/api/modules/order';
import { queryKeys } from '@/api/queryKeys';
import { AppImage } from '@/components/AppImage';
import { EmptyState } from '@/components/EmptyState';
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
import { useOrderOwner, useOrderTracking } from '@/features/tracking/useOrderTracking';
import { ReviewImagesField } from './ReviewImagesField';

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

function StarsField({
  name,
  label,
  value,
  onChange,
  disabled,
  error,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled: boolean;
  error?: string;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Rating
        name={name}
        value={value || null}
        onChange={(_event, next) => onChange(next ?? 0)}
        size="large"
        disabled={disabled}
        getLabelText={(stars: number) => t('{{count}} of 5 stars', { count: stars })}
      />
      {error ? (
        <Typography variant="body2" color="error" role="alert">
          {t(error)}
        </Typography>
      ) : null}
    </Box>
  );
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
    <Button
      component={NextLink}
      href={`/profile?page=my-orders&orderId=${orderId}`}
      startIcon={
        <ArrowBack
          sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
        />
      }
      sx={{ mb: 2 }}
    >
      {t('Back to order')}
    </Button>
  );

  if (!ready) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Skeleton variant="rounded" height={240} />
      </Container>
    );
  }
  if (!token) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <EmptyState
          icon={<LockOutlined />}
          title={t('Sign in to rate your order')}
          action={
            <Button
              component={NextLink}
              href={`/auth/sign-in?from=${encodeURIComponent(`/rate-and-review/${orderId}`)}`}
              variant="contained"
            >
              {t('Sign In')}
            </Button>
          }
        />
      </Container>
    );
  }
  if (tracking.isError || details.isError) {
    const notFound = tracking.error?.status === 404;
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <EmptyState
          icon={<ReceiptLongOutlined />}
          title={notFound ? t('Order not found') : t('We could not load this order.')}
        />
      </Container>
    );
  }
  const order = tracking.data;
  if (!order || details.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Skeleton variant="text" width={240} height={48} />
        <Skeleton variant="rounded" height={200} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={200} />
      </Container>
    );
  }

  const items = reviewableItems(details.data.lines);
  const courier = firstDeliveryMan<DeliveryMan>(order.delivery_man);
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
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {back}
      <Typography variant="h3" component="h1" gutterBottom>
        {t('Rate and review')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('Order')} <bdi>#{order.id}</bdi>
        {order.store?.name ? ` · ${order.store.name}` : ''}
      </Typography>
      {!delivered ? (
        <Alert severity="info">{t('You can rate this order once it is delivered.')}</Alert>
      ) : (
        <Stack
          spacing={2}
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {items.map((item) => {
            const draft = draftOf(item.id);
            const sent = draft.status === 'sent';
            return (
              <Paper
                key={item.id}
                variant="outlined"
                component="section"
                aria-labelledby={`review-item-${item.id}`}
                sx={{ p: 2, borderRadius: 2 }}
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                  <Box
                    sx={{
                      position: 'relative',
                      width: 56,
                      height: 56,
                      borderRadius: 1.5,
                      overflow: 'hidden',
                      bgcolor: 'action.hover',
                      flexShrink: 0,
                    }}
                  >
                    {item.image ? (
                      <AppImage
                        src={item.image}
                        alt=""
                        fill
                        sizes="56px"
                        style={{ objectFit: 'cover' }}
                      />
                    ) : null}
                  </Box>
                  <Typography
                    id={`review-item-${item.id}`}
                    variant="h5"
                    component="h2"
                    sx={{ flex: 1 }}
                  >
                    {item.name || t('Item')}
                  </Typography>
                  {sent ? (
                    <Stack
                      direction="row"
                      spacing={0.5}
                      sx={{ color: 'success.main', alignItems: 'center' }}
                    >
                      <CheckCircle aria-hidden fontSize="small" />
                      <Typography variant="body2">{t('Review sent')}</Typography>
                    </Stack>
                  ) : null}
                </Stack>
                <Stack spacing={1.5}>
                  <StarsField
                    name={`rating-${item.id}`}
                    label={t('Your rating')}
                    value={draft.rating}
                    onChange={(rating) => update(item.id, { rating })}
                    disabled={sent || sending}
                    error={errors.items[item.id]}
                  />
                  <TextField
                    label={t('Comment (optional)')}
                    value={draft.comment}
                    onChange={(event) => update(item.id, { comment: event.target.value })}
                    multiline
                    minRows={2}
                    disabled={sent || sending}
                    slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
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
                  {draft.serverError ? <Alert severity="error">{draft.serverError}</Alert> : null}
                </Stack>
              </Paper>
            );
          })}
          {courier ? (
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="review-delivery-man"
              sx={{ p: 2, borderRadius: 2 }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                <Avatar src={courier.image_full_url ?? undefined} alt="" />
                <Box sx={{ flex: 1 }}>
                  <Typography variant="caption" color="textSecondary" component="p">
                    {t('Delivery man')}
                  </Typography>
                  <Typography id="review-delivery-man" variant="h5" component="h2">
                    {[courier.f_name, courier.l_name].filter(Boolean).join(' ')}
                  </Typography>
                </Box>
                {courierDraft.status === 'sent' ? (
                  <Stack
                    direction="row"
                    spacing={0.5}
                    sx={{ color: 'success.main', alignItems: 'center' }}
                  >
                    <CheckCircle aria-hidden fontSize="small" />
                    <Typography variant="body2">{t('Review sent')}</Typography>
                  </Stack>
                ) : null}
              </Stack>
              <Stack spacing={1.5}>
                <StarsField
                  name="rating-delivery-man"
                  label={t('Your rating')}
                  value={courierDraft.rating}
                  onChange={(rating) => setCourierDraft((current) => ({ ...current, rating }))}
                  disabled={courierDraft.status === 'sent' || sending}
                  error={errors.deliveryMan ?? undefined}
                />
                <TextField
                  label={t('Comment')}
                  value={courierDraft.comment}
                  onChange={(event) =>
                    setCourierDraft((current) => ({ ...current, comment: event.target.value }))
                  }
                  multiline
                  minRows={2}
                  disabled={courierDraft.status === 'sent' || sending}
                  slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
                />
                {courierDraft.serverError ? (
                  <Alert severity="error">{courierDraft.serverError}</Alert>
                ) : null}
              </Stack>
            </Paper>
          ) : null}
          {errors.form ? (
            <Alert severity="warning" role="alert">
              {t(errors.form)}
            </Alert>
          ) : null}
          {allSent ? (
            <Alert severity="success" role="status">
              {t('Thank you for your review')}
            </Alert>
          ) : (
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={sending}
                startIcon={sending ? <CircularProgress size={18} color="inherit" /> : null}
              >
                {t('Submit review')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Container>
  );
}
