import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import TrackOrderForm from './TrackOrderForm';
import { withMuiScope } from '@/theme/MuiScope';

/** The order-tracking side panel of the module home (spec document 2 §2): a drawer with the form. */
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
          sx: { width: { xs: '100%', sm: 380 }, p: 2.5 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="track-panel-title" variant="h2" sx={{ fontSize: '1.3rem' }}>
          {t('Track your order')}
        </Typography>
        <IconButton aria-label={t('Close')} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      <TrackOrderForm idBase="track-panel" />
    </Drawer>
  );
}

export default withMuiScope(TrackOrderPanel);
