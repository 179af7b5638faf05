import CloseIcon from '@mui/icons-material/Close';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { ReviewReminder } from '@/api/modules/review';
import { queryKeys } from '@/api/queryKeys';
import { AppImage } from '@/components/AppImage';
import { pendingReviewOrderId } from '@/domain/orders/review';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { useAppSelector } from '@/store/hooks';
import { withMuiScope } from '@/theme/MuiScope';

/** Spec document 2 §9: an overflow badge +N after 3 images. */
const MAX_IMAGES = 3;

/**
 * The review prompt (spec document 2 §2 'Review prompt', §4): a signed-in customer with an order
 * waiting for a review sees it in a modal whose rate button goes to /rate-and-review/{orderId};
 * closing the modal calls review-reminder-cancel for that order. Guests never see it.
 */
function ReviewPrompt() {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const queryClient = useQueryClient();
  const token = useAppSelector((state) => state.session.token);
  const titleId = useId();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const reminder = useQuery({
    queryKey: queryKeys.reviewReminder(token),
    queryFn: () => api.review.reminder(),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const orderId = token ? pendingReviewOrderId(reminder.data) : null;
  const open = orderId !== null && dismissed !== orderId;

  const close = () => {
    if (orderId === null) return;
    setDismissed(orderId);
    queryClient.setQueryData<ReviewReminder>(queryKeys.reviewReminder(token), {
      order_id: null,
      images: [],
    });
    // The spec: closing the modal calls the cancel-review call. Failures are only logged.
    api.review
      .cancelReminder(orderId)
      .catch((error: unknown) => console.warn('Could not dismiss the review prompt:', error));
  };

  if (!open || orderId === null) return null;
  const images = (reminder.data?.images ?? []).slice(0, MAX_IMAGES);
  const extra = (reminder.data?.images.length ?? 0) - images.length;

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ paddingInlineEnd: '56px' }}>
        {t('How was your order?')}
      </DialogTitle>
      <IconButton
        aria-label={t('Close')}
        onClick={close}
        sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {images.length ? (
          <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            {images.map((src) => (
              <Box
                key={src}
                sx={{
                  position: 'relative',
                  width: 64,
                  height: 64,
                  borderRadius: 1.5,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                }}
              >
                <AppImage src={src} alt="" fill sizes="64px" style={{ objectFit: 'cover' }} />
              </Box>
            ))}
            {extra > 0 ? (
              <Box
                sx={{
                  width: 64,
                  height: 64,
                  borderRadius: 1.5,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'action.selected',
                  fontWeight: 700,
                }}
              >
                +{extra}
              </Box>
            ) : null}
          </Box>
        ) : (
          <RateReviewOutlined aria-hidden color="primary" sx={{ fontSize: 48, mb: 1 }} />
        )}
        <Typography>
          {t('Your order #{{id}} was delivered. Rate the items to help other customers.', {
            id: orderId,
          })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('Not now')}</Button>
        <Button
          variant="contained"
          component={NextLink}
          href={`/rate-and-review/${orderId}`}
          onClick={() => setDismissed(orderId)}
        >
          {t('Rate and review')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(ReviewPrompt);
