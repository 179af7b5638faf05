import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import { apiErrorMessage } from '@/api/errors';
import type { Order } from '@/api/modules/order';
import { offlinePaymentApi } from '@/api/modules/offlinePayment';
import { queryKeys } from '@/api/queryKeys';
import { Button } from '@/components/ui/Button';
import { fieldLabel, missingOfflineField } from '@/domain/checkout/payment';
import { OfflinePaymentFields, type OfflineInfo } from '@/features/checkout/OfflinePaymentFields';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { useTranslation } from '@/lib/i18n/useTranslation';
import toast from '@/lib/toast';
import { useAppSelector } from '@/store/hooks';
import styles from './orders.module.css';

const FINISHED = ['delivered', 'canceled', 'failed', 'refunded', 'refund_requested'];

/** The form that sends an offline payment's details the checkout could not send. */
function SendDetails({ order }: { order: Order }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const offline = useMemo(() => offlinePaymentApi(api.http), [api]);
  const queryClient = useQueryClient();
  const guestId = useAppSelector((state) => (state.session.token ? null : state.session.guestId));
  const methods =
    useQuery({ queryKey: queryKeys.offlineMethods(), queryFn: () => offline.methods() }).data ?? [];
  const [info, setInfo] = useState<OfflineInfo>({ methodId: null, values: {} });
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const methodId = info.methodId ?? (methods.length === 1 ? methods[0].id : null);
  const send = async () => {
    const method = methods.find((entry) => entry.id === methodId);
    const empty = missingOfflineField(method, info.values);
    setMissing(empty);
    if (empty || methodId === null) return;
    setBusy(true);
    try {
      await offline.submit({ orderId: order.id, methodId, values: info.values, guestId });
      toast.success(t('Payment details sent'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.all.orderTrack });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all.orderDetails });
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? t('Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className={styles.secondary}>
        {t('Send the details of your payment so the shop can check it.')}
      </p>
      <OfflinePaymentFields
        methods={methods}
        value={{ methodId, values: info.values }}
        onChange={(next) => {
          setInfo(next);
          setMissing(null);
        }}
        missing={missing}
      />
      <Button variant="contained" busy={busy} onClick={() => void send()}>
        {t('Send payment details')}
      </Button>
    </>
  );
}

/** An offline-paid order's payment details as sent, or the form to send them (R-PAY-3). */
export function OfflinePaymentInfo({ order }: { order: Order }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  if (order.payment_method !== 'offline_payment') return null;
  const sent = order.offline_payment;
  if (!sent) return FINISHED.includes(order.order_status) ? null : <SendDetails order={order} />;
  const entries = Object.entries(sent.payment_info ?? {}).filter(
    ([key, value]) => key !== 'method_name' && value !== null && value !== '',
  );
  return (
    <div className={styles.offlineSent}>
      <p className={styles.body1}>
        {sent.status === 'verified' ? t('Payment checked by the shop') : t('Payment details sent')}
      </p>
      <dl>
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>{fieldLabel(key)}</dt>
            <dd dir="auto">{String(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
