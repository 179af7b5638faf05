import { useRouter } from 'next/router';
import { Stepper } from '@/components/ui/Stepper';
import { useTranslation } from '@/lib/i18n/useTranslation';
import {
  formatTrackingTime,
  stepTime,
  TRACKING_STEPS,
  trackingStepIndex,
  type TrackingTimes,
} from '@/domain/orders/tracking';
import { ORDER_NAMESPACES } from './i18n';

/**
 * The four tracking steps (R-ORDER-4): Order Placed, Order Confirmed, On the Way,
 * Delivered, each with the time it was reached ('D MMM, h:mm A'), on the kit's Stepper: across on
 * wide screens, down on phones. Steps before the current one are done (a tick), the current one
 * is aria-current="step" and bold; a delivered order has every step done.
 */
export function TrackingSteps({
  order,
}: {
  order: TrackingTimes & { order_status?: string | null };
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const current = trackingStepIndex(order.order_status);
  const delivered = order.order_status === 'delivered';
  const steps = TRACKING_STEPS.map((step, index) => {
    const time = index <= current ? formatTrackingTime(stepTime(order, step.key), locale) : null;
    return { label: t(step.label), detail: time ? <bdi>{time}</bdi> : null };
  });

  return (
    <Stepper
      steps={steps}
      activeStep={delivered ? steps.length : current}
      label={t('Order progress')}
      completedLabel={t('Completed')}
      downOnPhones
    />
  );
}
