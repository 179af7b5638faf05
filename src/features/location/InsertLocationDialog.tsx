import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useRef } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { ADD_LOCATION_ALT_OUTLINED } from '@/components/icons/material/AddLocationAltOutlined';
import { MAP_OUTLINED } from '@/components/icons/material/MapOutlined';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import type { StoredLocation } from '@/domain/location/stored';
import { LOCATION_NAMESPACES, useLocationMessages } from './i18n';
import { useLazyDialog } from './useLazyDialog';
import { withMuiScope } from '@/theme/MuiScope';

const LocationPickerModal = dynamic(() => import('./LocationPickerModal'), { ssr: false });

export interface InsertLocationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once a location was picked and stored (e.g. to retry the add to cart). */
  onPicked?: (location: StoredLocation) => void;
  /** Follow the picked location with the module picker; off by default (the store flow). */
  moduleStep?: boolean;
}

/**
 * 'Insert delivery location' (R-LOC-6): shown when add-to-cart is tried
 * without a stored location; 'Pick from Map' opens the location picker.
 */
export function InsertLocationDialog({
  open,
  onClose,
  onPicked,
  moduleStep = false,
}: InsertLocationDialogProps) {
  const ready = useLocationMessages();
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const picker = useLazyDialog();
  const titleId = useId();
  const textId = useId();
  const picked = useRef(false);

  return (
    <>
      <Dialog
        open={open && ready && !picker.open}
        onClose={onClose}
        aria-labelledby={titleId}
        aria-describedby={textId}
        maxWidth="xs"
        fullWidth
      >
        <Box aria-hidden sx={{ textAlign: 'center', pt: 3, color: 'primary.main' }}>
          <PathIcon d={ADD_LOCATION_ALT_OUTLINED} size={48} />
        </Box>
        <DialogHeader id={titleId} title={t('Insert delivery location')} centered />
        <DialogContent>
          <DialogContentText id={textId} sx={{ textAlign: 'center' }}>
            {t('Please set your delivery location before adding items to the cart.')}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', gap: 1, pb: 3 }}>
          <Button variant="outlined" color="inherit" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button
            variant="contained"
            startIcon={<PathIcon d={MAP_OUTLINED} size={20} />}
            onClick={picker.show}
            autoFocus
          >
            {t('Pick from Map')}
          </Button>
        </DialogActions>
      </Dialog>
      {picker.used ? (
        <LocationPickerModal
          key={picker.session}
          open={picker.open}
          moduleStep={moduleStep}
          onPicked={(location) => {
            picked.current = true;
            onPicked?.(location);
          }}
          onClose={() => {
            picker.hide();
            // Without a new location the customer is back at this dialog.
            if (picked.current) onClose();
          }}
        />
      ) : null}
    </>
  );
}

export default withMuiScope(InsertLocationDialog);
