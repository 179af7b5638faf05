import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import type { LatLng } from '@/api/types';
import {
  clampZoom,
  firstErrorMessage,
  PICKER_ZOOM,
  roundedPoint,
  samePoint,
} from '@/domain/location/picker';
import { zoneIdString } from '@/domain/location/stored';
import { useLocationMessages } from '@/features/location/i18n';
import LocationPermissionDialog from '@/features/location/LocationPermissionDialog';
import { usePointLookup } from '@/features/location/usePointLookup';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { withMuiScope } from '@/theme/MuiScope';
import { LocationSearchBar, MapArea, SelectedLocation } from '@/features/location/PickerParts';

export interface PickedPlace {
  address: string;
  lat: number;
  lng: number;
  zoneIds: string | null;
}

/**
 * A map picker for the sender's or the receiver's address. It reuses the location picker's parts
 * (place search, draggable map with a centre pin, device position, geocode and zone look-ups) but
 * never changes the visitor's stored location. Without a maps key: search and device position only.
 */
function ParcelAddressPicker({
  open,
  title,
  initial,
  onClose,
  onPicked,
}: {
  open: boolean;
  title: string;
  initial: LatLng;
  onClose: () => void;
  onPicked: (place: PickedPlace) => void;
}) {
  const messagesReady = useLocationMessages();
  const { t } = useTranslation(ORDER_NAMESPACES);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const lookup = usePointLookup({ open, initialPoint: () => roundedPoint(initial) });
  const { point, address, zone, device } = lookup;
  const [zoom, setZoom] = useState<number>(PICKER_ZOOM.initial);

  const busy = lookup.addressLoading || zone.isFetching;
  const zoneIds = zone.data ? zoneIdString(zone.data.zone_id) : null;
  const zoneError = zone.isError
    ? (firstErrorMessage(zone.error) ?? t('Service not available in this area'))
    : null;

  const confirm = () => {
    if (!address || busy) return;
    onPicked({ address, lat: point.lat, lng: point.lng, zoneIds });
    onClose();
  };

  return (
    <>
      <Dialog
        open={open && messagesReady}
        onClose={onClose}
        aria-labelledby={titleId}
        fullScreen={phone}
        maxWidth="md"
        fullWidth
      >
        <DialogHeader id={titleId} title={title} onClose={onClose} />
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
        >
          <LocationSearchBar lookup={lookup} />
          <MapArea
            point={point}
            zoom={zoom}
            onZoom={setZoom}
            onMove={(center, nextZoom) => {
              setZoom(clampZoom(nextZoom));
              if (!samePoint(center, point)) lookup.moveTo(center, null);
            }}
            large={phone}
          />
          <SelectedLocation
            address={address}
            addressLoading={busy}
            zoneError={busy ? null : zoneError}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button variant="contained" onClick={confirm} disabled={!address || busy || !zoneIds}>
            {t('Use this address')}
          </Button>
        </DialogActions>
      </Dialog>
      {device.permissionOpen ? (
        <LocationPermissionDialog open onClose={device.closePermission} />
      ) : null}
    </>
  );
}

/** Loaded with next/dynamic once opened: MUI arrives with this chunk, under its own scope. */
export default withMuiScope(ParcelAddressPicker);
