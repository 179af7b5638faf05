import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRouter } from 'next/router';
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
 * The four tracking steps (spec document 2 §4): Order Placed, Order Confirmed, On the Way,
 * Delivered, each with the time it was reached ('D MMM, h:mm A'). Across on wide screens, down on
 * phones.
 */
export function TrackingSteps({
  order,
}: {
  order: TrackingTimes & { order_status?: string | null };
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: false });
  const current = trackingStepIndex(order.order_status);
  const delivered = order.order_status === 'delivered';

  return (
    <Stepper
      activeStep={delivered ? TRACKING_STEPS.length : current}
      alternativeLabel={!narrow}
      orientation={narrow ? 'vertical' : 'horizontal'}
      aria-label={t('Order progress')}
      component="ol"
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {TRACKING_STEPS.map((step, index) => {
        const time =
          index <= current ? formatTrackingTime(stepTime(order, step.key), locale) : null;
        const reached = index < current || delivered;
        return (
          <Step
            key={step.key}
            completed={reached}
            component="li"
            aria-current={index === current && !delivered ? 'step' : undefined}
          >
            <StepLabel
              optional={
                time ? (
                  <Typography variant="caption" color="textSecondary">
                    <bdi>{time}</bdi>
                  </Typography>
                ) : null
              }
            >
              {t(step.label)}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
