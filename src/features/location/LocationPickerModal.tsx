import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MyLocation from '@mui/icons-material/MyLocation';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import type { LatLng, PlacePrediction } from '@/api/types';
import { defaultLocation } from '@/domain/geo';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  firstErrorMessage,
  formatCoordinates,
  PICKER_ZOOM,
  pickerConfirm,
  roundedPoint,
  samePoint,
  zoomBy,
} from '@/domain/location/picker';
import { storedLocationFrom, type StoredLocation } from '@/domain/location/stored';
import ModulePickerDialog from '@/features/modules/ModulePickerDialog';
import { useConfig } from '@/hooks/useConfig';
import { publicEnv } from '@/lib/publicEnv';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { locationSet } from '@/store/slices/location';
import { useDeviceLocation } from './deviceLocation';
import { LOCATION_NAMESPACES, useLocationMessages } from './i18n';
import LocationPermissionDialog from './LocationPermissionDialog';
import PlaceSearchField from './PlaceSearchField';
import { locationKeys } from './queryKeys';
import { withMuiScope } from '@/theme/MuiScope';
import { LazyPickerMap } from './LazyPickerMap';

export interface LocationPickerModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * Follow a confirmed location with the module picker (default). Off in flows that already have a
   * module, such as adding to the cart from a store.
   */
  moduleStep?: boolean;
  /** Called with the stored location after 'Pick Locations'. */
  onPicked?: (location: StoredLocation) => void;
}

function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  return (
    <Paper
      elevation={2}
      sx={{
        position: 'absolute',
        bottom: 12,
        insetInlineEnd: 12,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <IconButton
        aria-label={t('Zoom in')}
        onClick={() => onZoom(zoomBy(zoom, 1))}
        disabled={!canZoomIn(zoom)}
      >
        <AddIcon />
      </IconButton>
      <IconButton
        aria-label={t('Zoom out')}
        onClick={() => onZoom(zoomBy(zoom, -1))}
        disabled={!canZoomOut(zoom)}
      >
        <RemoveIcon />
      </IconButton>
    </Paper>
  );
}

/** Shown instead of a map when no browser maps key is configured: never a broken map. */
function NoMapPanel({ point }: { point: LatLng }) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  return (
    <Stack
      spacing={1.5}
      sx={{
        height: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 3,
        bgcolor: 'action.hover',
      }}
    >
      <MapOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography color="textSecondary" sx={{ maxWidth: 420 }}>
        {t('The map is not available. Search for a place or use your current location.')}
      </Typography>
      <Typography>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {t('Coordinates')}:{' '}
        </Box>
        <bdi dir="ltr">{formatCoordinates(point)}</bdi>
      </Typography>
    </Stack>
  );
}

/**
 * The location picker modal (spec document 1 §2 item 1, §4 'Location picker'): search, a map with
 * a centre pin, zoom, full screen, the device position, the resolved address and 'Pick Locations'.
 * A confirmed location is stored with its zone and followed by the module step.
 */
function LocationPickerModal({
  open,
  onClose,
  moduleStep = true,
  onPicked,
}: LocationPickerModalProps) {
  const ready = useLocationMessages();
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const api = useApi();
  const dispatch = useAppDispatch();
  const config = useConfig();
  const { locale = 'en' } = useRouter();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const stored = useAppSelector((state) => state.location);
  const device = useDeviceLocation();
  const titleId = useId();
  const hintId = useId();
  const mapsKey = publicEnv().NEXT_PUBLIC_GOOGLE_MAPS_KEY;

  const [point, setPoint] = useState<LatLng>(() =>
    stored.latitude !== null && stored.longitude !== null
      ? { lat: stored.latitude, lng: stored.longitude }
      : defaultLocation(config),
  );
  // A picked place's description (or the stored address) is the shown address until the map moves.
  const [placeAddress, setPlaceAddress] = useState<string | null>(() =>
    stored.latitude !== null ? stored.address : null,
  );
  const [zoom, setZoom] = useState<number>(PICKER_ZOOM.initial);
  const [fullScreen, setFullScreen] = useState(false);
  const [resolvingPlace, setResolvingPlace] = useState(false);
  const [step, setStep] = useState<'pick' | 'module'>('pick');

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
  const addressLoading = resolvingPlace || (!placeAddress && geocode.isFetching);
  const zoneLoading = resolvingPlace || zone.isFetching;
  const zoneError = zone.isError
    ? (firstErrorMessage(zone.error) ?? t('Something went wrong'))
    : null;
  const confirm = pickerConfirm({
    zoneLoading,
    address: addressLoading ? null : address,
    zoneError,
    zoneIds: zone.data?.zone_id,
  });

  // Moving the map, a search pick or the device position set a pending location; its address and
  // zone are then looked up.
  const moveTo = (next: LatLng, description: string | null) => {
    setPoint(roundedPoint(next));
    setPlaceAddress(description);
  };

  const onMapMove = (center: LatLng, nextZoom: number) => {
    setZoom(clampZoom(nextZoom));
    if (!samePoint(center, point)) moveTo(center, null);
  };

  const onPick = async (prediction: PlacePrediction) => {
    setResolvingPlace(true);
    try {
      const details = await api.location.placeDetails(prediction.placeId);
      if (details) moveTo(details, prediction.text);
      else toast.error(t('No address found for this location.'), { id: 'no-address' });
    } catch {
      // The client already showed the server's message.
    } finally {
      setResolvingPlace(false);
    }
  };

  const onCurrentLocation = async () => {
    if (device.locating) return;
    const position = await device.locate();
    if (position) moveTo(position, null);
  };

  const onConfirm = () => {
    if (confirm.action === 'close') {
      // After a zone error there is no zone to store: the picker only closes.
      onClose();
      return;
    }
    if (confirm.action !== 'save' || !zone.data) return;
    const location = storedLocationFrom({ ...point, address }, zone.data);
    if (!location) return;
    dispatch(locationSet(location));
    toast.success(t('New location has been set'), { id: 'location-set' });
    onPicked?.(location);
    if (moduleStep) setStep('module');
    else onClose();
  };

  return (
    <>
      <Dialog
        open={open && ready && step === 'pick'}
        onClose={onClose}
        aria-labelledby={titleId}
        fullScreen={fullScreen || phone}
        maxWidth="md"
        fullWidth
      >
        <DialogTitle id={titleId} sx={{ pr: 14 }}>
          {t('Pick Location')}
        </DialogTitle>
        <Box sx={{ position: 'absolute', top: 10, insetInlineEnd: 10, display: 'flex', gap: 0.5 }}>
          <IconButton
            aria-label={fullScreen ? t('Exit full screen') : t('Enter full screen')}
            aria-pressed={fullScreen}
            onClick={() => setFullScreen((value) => !value)}
          >
            {fullScreen ? <FullscreenExit /> : <Fullscreen />}
          </IconButton>
          <IconButton aria-label={t('Close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
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
              onClick={onCurrentLocation}
              aria-busy={device.locating || undefined}
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
              flex: mapsKey && (fullScreen || phone) ? 1 : 'none',
              height: mapsKey && !(fullScreen || phone) ? 380 : 'auto',
              minHeight: mapsKey ? 240 : 180,
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {mapsKey ? (
              <>
                <Box
                  role="region"
                  aria-label={t('Map')}
                  aria-describedby={hintId}
                  sx={{ height: '100%' }}
                >
                  <LazyPickerMap apiKey={mapsKey} center={point} zoom={zoom} onMove={onMapMove} />
                </Box>
                <ZoomControls zoom={zoom} onZoom={setZoom} />
              </>
            ) : (
              <NoMapPanel point={point} />
            )}
          </Box>
          {mapsKey ? (
            <Typography id={hintId} variant="body2" color="textSecondary">
              {t('Move the map to place the pin on your delivery location.')}
            </Typography>
          ) : null}

          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} role="status">
            <PlaceOutlined aria-hidden color="primary" sx={{ mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="textSecondary">
                {t('Selected location')}
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {addressLoading
                  ? t('Finding the address...')
                  : (address ?? t('No address found for this location.'))}
              </Typography>
            </Box>
          </Stack>
          {zoneError && !zoneLoading ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'error.main' }}>
              <ErrorOutline aria-hidden fontSize="small" />
              <Typography variant="body2" role="alert">
                {zoneError}
              </Typography>
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            variant="contained"
            size="large"
            fullWidth
            color={confirm.errorLabel ? 'error' : 'primary'}
            disabled={confirm.disabled}
            aria-busy={zoneLoading || undefined}
            onClick={onConfirm}
            startIcon={
              zoneLoading ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : confirm.errorLabel ? (
                <ErrorOutline aria-hidden />
              ) : null
            }
          >
            {confirm.errorLabel ?? t('Pick Locations')}
          </Button>
        </DialogActions>
      </Dialog>
      {device.permissionOpen ? (
        <LocationPermissionDialog open onClose={device.closePermission} />
      ) : null}
      {step === 'module' ? <ModulePickerDialog open={open} onClose={onClose} /> : null}
    </>
  );
}

export default withMuiScope(LocationPickerModal);
