import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { MAP_OUTLINED } from '@/components/icons/material/MapOutlined';
import { MY_LOCATION } from '@/components/icons/material/MyLocation';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import type { LatLng } from '@/api/types';
import {
  clampZoom,
  firstErrorMessage,
  formatCoordinates,
  PICKER_ZOOM,
  roundedPoint,
  samePoint,
} from '@/domain/location/picker';
import { zoneIdString } from '@/domain/location/stored';
import { useLocationMessages } from '@/features/location/i18n';
import LocationPermissionDialog from '@/features/location/LocationPermissionDialog';
import PlaceSearchField from '@/features/location/PlaceSearchField';
import { usePointLookup } from '@/features/location/usePointLookup';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { publicEnv } from '@/lib/publicEnv';
import { withMuiScope } from '@/theme/MuiScope';
import { LazyPickerMap } from '@/features/location/LazyPickerMap';

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
  const mapsKey = publicEnv().NEXT_PUBLIC_GOOGLE_MAPS_KEY;
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
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <PlaceSearchField label={t('Search location')} onPick={lookup.pick} size="small" />
            </Box>
            <Button
              variant="outlined"
              onClick={() => void lookup.locate()}
              startIcon={
                device.locating ? <Spinner size={18} /> : <PathIcon d={MY_LOCATION} size={20} />
              }
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('Use Current Location')}
            </Button>
          </Stack>
          <Box
            sx={{
              position: 'relative',
              height: mapsKey ? (phone ? '45vh' : 320) : 'auto',
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {mapsKey ? (
              <Box role="region" aria-label={t('Map')} sx={{ height: '100%' }}>
                <LazyPickerMap
                  apiKey={mapsKey}
                  center={point}
                  zoom={zoom}
                  onMove={(center, nextZoom) => {
                    setZoom(clampZoom(nextZoom));
                    if (!samePoint(center, point)) lookup.moveTo(center, null);
                  }}
                />
              </Box>
            ) : (
              <Stack
                spacing={1}
                sx={{ p: 3, alignItems: 'center', textAlign: 'center', bgcolor: 'action.hover' }}
              >
                <Box sx={{ color: 'text.secondary', lineHeight: 0 }}>
                  <PathIcon d={MAP_OUTLINED} size={40} />
                </Box>
                <Typography color="textSecondary">
                  {t('The map is not available. Search for a place or use your current location.')}
                </Typography>
                <Typography variant="body2">
                  <bdi dir="ltr">{formatCoordinates(point)}</bdi>
                </Typography>
              </Stack>
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} role="status">
            <Box sx={{ mt: 0.25, lineHeight: 0 }}>
              <PathIcon d={PLACE_OUTLINED} tone="primary" />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="textSecondary">
                {t('Selected location')}
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {busy
                  ? t('Finding the address...')
                  : (address ?? t('No address found for this location.'))}
              </Typography>
              {zoneError && !busy ? (
                <Typography variant="body2" color="error" role="alert">
                  {zoneError}
                </Typography>
              ) : null}
            </Box>
          </Stack>
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
