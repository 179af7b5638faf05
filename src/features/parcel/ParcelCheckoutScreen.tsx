import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState, type ReactNode } from 'react';
import { useApi } from '@/api/ApiProvider';
import { ApiError } from '@/api/errors';
import { queryKeys } from '@/api/queryKeys';
import { Money } from '@/components/catalog/Money';
import {
  CHARGE_PAYERS,
  haversineKm,
  kmFromMeters,
  parcelFee,
  parcelPaymentMethods,
  receiverDetailsJson,
  type ChargePayer,
  type ParcelPayment,
} from '@/domain/orders/parcel';
import { addressExtras } from '@/domain/orders/orders';
import { dialCountry, normalizePhone } from '@/domain/validation/phone';
import { useSessionReady } from '@/features/profile/useSessionReady';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { useAppSelector } from '@/store/hooks';
import {
  clearParcelDraft,
  PARCEL_DRAFT_KEY,
  parseParcelDraft,
  PENDING_PAYMENT_KEY,
  useSessionText,
} from './draft';

const PAYMENT_LABELS: Record<ParcelPayment, string> = {
  cash_on_delivery: 'Cash on delivery',
  wallet: 'Wallet',
  digital_payment: 'Digital payment',
};

interface Placed {
  orderId: number;
  phone: string;
}

function Row({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, textAlign: 'end' }}>{children}</Typography>
    </Box>
  );
}

function Party({
  title,
  name,
  phone,
  address,
  extras,
}: {
  title: string;
  name: string;
  phone: string;
  address: string;
  extras: string;
}) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="overline" color="textSecondary" component="h3">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      <Typography variant="body2" color="textSecondary">
        <bdi dir="ltr">{phone}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {address}
      </Typography>
      {extras ? (
        <Typography variant="body2" color="textSecondary">
          {extras}
        </Typography>
      ) : null}
    </Box>
  );
}

function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function parsePending(raw: string | null | undefined): Placed | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Placed>;
    return typeof value.orderId === 'number'
      ? { orderId: value.orderId, phone: value.phone ?? '' }
      : null;
  } catch {
    return null;
  }
}

/**
 * The parcel checkout: who pays (sender or receiver), the fee from the distance and the category,
 * the payment method, then `order/place` with `order_type=parcel` (contract §10.1). Digital payment
 * goes through the gateway page and comes back here with `flag`.
 */
export function ParcelCheckoutScreen() {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const router = useRouter();
  const config = useConfig();
  const ready = useSessionReady();
  const token = useAppSelector((state) => state.session.token);
  const guestId = useAppSelector((state) => state.session.guestId);
  const profile = useProfile().data;
  const draftText = useSessionText(PARCEL_DRAFT_KEY);
  const draft = draftText === undefined ? undefined : parseParcelDraft(draftText);
  const pendingText = useSessionText(PENDING_PAYMENT_KEY);
  const [payer, setPayer] = useState<ChargePayer>('sender');
  const [method, setMethod] = useState<ParcelPayment | ''>('');
  const [note, setNote] = useState('');
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placedNow, setPlacedNow] = useState<Placed | null>(null);
  const [switched, setSwitched] = useState(false);
  const flag = typeof router.query.flag === 'string' ? router.query.flag : null;
  // Back from the payment gateway with `flag`: success, or fail / cancel.
  const returned = flag ? parsePending(pendingText) : null;
  const paid = returned && flag === 'success' ? returned : null;
  const failed = returned && flag !== 'success' && !switched ? returned : null;
  const placed = placedNow ?? (paid && !token ? paid : null) ?? (switched ? returned : null);

  // A member who paid goes to the order; the draft is done with either way.
  useEffect(() => {
    if (!paid || !ready) return;
    clearParcelDraft();
    if (token) void router.replace(`/profile?page=my-orders&orderId=${paid.orderId}&from=checkout`);
  }, [paid, ready, token, router]);

  const sender = draft ? { lat: draft.sender.lat ?? 0, lng: draft.sender.lng ?? 0 } : null;
  const receiver = draft ? { lat: draft.receiver.lat ?? 0, lng: draft.receiver.lng ?? 0 } : null;
  const distance = useQuery({
    queryKey: queryKeys.parcelDistance(
      sender ? `${sender.lat},${sender.lng}` : '',
      receiver ? `${receiver.lat},${receiver.lng}` : '',
    ),
    queryFn: async () => {
      const meters = await api.parcel.distanceMeters(sender!, receiver!);
      return kmFromMeters(meters) ?? haversineKm(sender!, receiver!);
    },
    enabled: Boolean(sender && receiver),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const km =
    distance.data ??
    (sender && receiver && distance.isError ? haversineKm(sender, receiver) : null);
  const fee =
    draft && km !== null
      ? parcelFee(km, draft.category, {
          parcel_per_km_shipping_charge: numberOrNull(config?.parcel_per_km_shipping_charge),
          parcel_minimum_shipping_charge: numberOrNull(config?.parcel_minimum_shipping_charge),
        })
      : null;
  const zoneCod = useAppSelector((state) => state.location.zoneData);
  const cashOnDelivery =
    config?.cash_on_delivery !== false &&
    (zoneCod.length === 0 ||
      zoneCod.some((zone) => zone.cash_on_delivery !== false && zone.cash_on_delivery !== 0));
  const gateway = config?.active_payment_method_list?.[0]?.gateway ?? null;
  const methods = parcelPaymentMethods(payer, {
    cashOnDelivery,
    digitalPayment: Boolean(config?.digital_payment) && gateway !== null,
    wallet: config?.customer_wallet_status === 1,
    signedIn: Boolean(token),
  });
  const chosen = methods.includes(method as ParcelPayment)
    ? (method as ParcelPayment)
    : (methods[0] ?? '');
  const walletShort = chosen === 'wallet' && fee !== null && (profile?.wallet_balance ?? 0) < fee;

  const place = async () => {
    if (!draft || !chosen || fee === null || km === null) return;
    if (walletShort) {
      setError(t('Your wallet balance is not enough for this order.'));
      return;
    }
    if (!token && !guestId) {
      setError(t('Please wait a moment and try again.'));
      return;
    }
    setError(null);
    setPlacing(true);
    const senderPhone = normalizePhone(dialCountry(draft.sender.country).dial, draft.sender.phone);
    const receiverPhone = normalizePhone(
      dialCountry(draft.receiver.country).dial,
      draft.receiver.phone,
    );
    try {
      const response = await api.parcel.place(
        {
          order_type: 'parcel',
          payment_method: chosen,
          parcel_category_id: draft.category.id,
          receiver_details: receiverDetailsJson(draft.receiver, receiverPhone),
          charge_payer: payer,
          distance: km,
          address: draft.sender.address.trim(),
          latitude: String(draft.sender.lat),
          longitude: String(draft.sender.lng),
          address_type: 'other',
          road: draft.sender.road.trim() || undefined,
          house: draft.sender.house.trim() || undefined,
          floor: draft.sender.floor.trim() || undefined,
          contact_person_name: draft.sender.name.trim(),
          contact_person_number: senderPhone,
          contact_person_email: draft.sender.email.trim() || undefined,
          guest_id: token ? undefined : (guestId ?? undefined),
          order_note: note.trim() || undefined,
        },
        { moduleId: draft.moduleId, zoneIds: draft.sender.zoneIds ?? '[]' },
      );
      const result = { orderId: response.order_id, phone: senderPhone };
      if (chosen === 'digital_payment' && gateway) {
        sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(result));
        const prefix =
          router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : '';
        const callback = `${window.location.origin}${prefix}/parcel-checkout`;
        const params = new URLSearchParams({
          order_id: String(response.order_id),
          customer_id: String(response.user_id ?? profile?.id ?? guestId ?? ''),
          payment_method: gateway,
          payment_platform: 'web',
          callback,
        });
        window.location.assign(
          new URL(`/payment-mobile?${params.toString()}`, window.location.origin).toString(),
        );
        return;
      }
      clearParcelDraft();
      if (token) {
        void router.push(`/profile?page=my-orders&orderId=${response.order_id}&from=checkout`);
      } else {
        setPlacedNow(result);
        setPlacing(false);
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('Something went wrong'));
      setPlacing(false);
    }
  };

  const switchToCash = async () => {
    if (!failed) return;
    try {
      await api.order.paymentMethod(failed.orderId, token ? undefined : { guestId });
      setError(null);
      clearParcelDraft();
      if (token) {
        void router.replace(`/profile?page=my-orders&orderId=${failed.orderId}&from=checkout`);
      } else setSwitched(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('Something went wrong'));
    }
  };

  if (placed) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h3" component="h1" gutterBottom>
          {t('Order placed successfully')}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {t('Order ID')}:{' '}
          <strong>
            <bdi>#{placed.orderId}</bdi>
          </strong>
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('Remember your order ID and phone number to track your order later.')}{' '}
          <bdi dir="ltr">{placed.phone}</bdi>
        </Typography>
        <Button
          component={NextLink}
          href={`/track-order?order_id=${placed.orderId}`}
          variant="contained"
        >
          {t('Track order')}
        </Button>
      </Container>
    );
  }

  if (failed) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="error" sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('Order Place Failed')}</Typography>
          {t('The payment of order #{{id}} did not go through.', { id: failed.orderId })}
        </Alert>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1.5}>
          {cashOnDelivery ? (
            <Button variant="contained" onClick={() => void switchToCash()}>
              {t('Switch to cash on delivery')}
            </Button>
          ) : null}
          <Button component={NextLink} href="/home" variant="outlined">
            {t('Back to home')}
          </Button>
        </Stack>
      </Container>
    );
  }

  if (draft === undefined || !ready) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Skeleton variant="rounded" height={320} />
      </Container>
    );
  }
  if (draft === null) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <LocalShippingOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('Tell us about your parcel first')}
        </Typography>
        <Button component={NextLink} href="/parcel-delivery-info" variant="contained">
          {t('Parcel delivery details')}
        </Button>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('Parcel checkout')}
      </Typography>
      <Stack spacing={2}>
        <Paper variant="outlined" component="section" sx={{ p: 2, borderRadius: 2 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
          >
            <Typography variant="h5" component="h2">
              {draft.category.name}
            </Typography>
            <Button
              component={NextLink}
              href={`/parcel-delivery-info?category_id=${draft.category.id}`}
              size="small"
            >
              {t('Edit')}
            </Button>
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            divider={<Divider flexItem orientation="vertical" />}
          >
            <Party
              title={t('Sender')}
              name={draft.sender.name}
              phone={normalizePhone(dialCountry(draft.sender.country).dial, draft.sender.phone)}
              address={draft.sender.address}
              extras={addressExtras(draft.sender)}
            />
            <Party
              title={t('Receiver')}
              name={draft.receiver.name}
              phone={normalizePhone(dialCountry(draft.receiver.country).dial, draft.receiver.phone)}
              address={draft.receiver.address}
              extras={addressExtras(draft.receiver)}
            />
          </Stack>
        </Paper>

        <Paper variant="outlined" component="section" sx={{ p: 2, borderRadius: 2 }}>
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {t('Who pays the delivery fee?')}
            </FormLabel>
            <RadioGroup
              row
              name="charge_payer"
              value={payer}
              onChange={(event) => setPayer(event.target.value as ChargePayer)}
            >
              {CHARGE_PAYERS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={value === 'sender' ? t('Sender') : t('Receiver')}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Divider sx={{ my: 1.5 }} />
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {t('Payment method')}
            </FormLabel>
            {methods.length ? (
              <RadioGroup
                name="payment_method"
                value={chosen}
                onChange={(event) => setMethod(event.target.value as ParcelPayment)}
              >
                {methods.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={t(PAYMENT_LABELS[value])}
                  />
                ))}
              </RadioGroup>
            ) : (
              <Typography color="error">
                {t('No payment method is available for this order.')}
              </Typography>
            )}
            {payer === 'receiver' ? (
              <Typography variant="body2" color="textSecondary">
                {t('The receiver pays in cash on delivery.')}
              </Typography>
            ) : null}
            {walletShort ? (
              <Typography variant="body2" color="error">
                {t('Your wallet balance is not enough for this order.')}
              </Typography>
            ) : null}
          </FormControl>
          <TextField
            label={t('Note (optional)')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </Paper>

        <Paper
          variant="outlined"
          component="section"
          aria-label={t('Summary')}
          sx={{ p: 2, borderRadius: 2 }}
        >
          <Row label={t('Distance')}>
            {km === null ? (
              <Skeleton width={60} />
            ) : (
              <bdi>{t('{{km}} km', { km: km.toFixed(1) })}</bdi>
            )}
          </Row>
          <Row label={t('Delivery fee')}>
            {fee === null ? <Skeleton width={60} /> : <Money amount={fee} config={config} />}
          </Row>
          <Divider sx={{ my: 1 }} />
          <Row label={t('Total')} strong>
            {fee === null ? <Skeleton width={60} /> : <Money amount={fee} config={config} />}
          </Row>
        </Paper>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button
          variant="contained"
          size="large"
          onClick={() => void place()}
          disabled={placing || !chosen || fee === null}
          startIcon={placing ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {t('Place order')}
        </Button>
      </Stack>
    </Container>
  );
}
