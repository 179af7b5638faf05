import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { LatLng } from '@/api/types';
import { PathIcon } from '@/components/icons/Icon';
import { EDIT_LOCATION_ALT_OUTLINED } from '@/components/icons/material/EditLocationAltOutlined';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import type { ParcelContact, ParcelContactErrors } from '@/domain/orders/parcel';
import { PhoneField } from '@/features/auth/PhoneField';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import styles from './contactSection.module.css';
import { EMAIL, PERSON_NAME } from '@/domain/validation/fields';

const ParcelAddressPicker = dynamic(() => import('./ParcelAddressPicker'), { ssr: false });

export type ContactValue = ParcelContact & { country: string; email?: string };

/** One side of the parcel (sender or receiver): contact, an address picked on the map, details. */
export function ContactSection({
  id,
  title,
  value,
  onChange,
  errors,
  pickerEnabled,
  fallbackPoint,
  emailRequired,
}: {
  id: 'sender' | 'receiver';
  title: string;
  value: ContactValue;
  onChange: (patch: Partial<ContactValue>) => void;
  errors: ParcelContactErrors & { email?: string };
  pickerEnabled: boolean;
  fallbackPoint: LatLng;
  /** Guests give an email with their order (R-GUEST-2). */
  emailRequired?: boolean;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const [pickerOpen, setPickerOpen] = useState(false);
  const point =
    value.lat !== null && value.lng !== null ? { lat: value.lat, lng: value.lng } : null;
  const text = (field: 'road' | 'house' | 'floor', label: string) => (
    <TextField
      id={`${id}-${field}`}
      label={label}
      value={value[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      inputProps={{ maxLength: PERSON_NAME.max }}
    />
  );

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.fields}>
        <TextField
          id={`${id}-name`}
          label={t('Contact Person Name')}
          value={value.name}
          onChange={(event) => onChange({ name: event.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name ? t(errors.name) : undefined}
          required
          autoComplete={id === 'sender' ? 'name' : 'off'}
          inputProps={{ maxLength: PERSON_NAME.max }}
        />
        <PhoneField
          id={`${id}-phone`}
          name={`${id}_phone`}
          label={t('Phone number')}
          country={value.country}
          onCountryChange={(country) => onChange({ country })}
          pickerEnabled={pickerEnabled}
          value={value.phone}
          onChange={(event) => onChange({ phone: event.target.value })}
          onBlur={() => undefined}
          error={Boolean(errors.phone)}
          helperText={errors.phone ? t(errors.phone) : undefined}
          required
          autoComplete={id === 'sender' ? 'tel-national' : 'off'}
        />
        {emailRequired ? (
          <TextField
            id={`${id}-email`}
            type="email"
            label={t('Contact Person Email')}
            value={value.email ?? ''}
            onChange={(event) => onChange({ email: event.target.value })}
            error={Boolean(errors.email)}
            helperText={errors.email ? t(errors.email) : undefined}
            required
            autoComplete="email"
            inputProps={{ dir: 'ltr', maxLength: EMAIL.max }}
          />
        ) : null}
        <div>
          <TextField
            id={`${id}-address`}
            label={t('Address')}
            value={value.address}
            onChange={(event) => onChange({ address: event.target.value })}
            error={Boolean(errors.address || errors.location)}
            helperText={
              errors.address
                ? t(errors.address)
                : errors.location
                  ? t(errors.location)
                  : point
                    ? t('Placed on the map')
                    : t('Pick the location on the map')
            }
            required
            fullWidth
            multiline
            rows={1}
            className={styles.growing}
            inputProps={{ maxLength: 255 }}
          />
          <Button
            variant="outlined"
            startIcon={<PathIcon d={EDIT_LOCATION_ALT_OUTLINED} size={20} />}
            onClick={() => setPickerOpen(true)}
            className={styles.mapButton}
            aria-describedby={`${id}-address`}
          >
            {point ? t('Change on map') : t('Pick on map')}
          </Button>
        </div>
        <div className={styles.details}>
          {text('road', t('Road'))}
          {text('house', t('House'))}
          {text('floor', t('Floor'))}
        </div>
      </div>
      {pickerOpen ? (
        <ParcelAddressPicker
          open={pickerOpen}
          title={id === 'sender' ? t('Sender address') : t('Receiver address')}
          initial={point ?? fallbackPoint}
          onClose={() => setPickerOpen(false)}
          onPicked={(place) =>
            onChange({
              address: place.address,
              lat: place.lat,
              lng: place.lng,
              zoneIds: place.zoneIds,
            })
          }
        />
      ) : null}
    </fieldset>
  );
}
