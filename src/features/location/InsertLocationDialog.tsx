import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useRef } from 'react';
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
 * 'Insert delivery location' (spec document 1 §2 item 4, §5): shown when add-to-cart is tried
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
          <AddLocationAltOutlined sx={{ fontSize: 48 }} />
        </Box>
        <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
          {t('Insert delivery location')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ textAlign: 'center' }}>
            {t('Please set your delivery location before adding items to the cart.')}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', gap: 1, pb: 3 }}>
          <Button variant="outlined" color="inherit" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" startIcon={<MapOutlined />} onClick={picker.show} autoFocus>
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
