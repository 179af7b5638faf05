import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type FormEvent } from 'react';
import { useApi } from '@/api/ApiProvider';
import { PathIcon } from '@/components/icons/Icon';
import { CHECK_CIRCLE_ROUNDED } from '@/components/icons/material/CheckCircleRounded';
import { RADIO_BUTTON_UNCHECKED_ROUNDED } from '@/components/icons/material/RadioButtonUncheckedRounded';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';
import { toApiError } from '@/api/http';
import { queryKeys } from '@/api/queryKeys';
import {
  cleanOrderId,
  trackFormErrors,
  withPlus,
  type TrackFormValues,
} from '@/domain/orders/orders';
import {
  TRACKING_STEPS,
  formatTrackingTime,
  isStoppedStatus,
  stepTime,
  trackingRefetchInterval,
  trackingStepIndex,
} from '@/domain/orders/tracking';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { useAppSelector } from '@/store/hooks';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The order-tracking form of the home side panel and the parcel home (R-ORDER-5): the
 * order id is required ('Need a order id'); a guest also needs a phone ('Need a contact number'),
 * sent with a plus prefix; signed-in customers need none. The answer shows the four steps with
 * their times and is refetched every 10 s until the order is final; 'Order not found' on a 404,
 * the server's message on other errors.
 */
function TrackOrderForm({ idBase }: { idBase: string }) {
  const { t } = useTranslation('home');
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const token = useAppSelector((state) => state.session.token);
  const guestId = useAppSelector((state) => state.session.guestId);
  const [values, setValues] = useState<TrackFormValues>({ orderId: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof TrackFormValues, string>>>({});
  const [asked, setAsked] = useState<{ orderId: number; phone: string } | null>(null);
  const signedIn = Boolean(token);

  const query = useQuery({
    queryKey: queryKeys.homePart(
      locale,
      token ? 'member' : `guest-${guestId ?? ''}`,
      null,
      'track',
      `${asked?.orderId ?? 0}-${asked?.phone ?? ''}`,
    ),
    queryFn: () =>
      api.order.track(
        asked!.orderId,
        signedIn ? undefined : { guestId, contactNumber: asked!.phone },
        { silent: true },
      ),
    enabled: asked !== null,
    refetchInterval: (state) => trackingRefetchInterval(state.state.data),
    retry: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = trackFormErrors(values, signedIn);
    setErrors(found);
    if (Object.keys(found).length) return;
    setAsked({ orderId: Number(cleanOrderId(values.orderId)), phone: withPlus(values.phone) });
  };

  const error = query.error ? toApiError(query.error) : null;
  const order = asked && query.data ? query.data : null;
  const current = order ? trackingStepIndex(order.order_status) : -1;

  return (
    <Box>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          id={`${idBase}-order-id`}
          label={t('Order ID')}
          value={values.orderId}
          onChange={(event) => setValues((prev) => ({ ...prev, orderId: event.target.value }))}
          error={Boolean(errors.orderId)}
          helperText={errors.orderId ? t(errors.orderId) : ' '}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 14 } }}
        />
        {signedIn ? null : (
          <TextField
            id={`${idBase}-phone`}
            label={t('Phone number')}
            type="tel"
            value={values.phone}
            onChange={(event) => setValues((prev) => ({ ...prev, phone: event.target.value }))}
            error={Boolean(errors.phone)}
            helperText={errors.phone ? t(errors.phone) : t('The phone number of the order')}
            required
            slotProps={{
              htmlInput: { autoComplete: 'tel', maxLength: TEXT_LIMITS.trackPhone, dir: 'ltr' },
            }}
          />
        )}
        <Button type="submit" variant="contained" disabled={query.isFetching && !order}>
          {query.isFetching && !order ? (
            <Spinner size={22} label={t('Loading')} />
          ) : (
            t('Track Order')
          )}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {error ? (
          <Alert severity="error">
            {error.status === 404 ? t('Order not found') : error.message}
          </Alert>
        ) : null}
        {order ? (
          <Box>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>
              {t('Order')} <bdi>#{order.id}</bdi>
            </Typography>
            {isStoppedStatus(order.order_status) ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {order.order_status === 'canceled'
                  ? t('This order was canceled.')
                  : t('This order did not go through.')}
              </Alert>
            ) : null}
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {TRACKING_STEPS.map((step, index) => {
                const done = index <= current;
                const time = formatTrackingTime(stepTime(order, step.key), locale);
                return (
                  <Box
                    component="li"
                    key={step.key}
                    aria-current={index === current ? 'step' : undefined}
                    sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.75 }}
                  >
                    <Box sx={{ color: done ? 'primary.main' : 'text.disabled', lineHeight: 0 }}>
                      <PathIcon d={done ? CHECK_CIRCLE_ROUNDED : RADIO_BUTTON_UNCHECKED_ROUNDED} />
                    </Box>
                    <Box>
                      <Typography sx={{ fontWeight: index === current ? 700 : 500 }}>
                        {t(step.label)}
                      </Typography>
                      {done && time ? (
                        <Typography variant="body2" color="textSecondary">
                          <bdi>{time}</bdi>
                        </Typography>
                      ) : null}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

export default withMuiScope(TrackOrderForm);
