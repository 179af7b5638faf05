import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import { ApiError } from '@/api/errors';
import {
  FAILED_PAYMENT_CANCEL_REASON,
  FAILED_PAYMENT_DIALOG_DELAY_MS,
} from '@/domain/checkout/payment';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { useAppDispatch } from '@/store/hooks';
import { buyNowCleared, cartCleared } from '@/store/slices/cart';

/**
 * Failed payment (spec document 1 §2 item 11, §4 'Failed payment', §6): the failure screen, then
 * 500 ms later the 'Order Place Failed' dialog. Cash on delivery is offered only when the zone
 * allows it; Back to home asks 'Are you agree with this order fail?' and cancels the order with the
 * reason 'Order payment canceled'. Either way the cart is cleared and the customer goes to /home.
 */
export function FailedPayment({
  orderId,
  guestId,
  codAllowed,
}: {
  orderId: string;
  guestId: string | null;
  codAllowed: boolean;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const confirmId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cod' | 'cancel' | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(true), FAILED_PAYMENT_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const finish = async () => {
    dispatch(cartCleared());
    dispatch(buyNowCleared());
    await router.push('/home');
  };

  const run = async (kind: 'cod' | 'cancel') => {
    if (busy) return;
    setBusy(kind);
    try {
      const answer =
        kind === 'cod'
          ? await api.order.paymentMethod(orderId, { guestId })
          : await api.order.cancel({ orderId, reason: FAILED_PAYMENT_CANCEL_REASON }, { guestId });
      toast.success(answer.message, { id: 'failed-payment' });
      await finish();
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : t('Something went wrong. Please try again.'),
        { id: 'failed-payment' },
      );
      setBusy(null);
    }
  };

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <ErrorOutline color="error" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="h5" component="h1">
            {t('Payment failed')}
          </Typography>
          <Typography color="textSecondary">
            {t('Your payment for order #{{id}} did not go through.', { id: orderId })}
          </Typography>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {t('What would you like to do?')}
          </Button>
        </Stack>
      </Paper>

      <Dialog
        open={open && !confirming}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{t('Order Place Failed')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {codAllowed
              ? t('You can still get your order by paying with cash on delivery.')
              : t('The payment for your order was not completed.')}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button color="inherit" variant="outlined" onClick={() => setConfirming(true)}>
            {t('Back to home')}
          </Button>
          {codAllowed ? (
            <Button
              variant="contained"
              onClick={() => void run('cod')}
              loading={busy === 'cod'}
              autoFocus
            >
              {t('Switch to cash on delivery')}
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={confirmId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={confirmId}>{t('Are you agree with this order fail?')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('Your order will be canceled.')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" variant="outlined" onClick={() => setConfirming(false)}>
            {t('No')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void run('cancel')}
            loading={busy === 'cancel'}
            autoFocus
          >
            {t('Yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
