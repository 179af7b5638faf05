import CloseIcon from '@mui/icons-material/Close';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MyLocation from '@mui/icons-material/MyLocation';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { LatLng, PlacePrediction } from '@/api/types';
import {
  clampZoom,
  firstErrorMessage,
  formatCoordinates,
  PICKER_ZOOM,
  roundedPoint,
  samePoint,
} from '@/domain/location/picker';
import { zoneIdString } from '@/domain/location/stored';
import { useDeviceLocation } from '@/features/location/deviceLocation';
import { useLocationMessages } from '@/features/location/i18n';
import LocationPermissionDialog from '@/features/location/LocationPermissionDialog';
import PlaceSearchField from '@/features/location/PlaceSearchField';
import { locationKeys } from '@/features/location/queryKeys';
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
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const device = useDeviceLocation();
  const mapsKey = publicEnv().NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  const [point, setPoint] = useState<LatLng>(() => roundedPoint(initial));
  const [zoom, setZoom] = useState<number>(PICKER_ZOOM.initial);
  const [placeAddress, setPlaceAddress] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);

  const key = roundedPoint(point);
  const geocode = useQuery({
    queryKey: locationKeys.geocode(locale, key),
    queryFn: () => api.location.geocode(key),
    enabled: open && !placeAddress,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const zone = useQuery({
    queryKey: locationKeys.zone(key),
    queryFn: () => api.location.zoneId(key),
    enabled: open,
    staleTime: 60_000,
    retry: false,
  });
  const address = placeAddress ?? geocode.data ?? null;
  const busy = resolving || (!placeAddress && geocode.isFetching) || zone.isFetching;
  const zoneIds = zone.data ? zoneIdString(zone.data.zone_id) : null;
  const zoneError = zone.isError
    ? (firstErrorMessage(zone.error) ?? t('Service not available in this area'))
    : null;

  const moveTo = (next: LatLng, description: string | null) => {
    setPoint(roundedPoint(next));
    setPlaceAddress(description);
  };

  const onPick = async (prediction: PlacePrediction) => {
    setResolving(true);
    try {
      const details = await api.location.placeDetails(prediction.placeId);
      if (details) moveTo(details, prediction.text);
    } catch {
      // The client already showed the server's message.
    } finally {
      setResolving(false);
    }
  };

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
        <DialogTitle id={titleId} sx={{ paddingInlineEnd: '56px' }}>
          {title}
        </DialogTitle>
        <IconButton
          aria-label={t('Close')}
          onClick={onClose}
          sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <PlaceSearchField label={t('Search location')} onPick={onPick} size="small" />
            </Box>
            <Button
              variant="outlined"
              onClick={async () => {
                const position = await device.locate();
                if (position) moveTo(position, null);
              }}
              startIcon={
                device.locating ? <CircularProgress size={18} color="inherit" /> : <MyLocation />
              }
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
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
                    if (!samePoint(center, point)) moveTo(center, null);
                  }}
                />
              </Box>
            ) : (
              <Stack
                spacing={1}
                sx={{ p: 3, alignItems: 'center', textAlign: 'center', bgcolor: 'action.hover' }}
              >
                <MapOutlined aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
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
            <PlaceOutlined aria-hidden color="primary" sx={{ mt: 0.25 }} />
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
