import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import type { PlacePrediction } from '@/api/types';
import { hasStoredLocation } from '@/domain/location/stored';
import { useAppSelector } from '@/store/hooks';
import { useDeviceLocation } from './deviceLocation';
import { LOCATION_NAMESPACES } from './i18n';
import { useApplyLocation } from './useApplyLocation';
import { useLazyDialog } from './useLazyDialog';
import { ClientOnly } from '@/components/ClientOnly';
import { SvgFrame } from '@/components/icons/Icon';
import styles from './locationEntry.module.css';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';

// Material Icons path data (Apache License 2.0), as published in @mui/icons-material.
const SEARCH_PATH =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';
const MY_LOCATION_PATH =
  'M12 8c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m8.94 3c-.46-4.17-3.77-7.48-7.94-7.94V1h-2v2.06C6.83 3.52 3.52 6.83 3.06 11H1v2h2.06c.46 4.17 3.77 7.48 7.94 7.94V23h2v-2.06c4.17-.46 7.48-3.77 7.94-7.94H23v-2zM12 19c-3.87 0-7-3.13-7-7s3.13-7 7-7 7 3.13 7 7-3.13 7-7 7';
const MAP_OUTLINED_PATH =
  'm20.5 3-.16.03L15 5.1 9 3 3.36 4.9c-.21.07-.36.25-.36.48V20.5c0 .28.22.5.5.5l.16-.03L9 18.9l6 2.1 5.64-1.9c.21-.07.36-.25.36-.48V3.5c0-.28-.22-.5-.5-.5M10 5.47l4 1.4v11.66l-4-1.4zm-5 .99 3-1.01v11.7l-3 1.16zm14 11.08-3 1.01V6.86l3-1.16z';

function PathIcon({ d, size }: { d: string; size?: number }) {
  return (
    <SvgFrame size={size}>
      <path d={d} fill="currentColor" />
    </SvgFrame>
  );
}

/** Stands in for the search field until its code arrives (same size, nothing to operate yet). */
function SearchFieldPlaceholder() {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  return (
    <div aria-hidden className={styles.fieldPlaceholder}>
      <PathIcon d={SEARCH_PATH} />
      {t('Search location here...')}
    </div>
  );
}

// The landing's first load stays small: the field, dialogs and the module step load when needed.
const PlaceSearchField = dynamic(() => import('./PlaceSearchField'), {
  ssr: false,
  loading: () => <SearchFieldPlaceholder />,
});
const LocationPickerModal = dynamic(() => import('./LocationPickerModal'), { ssr: false });
const LocationPermissionDialog = dynamic(() => import('./LocationPermissionDialog'), {
  ssr: false,
});
const ModuleStepPanel = dynamic(() => import('@/features/modules/ModuleStepPanel'), {
  ssr: false,
});

type Busy = 'search' | 'device' | null;

/**
 * The landing hero's location entry (spec document 1 §4): place search, 'Use Current Location' and
 * 'Pick from map'. A chosen place is resolved, its zone looked up and stored; the module step
 * follows.
 */
export function LocationEntry() {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const api = useApi();
  const applyLocation = useApplyLocation();
  const device = useDeviceLocation();
  const picker = useLazyDialog();
  const hasLocation = useAppSelector((state) => hasStoredLocation(state.location));
  const [busy, setBusy] = useState<Busy>(null);
  // Counts locations set here: the module step then selects a single module by itself.
  const [freshCount, setFreshCount] = useState(0);

  const stored = () => {
    toast.success(t('New location has been set'), { id: 'location-set' });
    setFreshCount((count) => count + 1);
  };

  // Controls stay enabled (and keep focus) while busy; a second request meanwhile is ignored.
  const onPick = async (prediction: PlacePrediction) => {
    if (busy) return;
    setBusy('search');
    try {
      const details = await api.location.placeDetails(prediction.placeId);
      if (!details) {
        toast.error(t('No address found for this location.'), { id: 'no-address' });
        return;
      }
      // The place description becomes the shown address (spec document 1 §4).
      const location = await applyLocation({ ...details, address: prediction.text });
      if (location) stored();
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(null);
    }
  };

  const onCurrentLocation = async () => {
    if (busy) return;
    setBusy('device');
    try {
      const position = await device.locate();
      const location = position ? await applyLocation(position) : null;
      if (location) stored();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-label={t('Delivery location')} className={styles.panel}>
      <div role="search" className={styles.search}>
        <ClientOnly fallback={<SearchFieldPlaceholder />}>
          <PlaceSearchField label={t('Search location')} onPick={onPick} />
        </ClientOnly>
      </div>
      <div className={styles.actions}>
        <Button
          variant="outlined"
          size="large"
          onClick={onCurrentLocation}
          aria-busy={busy === 'device' || undefined}
          startIcon={
            busy === 'device' ? <Spinner size={18} /> : <PathIcon d={MY_LOCATION_PATH} size={22} />
          }
        >
          {t('Use Current Location')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={picker.show}
          startIcon={<PathIcon d={MAP_OUTLINED_PATH} size={22} />}
        >
          {t('Pick from map')}
        </Button>
      </div>
      <div role="status" className={busy ? `${styles.status} ${styles.statusBusy}` : styles.status}>
        {busy ? (
          <>
            <Spinner size={16} primary />
            <p className={styles.statusText}>
              {busy === 'device' ? t('Detecting your location...') : t('Checking delivery zone...')}
            </p>
          </>
        ) : null}
      </div>
      {hasLocation ? (
        <ModuleStepPanel key={freshCount} autoSelectSingle={freshCount > 0} focusKey={freshCount} />
      ) : null}
      {picker.used ? (
        <LocationPickerModal key={picker.session} open={picker.open} onClose={picker.hide} />
      ) : null}
      {device.permissionOpen ? (
        <LocationPermissionDialog open onClose={device.closePermission} />
      ) : null}
    </section>
  );
}
