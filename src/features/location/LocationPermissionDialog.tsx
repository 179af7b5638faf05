import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { LOCATION_OFF_OUTLINED } from '@/components/icons/material/LocationOffOutlined';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { LOCATION_NAMESPACES, useLocationMessages } from './i18n';
import { withMuiScope } from '@/theme/MuiScope';

/** Asks for the browser location permission (R-LOC-4). */
function LocationPermissionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ready = useLocationMessages();
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open && ready}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <Box aria-hidden sx={{ textAlign: 'center', pt: 3, color: 'warning.main' }}>
        <PathIcon d={LOCATION_OFF_OUTLINED} size={48} />
      </Box>
      <DialogHeader id={titleId} title={t('Please allow browser location permission')} centered />
      <DialogContent>
        <DialogContentText id={textId} sx={{ textAlign: 'center' }}>
          {t(
            'Your browser location track permission is off. Please turn on the location permission to detect current location.',
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(LocationPermissionDialog);
