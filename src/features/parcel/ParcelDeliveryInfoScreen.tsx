import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { ParcelCategory } from '@/api/modules/parcel';
import { PathIcon } from '@/components/icons/Icon';
import { ARROW_FORWARD } from '@/components/icons/material/ArrowForward';
import { Notice } from '@/components/Notice';
import { Button, ButtonLink } from '@/components/ui/Button';
import { defaultLocation } from '@/domain/geo';
import { EMPTY_PARCEL_CONTACT } from '@/domain/orders/parcel';
import { defaultCountryIso } from '@/domain/validation/phone';
import { useSessionReady } from '@/features/profile/useSessionReady';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { useAppSelector } from '@/store/hooks';
import { CategoryPicker } from './CategoryPicker';
import {
  deliveryInfoErrors,
  firstInvalidFieldId,
  type DeliveryInfoErrors,
} from './deliveryInfoErrors';
import { ContactSection, type ContactValue } from './ContactSection';
import styles from './deliveryInfo.module.css';
import { PARCEL_DRAFT_KEY, parseParcelDraft, saveParcelDraft, useSessionText } from './draft';

/**
 * /parcel-delivery-info (R-ORDER-7): after choosing a parcel category, the sender and the
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
  const [errors, setErrors] = useState<DeliveryInfoErrors>({ sender: {}, receiver: {} });

  const guest = ready && !token;
  const guestBlocked = guest && config?.guest_checkout_status !== 1;
  const fallbackPoint =
    stored.latitude !== null && stored.longitude !== null
      ? { lat: stored.latitude, lng: stored.longitude }
      : defaultLocation(config);

  const onContinue = () => {
    if (!category) return;
    const found = deliveryInfoErrors(sender, receiver, guest);
    setErrors(found);
    const firstInvalid = firstInvalidFieldId(found);
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    saveParcelDraft({ moduleId: parcelModuleId, category, sender, receiver });
    void router.push('/parcel-checkout');
  };

  if (!category) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('We Deliver Everything')}</h1>
        <p className={styles.lead}>{t('What are you wish to send?')}</p>
        {categories.length ? (
          <CategoryPicker categories={categories} />
        ) : (
          <Notice severity="info">{t('No parcel categories are available right now.')}</Notice>
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('Parcel delivery details')}</h1>
      <div className={styles.categoryRow}>
        <p className={styles.category}>
          {t('Category')}: <strong>{category.name}</strong>
        </p>
        <ButtonLink href="/parcel-delivery-info" size="small">
          {t('Change')}
        </ButtonLink>
      </div>
      {guestBlocked ? (
        <Notice
          severity="info"
          className={styles.guestNotice}
          action={
            <ButtonLink
              href={`/auth/sign-in?from=${encodeURIComponent(router.asPath)}`}
              color="inherit"
              size="small"
            >
              {t('Sign In')}
            </ButtonLink>
          }
        >
          {t('Sign in to send a parcel.')}
        </Notice>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
        className={styles.form}
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
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={guestBlocked}
            endIcon={
              <span className={styles.arrow}>
                <PathIcon d={ARROW_FORWARD} size={22} />
              </span>
            }
          >
            {t('Continue')}
          </Button>
        </div>
      </form>
    </div>
  );
}
