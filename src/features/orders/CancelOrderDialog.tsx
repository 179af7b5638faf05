import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import toast from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { useApi } from '@/api/ApiProvider';
import type { ApiError } from '@/api/errors';
import { queryKeys } from '@/api/queryKeys';
import { CANCEL_REASONS_PAGE } from '@/domain/orders/orders';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { useOrderOwner } from '@/features/tracking/useOrderTracking';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * Cancel a pending order with one of the customer cancellation reasons (API-ORDERS-5,
 * cancellation-reasons, first page of 10) and/or a note; one of them is required.
 */
function CancelOrderDialog({
  orderId,
  open,
  onClose,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const queryClient = useQueryClient();
  const { locale = 'en' } = useRouter();
  const { token, guestId } = useOrderOwner();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reasons = useQuery({
    queryKey: queryKeys.cancellationReasons(locale),
    queryFn: () => api.order.cancellationReasons(CANCEL_REASONS_PAGE),
    enabled: open,
    staleTime: 10 * 60_000,
  });

  const cancel = useMutation<{ message: string }, ApiError>({
    mutationFn: () =>
      api.order.cancel(
        { orderId, reason: reason || undefined, note: note.trim() || undefined },
        token ? undefined : { guestId },
      ),
    onSuccess: async (response) => {
      toast.success(response.message || t('Order canceled successfully'), { id: 'order-canceled' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.all.myOrders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.all.orderTrack }),
        queryClient.invalidateQueries({ queryKey: queryKeys.all.orderDetails }),
      ]);
      onClose();
    },
    onError: (failure) => setError(failure.message),
  });

  const submit = () => {
    if (!reason && !note.trim()) {
      setError(t('Please select a reason'));
      return;
    }
    setError(null);
    cancel.mutate();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogHeader id={titleId} title={t('Cancel order')} />
      <DialogContent>
        <FormControl component="fieldset" fullWidth>
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {t('Why do you want to cancel this order?')}
          </FormLabel>
          {reasons.isPending ? (
            [0, 1, 2].map((index) => <Skeleton key={index} height={40} />)
          ) : (
            <RadioGroup
              name="cancel-reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            >
              {(reasons.data ?? []).map((entry) => (
                <FormControlLabel
                  key={entry.id}
                  value={entry.reason}
                  control={<Radio />}
                  label={entry.reason}
                />
              ))}
            </RadioGroup>
          )}
        </FormControl>
        <TextField
          label={t('Note (optional)')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.cancelNote } }}
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('Keep order')}</Button>
        <Button variant="contained" color="error" onClick={submit} busy={cancel.isPending}>
          {t('Cancel order')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(CancelOrderDialog);
