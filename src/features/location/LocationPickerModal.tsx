import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { ERROR_OUTLINE_OUTLINED } from '@/components/icons/material/ErrorOutlineOutlined';
import { FULLSCREEN } from '@/components/icons/material/Fullscreen';
import { FULLSCREEN_EXIT } from '@/components/icons/material/FullscreenExit';
import { Spinner } from '@/components/Spinner';
import { Button, IconButton as KitIconButton } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import toast from '@/lib/toast';
import type { LatLng } from '@/api/types';
import { defaultLocation } from '@/domain/geo';
import {
  clampZoom,
  firstErrorMessage,
  PICKER_ZOOM,
  pickerConfirm,
  samePoint,
} from '@/domain/location/picker';
import { storedLocationFrom, type StoredLocation } from '@/domain/location/stored';
import ModulePickerDialog from '@/features/modules/ModulePickerDialog';
import { useConfig } from '@/hooks/useConfig';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { locationSet } from '@/store/slices/location';
import { LOCATION_NAMESPACES, useLocationMessages } from './i18n';
import LocationPermissionDialog from './LocationPermissionDialog';
import { usePointLookup } from './usePointLookup';
import { withMuiScope } from '@/theme/MuiScope';
import { LocationSearchBar, MapArea, SelectedLocation } from './PickerParts';

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
          <LocationSearchBar lookup={lookup} />

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
