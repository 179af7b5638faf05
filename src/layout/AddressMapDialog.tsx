import OpenInNew from '@mui/icons-material/OpenInNew';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { useConfig } from '@/hooks/useConfig';
import { publicEnv } from '@/lib/publicEnv';
import { defaultLocation, externalMapUrl } from '@/domain/geo';
import { withMuiScope } from '@/theme/MuiScope';

const LocationMap = dynamic(() => import('@/components/map/LocationMap'), { ssr: false });

/** The business address on a map at the default location (footer contact block). */
function AddressMapDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const titleId = useId();
  const center = defaultLocation(config);
  const mapsKey = publicEnv().NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  const label = config?.address ?? '';

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('Our address')}</DialogTitle>
      <DialogContent>
        {mapsKey ? (
          <LocationMap apiKey={mapsKey} center={center} label={label} />
        ) : (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          >
            <PlaceOutlined color="primary" />
            <Typography>
              <bdi dir="ltr">
                {center.lat.toFixed(5)}, {center.lng.toFixed(5)}
              </bdi>
            </Typography>
          </Box>
        )}
        <Typography sx={{ mt: 2 }}>{label}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          component="a"
          href={externalMapUrl(center)}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNew />}
        >
          {t('Open in maps')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(AddressMapDialog);
