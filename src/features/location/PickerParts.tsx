import { useId } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { ADD } from '@/components/icons/material/Add';
import { ERROR_OUTLINE_OUTLINED } from '@/components/icons/material/ErrorOutlineOutlined';
import { MAP_OUTLINED } from '@/components/icons/material/MapOutlined';
import { MY_LOCATION } from '@/components/icons/material/MyLocation';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import { REMOVE } from '@/components/icons/material/Remove';
import { Spinner } from '@/components/Spinner';
import { Button, IconButton } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';
import type { LatLng } from '@/api/types';
import { canZoomIn, canZoomOut, formatCoordinates, zoomBy } from '@/domain/location/picker';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { publicEnv } from '@/lib/publicEnv';
import { LOCATION_NAMESPACES } from './i18n';
import { LazyPickerMap } from './LazyPickerMap';
import PlaceSearchField from './PlaceSearchField';
import type { PointLookup } from './usePointLookup';
import styles from './pickerParts.module.css';

/**
 * The parts of a map picker that the delivery location picker (LocationPickerModal) and the
 * parcel address picker (ParcelAddressPicker) share, so both look and behave the same.
 */

/** Place search beside 'Use Current Location' (a column on phones). */
export function LocationSearchBar({ lookup }: { lookup: PointLookup }) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const locating = lookup.device.locating;
  return (
    <div className={styles.searchBar}>
      <div className={styles.searchField}>
        <PlaceSearchField label={t('Search location')} onPick={lookup.pick} size="small" />
      </div>
      <Button
        variant="outlined"
        onClick={() => void lookup.locate()}
        aria-busy={locating || undefined}
        startIcon={locating ? <Spinner size={18} /> : <PathIcon d={MY_LOCATION} size={20} />}
        className={styles.nowrap}
      >
        {t('Use Current Location')}
      </Button>
    </div>
  );
}

function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  return (
    <div className={styles.zoom}>
      <IconButton
        aria-label={t('Zoom in')}
        onClick={() => onZoom(zoomBy(zoom, 1))}
        disabled={!canZoomIn(zoom)}
      >
        <PathIcon d={ADD} />
      </IconButton>
      <IconButton
        aria-label={t('Zoom out')}
        onClick={() => onZoom(zoomBy(zoom, -1))}
        disabled={!canZoomOut(zoom)}
      >
        <PathIcon d={REMOVE} />
      </IconButton>
    </div>
  );
}

/** Shown instead of a map when no browser maps key is configured: never a broken map. */
function NoMapPanel({ point }: { point: LatLng }) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  return (
    <div className={styles.noMap}>
      <span className={styles.muted}>
        <PathIcon d={MAP_OUTLINED} size={48} />
      </span>
      <p className={`${ui.body1} ${ui.secondary} ${styles.noMapText}`}>
        {t('The map is not available. Search for a place or use your current location.')}
      </p>
      <p className={`${ui.body1} ${styles.noMapText}`}>
        <span className={ui.bold}>{t('Coordinates')}: </span>
        <bdi dir="ltr">{formatCoordinates(point)}</bdi>
      </p>
    </div>
  );
}

/** The map with its zoom buttons and hint (the no-map panel without a maps key). */
export function MapArea({
  point,
  zoom,
  onZoom,
  onMove,
  large,
}: {
  point: LatLng;
  zoom: number;
  onZoom: (zoom: number) => void;
  onMove: (center: LatLng, zoom: number) => void;
  /** Full screen or a phone: the map takes the dialog's height. */
  large: boolean;
}) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const hintId = useId();
  const mapsKey = publicEnv().NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  const frame = mapsKey
    ? `${styles.frame} ${styles.withMap} ${large ? styles.large : ''}`
    : styles.frame;
  return (
    <>
      <div className={frame}>
        {mapsKey ? (
          <>
            <div
              role="region"
              aria-label={t('Map')}
              aria-describedby={hintId}
              className={styles.map}
            >
              <LazyPickerMap apiKey={mapsKey} center={point} zoom={zoom} onMove={onMove} />
            </div>
            <ZoomControls zoom={zoom} onZoom={onZoom} />
          </>
        ) : (
          <NoMapPanel point={point} />
        )}
      </div>
      {mapsKey ? (
        <p id={hintId} className={`${ui.body2} ${ui.secondary}`}>
          {t('Move the map to place the pin on your delivery location.')}
        </p>
      ) : null}
    </>
  );
}

/** The pending location's address (or that it is being looked up) and its zone error. */
export function SelectedLocation({
  address,
  addressLoading,
  zoneError,
}: {
  address: string | null;
  addressLoading: boolean;
  zoneError: string | null;
}) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  return (
    <>
      <div className={styles.row} role="status">
        <span className={styles.rowIcon}>
          <PathIcon d={PLACE_OUTLINED} tone="primary" />
        </span>
        <div>
          <p className={`${ui.body2} ${ui.secondary}`}>{t('Selected location')}</p>
          <p className={`${ui.body1} ${styles.address}`}>
            {addressLoading
              ? t('Finding the address...')
              : (address ?? t('No address found for this location.'))}
          </p>
        </div>
      </div>
      {zoneError ? (
        <div className={styles.zoneError}>
          <PathIcon d={ERROR_OUTLINE_OUTLINED} size={20} />
          <p className={ui.body2} role="alert">
            {zoneError}
          </p>
        </div>
      ) : null}
    </>
  );
}
