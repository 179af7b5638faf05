import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import { refundApi } from '@/api/modules/refund';
import { queryKeys } from '@/api/queryKeys';
import { TextField } from '@/components/ui/TextField';
import { CHAT_IMAGE_ACCEPT, chatFilesError } from '@/domain/chat/rules';
import { MAX_REFUND_IMAGES } from '@/domain/refund/rules';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { FormDialog, useDialogSubmit } from '@/features/account/FormDialog';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { useTranslation } from '@/lib/i18n/useTranslation';
import toast from '@/lib/toast';
import styles from './orders.module.css';

/**
 * Request a refund of a delivered order (R-REFUND-1): a reason, a note and up to three photos; the
 * order then shows Refund requested, and the wallet gets the amount once the shop approves.
 */
export default function RefundDialog({
  orderId,
  onClose,
}: {
  orderId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const refunds = useMemo(() => refundApi(api.http), [api]);
  const queryClient = useQueryClient();
  const reasons = useQuery({ queryKey: ['refund-reasons'], queryFn: () => refunds.reasons() });
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const { error, setError, busy, send } = useDialogSubmit();

  const submit = async () => {
    if (!reason) {
      setError(t('Choose a reason'));
      return;
    }
    await send(async () => {
      const answer = await refunds.request({ orderId, reason, note: note.trim(), images });
      toast.success(answer.message || t('Refund requested'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.all.orderDetails }),
        queryClient.invalidateQueries({ queryKey: queryKeys.all.orderTrack }),
        queryClient.invalidateQueries({ queryKey: queryKeys.all.myOrders }),
      ]);
      onClose();
    });
  };

  return (
    <FormDialog
      open
      title={t('Request refund')}
      submitLabel={t('Request refund')}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        select
        label={t('Reason')}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        required
      >
        <option value="">{t('Choose a reason')}</option>
        {(reasons.data ?? []).map((option) => (
          <option key={option.id} value={option.reason}>
            {option.reason}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('Note (optional)')}
        multiline
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        inputProps={{ maxLength: TEXT_LIMITS.refundNote }}
      />
      <label className={styles.refundFiles}>
        {t('Photos (up to {{count}})', { count: MAX_REFUND_IMAGES })}
        <input
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          multiple
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            const problem = chatFilesError(files);
            if (problem) {
              setError(t(problem));
              event.target.value = '';
              return;
            }
            setError(null);
            setImages(files);
          }}
        />
      </label>
      {error ? (
        <p role="alert" className={styles.refundError}>
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
