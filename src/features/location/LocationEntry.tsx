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
import { SEARCH as SEARCH_PATH } from '@/components/icons/material/Search';
import { MY_LOCATION as MY_LOCATION_PATH } from '@/components/icons/material/MyLocation';
import { MAP_OUTLINED as MAP_OUTLINED_PATH } from '@/components/icons/material/MapOutlined';

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
 * The landing hero's location entry (R-LOC-5): place search, 'Use Current Location' and
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
      // The place description becomes the shown address (R-LOC-3).
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
