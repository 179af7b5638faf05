import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { useTranslation } from '@/lib/i18n/useTranslation';
import TrackOrderForm from './TrackOrderForm';
import { withMuiScope } from '@/theme/MuiScope';

/** The order-tracking side panel of the module home (R-HOME-17): a drawer with the form. */
function TrackOrderPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'track-panel-title',
          sx: { width: { xs: '100%', sm: 380 } },
        },
      }}
    >
      <DialogHeader
        id="track-panel-title"
        title={t('Track your order')}
        onClose={onClose}
        variant="drawer"
      />
      <Box sx={{ p: 2.5 }}>
        <TrackOrderForm idBase="track-panel" />
      </Box>
    </Drawer>
  );
}

export default withMuiScope(TrackOrderPanel);
