import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { PathIcon } from '@/components/icons/Icon';
import { BUSINESS_OUTLINED } from '@/components/icons/material/BusinessOutlined';
import { HOME_OUTLINED } from '@/components/icons/material/HomeOutlined';
import { MAP_OUTLINED } from '@/components/icons/material/MapOutlined';
import { MY_LOCATION } from '@/components/icons/material/MyLocation';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import { Spinner } from '@/components/Spinner';
import { Button, ButtonLink } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import type { ZoneData } from '@/api/types';
import {
  addressTypeLabel,
  storedLocationFromAddress,
  type SavedAddress,
} from '@/domain/location/stored';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { locationSet } from '@/store/slices/location';
import { useAddressApi } from './api';
import { useDeviceLocation } from './deviceLocation';
import { reloadWithFlash } from './flash';
import { LOCATION_NAMESPACES, useLocationMessages } from './i18n';
import { locationKeys } from './queryKeys';
import { useApplyLocation } from './useApplyLocation';
import { useLazyDialog } from './useLazyDialog';
import { withMuiScope } from '@/theme/MuiScope';

const LocationPickerModal = dynamic(() => import('./LocationPickerModal'), { ssr: false });
const LocationPermissionDialog = dynamic(() => import('./LocationPermissionDialog'), {
  ssr: false,
});

function AddressIcon({ type }: { type: string | null | undefined }) {
  const label = addressTypeLabel(type);
  if (label === 'Home') return <PathIcon d={HOME_OUTLINED} />;
  if (label === 'Office') return <PathIcon d={BUSINESS_OUTLINED} />;
  return <PathIcon d={PLACE_OUTLINED} />;
}

function SavedAddresses({ onPick }: { onPick: (address: SavedAddress) => void }) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const addressApi = useAddressApi();
  const token = useAppSelector((state) => state.session.token);
  const headingId = useId();
  const addresses = useQuery({
    queryKey: locationKeys.addresses(token),
    queryFn: () => addressApi.list(),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('Saved Addresses')}
      </Typography>
      {addresses.isPending ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <Spinner size={24} label={t('Loading saved addresses...')} primary />
        </Box>
      ) : addresses.isError ? (
        <Typography role="alert" variant="body2" color="textSecondary">
          {t('Could not load your saved addresses.')}
        </Typography>
      ) : addresses.data.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('No saved addresses found to select')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: '40vh', overflowY: 'auto' }}>
          {addresses.data.map((address) => (
            <ListItemButton
              key={address.id}
              onClick={() => onPick(address)}
              sx={{ borderRadius: 1, alignItems: 'flex-start' }}
            >
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }} aria-hidden>
                <AddressIcon type={address.address_type} />
              </ListItemIcon>
              <ListItemText
                primary={t(addressTypeLabel(address.address_type))}
                secondary={address.address}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * The header's delivery-location popover (R-LOC-7): saved addresses for signed-in
 * customers (a sign-in hint for guests), 'Use Current Location' and 'Pick from map'. A current
 * location or an address is stored with its zone and the page reloads (R-LOC-7).
 */
function DeliveryLocationPopover({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const ready = useLocationMessages();
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const theme = useTheme();
  const api = useApi();
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const applyLocation = useApplyLocation();
  const device = useDeviceLocation();
  const picker = useLazyDialog();
  const titleId = useId();
  const [busy, setBusy] = useState<'address' | 'device' | null>(null);
  const start = theme.direction === 'rtl' ? 'right' : 'left';

  const pickAddress = async (address: SavedAddress) => {
    if (busy) return;
    setBusy('address');
    let zoneData: ZoneData[] = [];
    const lat = Number(address.latitude);
    const lng = Number(address.longitude);
    if (Number.isFinite(lat) && Number.isFinite(lng)) {
      // Zone details (cash on delivery and the like) for the address; its zone ids come with it.
      zoneData = await api.location
        .zoneId({ lat, lng })
        .then((answer) => answer.zone_data ?? [])
        .catch(() => []);
    }
    const location = storedLocationFromAddress(address, zoneData);
    if (!location) {
      setBusy(null);
      toast.error(t('This address has no delivery zone.'), { id: 'address-zone' });
      return;
    }
    dispatch(locationSet(location));
    onClose();
    reloadWithFlash('New delivery address selected.');
  };

  const locateDevice = async () => {
    if (busy) return;
    setBusy('device');
    const position = await device.locate();
    const location = position ? await applyLocation(position) : null;
    if (!location) {
      setBusy(null);
      return;
    }
    onClose();
    reloadWithFlash('New location has been set');
  };

  const pickFromMap = () => {
    onClose();
    picker.show();
  };

  return (
    <>
      <Popover
        id={id}
        open={Boolean(anchor) && ready}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 360, maxWidth: 'calc(100vw - 24px)', p: 2 },
          },
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('Choose a delivery location')}
        </Typography>
        {token ? (
          <SavedAddresses onPick={pickAddress} />
        ) : (
          <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('To select from saved addresses, you need to sign in.')}
            </Typography>
            <ButtonLink href="/auth/sign-in" size="small" variant="outlined">
              {t('Sign In')}
            </ButtonLink>
          </Box>
        )}
        <Divider sx={{ my: 1.5 }} />
        <Stack spacing={1}>
          <Button
            variant="outlined"
            onClick={locateDevice}
            aria-busy={busy === 'device' || undefined}
            startIcon={
              busy === 'device' ? <Spinner size={18} /> : <PathIcon d={MY_LOCATION} size={20} />
            }
          >
            {t('Use Current Location')}
          </Button>
          <Button
            variant="contained"
            onClick={pickFromMap}
            startIcon={<PathIcon d={MAP_OUTLINED} size={20} />}
          >
            {t('Pick from map')}
          </Button>
        </Stack>
      </Popover>
      {device.permissionOpen ? (
        <LocationPermissionDialog open onClose={device.closePermission} />
      ) : null}
      {picker.used ? (
        <LocationPickerModal key={picker.session} open={picker.open} onClose={picker.hide} />
      ) : null}
    </>
  );
}

export default withMuiScope(DeliveryLocationPopover);
