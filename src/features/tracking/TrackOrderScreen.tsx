import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type FormEvent } from 'react';
import toast from '@/lib/toast';
import { EmptyState } from '@/components/EmptyState';
import { cleanOrderId, trackFormErrors, type TrackFormValues } from '@/domain/orders/orders';
import { defaultCountryIso, dialCountry, normalizePhone } from '@/domain/validation/phone';
import { PhoneField } from '@/features/auth/PhoneField';
import { useSessionReady } from '@/features/profile/useSessionReady';
import { useConfig } from '@/hooks/useConfig';
import { PrescriptionImages } from '@/features/orders/PrescriptionImages';
import { ORDER_NAMESPACES } from './i18n';
import { OrderTracking } from './OrderTracking';
import { useOrderOwner, useOrderTracking } from './useOrderTracking';

interface Target {
  orderId: number;
  contactNumber: string | null;
}

function initialOrderId(value: string | string[] | undefined): string {
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? value : '';
}

/**
 * /track-order (spec document 2 §2, §5): an order id and, for guests, the contact number ('Need a
 * order id' / 'Need a contact number'; the phone is sent with a plus), then the tracking view,
 * refreshed every 10 s until the order is delivered; 'Order not found' otherwise.
 */
export function TrackOrderScreen() {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const router = useRouter();
  const config = useConfig();
  const ready = useSessionReady();
  const { token } = useOrderOwner();
  const signedIn = ready && Boolean(token);
  const [values, setValues] = useState<TrackFormValues>(() => ({
    orderId: initialOrderId(router.query.order_id),
    phone: '',
  }));
  const [country, setCountry] = useState(() => defaultCountryIso(config?.country));
  const [errors, setErrors] = useState<Partial<Record<keyof TrackFormValues, string>>>({});
  const [target, setTarget] = useState<Target | null>(null);
  const tracking = useOrderTracking(target?.orderId ?? null, {
    contactNumber: target?.contactNumber,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = trackFormErrors(values, signedIn);
    setErrors(found);
    const messages = Object.values(found);
    // The spec's texts are toasts; they also stay beside their fields.
    for (const message of messages) toast.error(t(message), { id: message });
    if (messages.length) return;
    const contactNumber = signedIn ? null : normalizePhone(dialCountry(country).dial, values.phone);
    setTarget({ orderId: Number(cleanOrderId(values.orderId)), contactNumber });
  };

  const searching = target !== null && tracking.isPending;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <LocalShippingOutlined aria-hidden color="primary" sx={{ fontSize: 36 }} />
        <Typography variant="h3" component="h1">
          {t('Track order')}
        </Typography>
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {signedIn
          ? t('Enter your order ID to see where it is.')
          : t('Enter your order ID and the phone number used for the order.')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, mb: 3 }}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('Track order')}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: signedIn ? '1fr auto' : '1fr 1.4fr auto' },
            alignItems: 'start',
          }}
        >
          <TextField
            id="track-order-id"
            name="order_id"
            label={t('Order ID')}
            value={values.orderId}
            onChange={(event) =>
              setValues((current) => ({ ...current, orderId: event.target.value }))
            }
            error={Boolean(errors.orderId)}
            helperText={errors.orderId ? t(errors.orderId) : undefined}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' } }}
          />
          {signedIn ? null : (
            <PhoneField
              id="track-order-phone"
              name="contact_number"
              label={t('Phone number')}
              country={country}
              onCountryChange={setCountry}
              pickerEnabled={config?.country_picker_status === 1}
              value={values.phone}
              onChange={(event) =>
                setValues((current) => ({ ...current, phone: event.target.value }))
              }
              onBlur={() => undefined}
              error={Boolean(errors.phone)}
              helperText={errors.phone ? t(errors.phone) : undefined}
              required
            />
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={searching}
            startIcon={searching ? <CircularProgress size={18} color="inherit" /> : null}
            sx={{ minHeight: 56 }}
          >
            {t('Track')}
          </Button>
        </Box>
      </Paper>

      {target && tracking.isError ? (
        tracking.error.status === 404 || tracking.error.status === 403 ? (
          <EmptyState
            icon={<SearchOffOutlined />}
            title={t('Order not found')}
            text={t('Check the order ID and the phone number, then try again.')}
          />
        ) : (
          <Alert severity="error">{tracking.error.message}</Alert>
        )
      ) : null}
      {target && tracking.data ? (
        <Stack spacing={2}>
          <OrderTracking order={tracking.data} />
          <PrescriptionImages order={tracking.data} heading="h2" />
        </Stack>
      ) : null}
      {signedIn ? null : (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
          {t('Have an account?')}{' '}
          <NextLink href={`/auth/sign-in?from=${encodeURIComponent('/profile?page=my-orders')}`}>
            {t('Sign in to see all your orders')}
          </NextLink>
        </Typography>
      )}
    </Container>
  );
}
