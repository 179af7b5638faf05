import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { PathIcon } from '@/components/icons/Icon';
import { RATE_REVIEW_OUTLINED } from '@/components/icons/material/RateReviewOutlined';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { AppImage } from '@/components/AppImage';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { withMuiScope } from '@/theme/MuiScope';
import type { PendingReview } from './usePendingReview';

/** R-REVIEW-1: an overflow badge +N after 3 images. */
const MAX_IMAGES = 3;

/**
 * The review prompt (R-REVIEW-1): a signed-in customer with an order
 * waiting for a review sees it in a modal whose rate button goes to /rate-and-review/{orderId};
 * closing the modal calls review-reminder-cancel for that order (usePendingReview). Guests never
 * see it. Mounted by ReviewPromptHost only while there is an order to ask about.
 */
function ReviewPrompt({ pending }: { pending: PendingReview }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const titleId = useId();
  const { orderId, dismiss: close, rate } = pending;
  const images = pending.images.slice(0, MAX_IMAGES);
  const extra = pending.images.length - images.length;

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogHeader id={titleId} title={t('How was your order?')} onClose={close} />
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
          <Box sx={{ mb: 1 }}>
            <PathIcon d={RATE_REVIEW_OUTLINED} size={48} tone="primary" />
          </Box>
        )}
        <Typography>
          {t('Your order #{{id}} was delivered. Rate the items to help other customers.', {
            id: orderId,
          })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('Not now')}</Button>
        <ButtonLink variant="contained" href={`/rate-and-review/${orderId}`} onClick={rate}>
          {t('Rate and review')}
        </ButtonLink>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(ReviewPrompt);
