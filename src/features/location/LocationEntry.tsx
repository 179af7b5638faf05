import MapOutlined from '@mui/icons-material/MapOutlined';
import MyLocation from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

/** Stands in for the search field until its code arrives (same size, nothing to operate yet). */
function SearchFieldPlaceholder() {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  return (
    <Box
      aria-hidden
      sx={{
        height: 56,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.75,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      <SearchIcon />
      {t('Search location here...')}
    </Box>
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
    <Paper
      component="section"
      aria-label={t('Delivery location')}
      elevation={4}
      sx={{ mt: 4, p: { xs: 2, md: 3 }, maxWidth: 760, color: 'text.primary' }}
    >
      <Box role="search" sx={{ mb: 1.5 }}>
        <ClientOnly fallback={<SearchFieldPlaceholder />}>
          <PlaceSearchField label={t('Search location')} onPick={onPick} />
        </ClientOnly>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          size="large"
          onClick={onCurrentLocation}
          aria-busy={busy === 'device' || undefined}
          startIcon={
            busy === 'device' ? (
              <CircularProgress size={18} color="inherit" aria-hidden />
            ) : (
              <MyLocation />
            )
          }
        >
          {t('Use Current Location')}
        </Button>
        <Button variant="contained" size="large" onClick={picker.show} startIcon={<MapOutlined />}>
          {t('Pick from map')}
        </Button>
      </Stack>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: busy ? 1.5 : 0 }}>
        {busy ? (
          <>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {busy === 'device' ? t('Detecting your location...') : t('Checking delivery zone...')}
            </Typography>
          </>
        ) : null}
      </Box>
      {hasLocation ? (
        <ModuleStepPanel key={freshCount} autoSelectSingle={freshCount > 0} focusKey={freshCount} />
      ) : null}
      {picker.used ? (
        <LocationPickerModal key={picker.session} open={picker.open} onClose={picker.hide} />
      ) : null}
      {device.permissionOpen ? (
        <LocationPermissionDialog open onClose={device.closePermission} />
      ) : null}
    </Paper>
  );
}
