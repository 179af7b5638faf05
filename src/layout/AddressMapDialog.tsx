import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { OPEN_IN_NEW } from '@/components/icons/material/OpenInNew';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
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
      <DialogHeader id={titleId} title={t('Our address')} />
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
            <PathIcon d={PLACE_OUTLINED} tone="primary" />
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
        <ButtonLink
          href={externalMapUrl(center)}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<PathIcon d={OPEN_IN_NEW} size={20} />}
        >
          {t('Open in maps')}
        </ButtonLink>
        <Button onClick={onClose} variant="contained">
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(AddressMapDialog);
