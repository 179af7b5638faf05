import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { ParcelCategory } from '@/api/modules/parcel';
import { defaultLocation } from '@/domain/geo';
import {
  EMPTY_PARCEL_CONTACT,
  PARCEL_MESSAGES,
  parcelContactErrors,
  type ParcelContactErrors,
} from '@/domain/orders/parcel';
import { defaultCountryIso } from '@/domain/validation/phone';
import { useSessionReady } from '@/features/profile/useSessionReady';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { useAppSelector } from '@/store/hooks';
import { CategoryPicker } from './CategoryPicker';
import { ContactSection, type ContactValue } from './ContactSection';
import { PARCEL_DRAFT_KEY, parseParcelDraft, saveParcelDraft, useSessionText } from './draft';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = { sender: ParcelContactErrors & { email?: string }; receiver: ParcelContactErrors };

/**
 * /parcel-delivery-info (spec document 2 §2): after choosing a parcel category, the sender and the
 * receiver with map pickers and the address form's validations; then the parcel checkout.
 */
export function ParcelDeliveryInfoScreen({
  parcelModuleId,
  categories,
}: {
  parcelModuleId: number;
  categories: ParcelCategory[];
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const router = useRouter();
  const config = useConfig();
  const ready = useSessionReady();
  const token = useAppSelector((state) => state.session.token);
  const stored = useAppSelector((state) => state.location);
  const profile = useProfile().data;
  const categoryId = Number(router.query.category_id);
  const category = categories.find((entry) => entry.id === categoryId) ?? null;
  const country = defaultCountryIso(config?.country);
  const pickerEnabled = config?.country_picker_status === 1;

  const draftText = useSessionText(PARCEL_DRAFT_KEY);
  const draft = parseParcelDraft(draftText);
  const fromDraft = draft && draft.moduleId === parcelModuleId ? draft : null;
  // The fields start from the earlier draft (back from checkout), else the stored location and
  // the profile; what the customer types is kept on top of them.
  const senderDefaults: ContactValue & { email: string } = fromDraft
    ? fromDraft.sender
    : {
        ...EMPTY_PARCEL_CONTACT,
        country,
        email: profile?.email ?? '',
        name: profile ? [profile.f_name, profile.l_name].filter(Boolean).join(' ') : '',
        phone: profile?.phone ?? '',
        address: stored.address ?? '',
        lat: stored.latitude,
        lng: stored.longitude,
        zoneIds: stored.zoneIds,
      };
  const receiverDefaults: ContactValue = fromDraft
    ? fromDraft.receiver
    : { ...EMPTY_PARCEL_CONTACT, country };
  const [senderEdits, setSenderEdits] = useState<Partial<ContactValue & { email: string }>>({});
  const [receiverEdits, setReceiverEdits] = useState<Partial<ContactValue>>({});
  const sender = { ...senderDefaults, ...senderEdits };
  const receiver = { ...receiverDefaults, ...receiverEdits };
  const [errors, setErrors] = useState<Errors>({ sender: {}, receiver: {} });

  const guest = ready && !token;
  const guestBlocked = guest && config?.guest_checkout_status !== 1;
  const fallbackPoint =
    stored.latitude !== null && stored.longitude !== null
      ? { lat: stored.latitude, lng: stored.longitude }
      : defaultLocation(config);

  const onContinue = () => {
    if (!category) return;
    const found: Errors = {
      sender: parcelContactErrors(sender),
      receiver: parcelContactErrors(receiver),
    };
    if (guest) {
      if (!sender.email.trim()) found.sender.email = 'Email is required';
      else if (!EMAIL.test(sender.email.trim())) found.sender.email = 'Must be a valid email';
    }
    if (
      !found.receiver.location &&
      sender.lat !== null &&
      sender.lat === receiver.lat &&
      sender.lng === receiver.lng
    ) {
      found.receiver.location = PARCEL_MESSAGES.samePlace;
    }
    setErrors(found);
    const firstInvalid = Object.keys(found.sender).length
      ? `sender-${Object.keys(found.sender)[0] === 'location' ? 'address' : Object.keys(found.sender)[0]}`
      : Object.keys(found.receiver).length
        ? `receiver-${Object.keys(found.receiver)[0] === 'location' ? 'address' : Object.keys(found.receiver)[0]}`
        : null;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    saveParcelDraft({ moduleId: parcelModuleId, category, sender, receiver });
    void router.push('/parcel-checkout');
  };

  if (!category) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('We Deliver Everything')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('What are you wish to send?')}
        </Typography>
        {categories.length ? (
          <CategoryPicker categories={categories} />
        ) : (
          <Alert severity="info">{t('No parcel categories are available right now.')}</Alert>
        )}
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('Parcel delivery details')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Typography color="textSecondary">
          {t('Category')}: <strong>{category.name}</strong>
        </Typography>
        <Button component={NextLink} href="/parcel-delivery-info" size="small">
          {t('Change')}
        </Button>
      </Stack>
      {guestBlocked ? (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button
              component={NextLink}
              href={`/auth/sign-in?from=${encodeURIComponent(router.asPath)}`}
              color="inherit"
              size="small"
            >
              {t('Sign In')}
            </Button>
          }
        >
          {t('Sign in to send a parcel.')}
        </Alert>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <ContactSection
          id="sender"
          title={t('Sender')}
          value={sender}
          onChange={(patch) => setSenderEdits((current) => ({ ...current, ...patch }))}
          errors={errors.sender}
          pickerEnabled={pickerEnabled}
          fallbackPoint={fallbackPoint}
          emailRequired={guest}
        />
        <ContactSection
          id="receiver"
          title={t('Receiver')}
          value={receiver}
          onChange={(patch) => setReceiverEdits((current) => ({ ...current, ...patch }))}
          errors={errors.receiver}
          pickerEnabled={pickerEnabled}
          fallbackPoint={fallbackPoint}
        />
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={guestBlocked}
            endIcon={
              <ArrowForward
                sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
              />
            }
          >
            {t('Continue')}
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
