import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { ADD } from '@/components/icons/material/Add';
import { ERROR_OUTLINE_OUTLINED } from '@/components/icons/material/ErrorOutlineOutlined';
import { FULLSCREEN } from '@/components/icons/material/Fullscreen';
import { FULLSCREEN_EXIT } from '@/components/icons/material/FullscreenExit';
import { MAP_OUTLINED } from '@/components/icons/material/MapOutlined';
import { MY_LOCATION } from '@/components/icons/material/MyLocation';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import { REMOVE } from '@/components/icons/material/Remove';
import { Spinner } from '@/components/Spinner';
import { Button, IconButton as KitIconButton } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import toast from '@/lib/toast';
import type { LatLng } from '@/api/types';
import { defaultLocation } from '@/domain/geo';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  firstErrorMessage,
  formatCoordinates,
  PICKER_ZOOM,
  pickerConfirm,
  samePoint,
  zoomBy,
} from '@/domain/location/picker';
import { storedLocationFrom, type StoredLocation } from '@/domain/location/stored';
import ModulePickerDialog from '@/features/modules/ModulePickerDialog';
import { useConfig } from '@/hooks/useConfig';
import { publicEnv } from '@/lib/publicEnv';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { locationSet } from '@/store/slices/location';
import { LOCATION_NAMESPACES, useLocationMessages } from './i18n';
import LocationPermissionDialog from './LocationPermissionDialog';
import PlaceSearchField from './PlaceSearchField';
import { usePointLookup } from './usePointLookup';
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
        <PathIcon d={ADD} />
      </IconButton>
      <IconButton
        aria-label={t('Zoom out')}
        onClick={() => onZoom(zoomBy(zoom, -1))}
        disabled={!canZoomOut(zoom)}
      >
        <PathIcon d={REMOVE} />
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
      <Box sx={{ color: 'text.secondary', lineHeight: 0 }}>
        <PathIcon d={MAP_OUTLINED} size={48} />
      </Box>
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

/** The map with its zoom buttons and hint (the no-map panel without a maps key). */
function MapArea({
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
  return (
    <>
      <Box
        sx={{
          position: 'relative',
          flex: mapsKey && large ? 1 : 'none',
          height: mapsKey && !large ? 380 : 'auto',
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
              <LazyPickerMap apiKey={mapsKey} center={point} zoom={zoom} onMove={onMove} />
            </Box>
            <ZoomControls zoom={zoom} onZoom={onZoom} />
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
    </>
  );
}

/** The pending location's address (or that it is being looked up) and its zone error. */
function SelectedLocation({
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
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} role="status">
        <Box sx={{ mt: 0.25, lineHeight: 0 }}>
          <PathIcon d={PLACE_OUTLINED} tone="primary" />
        </Box>
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
      {zoneError ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'error.main' }}>
          <PathIcon d={ERROR_OUTLINE_OUTLINED} size={20} />
          <Typography variant="body2" role="alert">
            {zoneError}
          </Typography>
        </Stack>
      ) : null}
    </>
  );
}

/**
 * The location picker modal (R-LOC-1, R-LOC-2): search, a map with
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
  const dispatch = useAppDispatch();
  const config = useConfig();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const stored = useAppSelector((state) => state.location);
  const titleId = useId();
  // Moving the map, a search pick or the device position set a pending location; its address and
  // zone are then looked up. A stored location starts with its stored address.
  const lookup = usePointLookup({
    open,
    initialPoint: () =>
      stored.latitude !== null && stored.longitude !== null
        ? { lat: stored.latitude, lng: stored.longitude }
        : defaultLocation(config),
    initialAddress: stored.latitude !== null ? stored.address : null,
    onPlaceNotFound: () =>
      toast.error(t('No address found for this location.'), { id: 'no-address' }),
  });
  const { point, address, addressLoading, zone, device } = lookup;
  const [zoom, setZoom] = useState<number>(PICKER_ZOOM.initial);
  const [fullScreen, setFullScreen] = useState(false);
  const [step, setStep] = useState<'pick' | 'module'>('pick');

  const zoneLoading = lookup.resolving || zone.isFetching;
  const zoneError = zone.isError
    ? (firstErrorMessage(zone.error) ?? t('Something went wrong'))
    : null;
  const confirm = pickerConfirm({
    zoneLoading,
    address: addressLoading ? null : address,
    zoneError,
    zoneIds: zone.data?.zone_id,
  });

  const onMapMove = (center: LatLng, nextZoom: number) => {
    setZoom(clampZoom(nextZoom));
    if (!samePoint(center, point)) lookup.moveTo(center, null);
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
        <DialogHeader
          id={titleId}
          title={t('Pick Location')}
          onClose={onClose}
          actions={
            <KitIconButton
              aria-label={fullScreen ? t('Exit full screen') : t('Enter full screen')}
              aria-pressed={fullScreen}
              onClick={() => setFullScreen((value) => !value)}
            >
              <PathIcon d={fullScreen ? FULLSCREEN_EXIT : FULLSCREEN} />
            </KitIconButton>
          }
        />
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
              aria-busy={device.locating || undefined}
              startIcon={
                device.locating ? <Spinner size={18} /> : <PathIcon d={MY_LOCATION} size={20} />
              }
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('Use Current Location')}
            </Button>
          </Stack>

          <MapArea
            point={point}
            zoom={zoom}
            onZoom={setZoom}
            onMove={onMapMove}
            large={fullScreen || phone}
          />

          <SelectedLocation
            address={address}
            addressLoading={addressLoading}
            zoneError={zoneLoading ? null : zoneError}
          />
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
                <Spinner size={18} />
              ) : confirm.errorLabel ? (
                <PathIcon d={ERROR_OUTLINE_OUTLINED} size={20} />
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
