import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { DIRECTIONS_OUTLINED } from '@/components/icons/material/DirectionsOutlined';
import { MAP_OUTLINED } from '@/components/icons/material/MapOutlined';
import { Spinner } from '@/components/Spinner';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { directionsUrl, type Point } from '@/domain/orders/tracking';
import { publicEnv } from '@/lib/publicEnv';
import { withMuiScope } from '@/theme/MuiScope';
import { ORDER_NAMESPACES } from './i18n';
import type { TrackingMapMarker } from './TrackingMap';

const TrackingMap = dynamic(() => import('./TrackingMap'), {
  ssr: false,
  loading: () => (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <Spinner primary />
    </Box>
  ),
});

export interface TrackingPlace {
  key: TrackingMapMarker['key'];
  /** Translated heading, e.g. 'Store'. */
  title: string;
  name?: string | null;
  address?: string | null;
  point: Point | null;
}

/**
 * The order tracking map modal (R-ORDER-6): the store and the delivery person on
 * a map with a directions button to an external map. Without a maps key there is no broken map: a
 * panel lists the places with their addresses and the same directions link.
 *
 * MUI: loaded with next/dynamic and mounted on the first opening only (OrderTracking), inside its
 * own MuiScope, so the tracking pages load no MUI at first (docs/hydration.md rule 7).
 */
function TrackingMapDialog({
  open,
  onClose,
  places,
}: {
  open: boolean;
  onClose: () => void;
  places: TrackingPlace[];
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const mapsKey = publicEnv().NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  const located = places.filter((place) => place.point !== null);
  const from =
    places.find((place) => place.key === 'courier')?.point ??
    places.find((place) => place.key === 'store')?.point ??
    null;
  const to = places.find((place) => place.key === 'destination')?.point ?? null;
  const directions = directionsUrl(from, to);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
    >
      <DialogHeader id={titleId} title={t('Track on map')} onClose={onClose} />
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {mapsKey && located.length ? (
          <Box
            role="region"
            aria-label={t('Map')}
            sx={{
              height: phone ? '55vh' : 400,
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <TrackingMap
              apiKey={mapsKey}
              markers={located.map((place) => ({
                key: place.key,
                point: place.point as Point,
                label: [place.title, place.name].filter(Boolean).join(': '),
              }))}
            />
          </Box>
        ) : (
          <Stack
            direction="row"
            spacing={1.5}
            sx={{
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
              alignItems: 'center',
              color: 'text.secondary',
            }}
          >
            <PathIcon d={MAP_OUTLINED} />
            <Typography color="textSecondary">
              {t('The map is not available. Use the directions link to follow the route.')}
            </Typography>
          </Stack>
        )}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' },
          }}
        >
          {places.map((place) => (
            <Box
              component="li"
              key={place.key}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              <Typography variant="overline" color="textSecondary" component="p">
                {place.title}
              </Typography>
              {place.name ? <Typography sx={{ fontWeight: 600 }}>{place.name}</Typography> : null}
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {place.address || (place.point ? null : t('Location not shared yet'))}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('Close')}</Button>
        {directions ? (
          <ButtonLink
            variant="contained"
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<PathIcon d={DIRECTIONS_OUTLINED} size={20} />}
          >
            {t('Directions')}
          </ButtonLink>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(TrackingMapDialog);
