import { useRouter } from 'next/router';
import { SvgFrame } from '@/components/icons/Icon';
import { useTranslation } from '@/lib/i18n/useTranslation';
import {
  formatTrackingTime,
  stepTime,
  TRACKING_STEPS,
  trackingStepIndex,
  type TrackingTimes,
} from '@/domain/orders/tracking';
import { ORDER_NAMESPACES } from './i18n';
import styles from './trackingSteps.module.css';

/** MUI's StepIcon tick: a filled circle with a check mark. */
const TICK =
  'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z';

/**
 * The four tracking steps (spec document 2 §4): Order Placed, Order Confirmed, On the Way,
 * Delivered, each with the time it was reached ('D MMM, h:mm A'). Across on wide screens, down on
 * phones (a CSS media query, so the server renders the right layout). Steps before the current
 * one are done (a tick), the current one is aria-current="step" and bold; a delivered order has
 * every step done.
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

  return (
    <ol className={styles.steps} aria-label={t('Order progress')}>
      {TRACKING_STEPS.map((step, index) => {
        const time =
          index <= current ? formatTrackingTime(stepTime(order, step.key), locale) : null;
        const completed = index < current || delivered;
        const active = index === current && !delivered;
        const classes = [
          styles.step,
          completed ? styles.completed : '',
          active ? styles.active : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={step.key} className={classes} aria-current={active ? 'step' : undefined}>
            <span className={styles.icon}>
              {completed ? (
                <SvgFrame size={24}>
                  <path d={TICK} fill="currentColor" />
                </SvgFrame>
              ) : (
                <span className={styles.number}>{index + 1}</span>
              )}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{t(step.label)}</span>
              {time ? (
                <span className={styles.time}>
                  <bdi>{time}</bdi>
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
