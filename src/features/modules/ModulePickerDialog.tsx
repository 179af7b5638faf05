import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { LOCATION_NAMESPACES, useLocationMessages } from '@/features/location/i18n';
import toast from '@/lib/toast';
import { useAppSelector } from '@/store/hooks';
import { ModulePicker } from './ModulePicker';

export const MODULE_REQUIRED_MESSAGE = 'A module must be selected to continue';
import { withMuiScope } from '@/theme/MuiScope';

/** The module picker as a dialog: the step that follows a new location (spec document 1 §4). */
function ModulePickerDialog({
  open,
  onClose,
  autoSelectSingle = true,
}: {
  open: boolean;
  onClose: () => void;
  autoSelectSingle?: boolean;
}) {
  const ready = useLocationMessages();
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const titleId = useId();
  const subtitleId = useId();
  const hasModule = useAppSelector((state) => Boolean(state.module.selected));
  // Dismissed without a choice while none is stored: the shop cannot go on without a module.
  const dismiss = () => {
    if (!hasModule) {
      toast.error(t(MODULE_REQUIRED_MESSAGE), { id: MODULE_REQUIRED_MESSAGE });
    }
    onClose();
  };
  return (
    <Dialog
      open={open && ready}
      onClose={dismiss}
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('Select Module')}
      </DialogTitle>
      <IconButton
        aria-label={t('Close')}
        onClick={dismiss}
        sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography id={subtitleId} color="textSecondary" sx={{ mb: 2 }}>
          {t('Select a type of module for your orders')}
        </Typography>
        {open ? (
          <ModulePicker
            autoSelectSingle={autoSelectSingle}
            onSelected={onClose}
            labelledBy={subtitleId}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export default withMuiScope(ModulePickerDialog);
