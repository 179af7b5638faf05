import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import toast from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { useApi } from '@/api/ApiProvider';
import { ApiError } from '@/api/errors';
import { FAILED_PAYMENT_CANCEL_REASON } from '@/domain/checkout/payment';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { useAppDispatch } from '@/store/hooks';
import { buyNowCleared, cartCleared } from '@/store/slices/cart';
import { withMuiScope } from '@/theme/MuiScope';

export interface FailedPaymentDialogProps {
  open: boolean;
  onClose: () => void;
  orderId: string;
  guestId: string | null;
  codAllowed: boolean;
}

/**
 * The dialogs of a failed payment (R-PAY-2), loaded with
 * next/dynamic once the failure screen opens them: 'Order Place Failed' offers cash on delivery
 * when the zone allows it; Back to home asks 'Are you agree with this order fail?' and cancels the
 * order with the reason 'Order payment canceled'. Either way the cart is cleared and the customer
 * goes to /home. The failure screen keeps this mounted once opened, so the confirmation and a
 * running request survive closing the first dialog.
 */
function FailedPaymentDialog({
  open,
  onClose,
  orderId,
  guestId,
  codAllowed,
}: FailedPaymentDialogProps) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const confirmId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cod' | 'cancel' | null>(null);

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
      <Dialog
        open={open && !confirming}
        onClose={onClose}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogHeader id={titleId} title={t('Order Place Failed')} />
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
              busy={busy === 'cod'}
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
        <DialogHeader id={confirmId} title={t('Are you agree with this order fail?')} />
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
            busy={busy === 'cancel'}
            autoFocus
          >
            {t('Yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export default withMuiScope(FailedPaymentDialog);
