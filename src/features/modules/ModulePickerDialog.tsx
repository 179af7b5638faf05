import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { LOCATION_NAMESPACES, useLocationMessages } from '@/features/location/i18n';
import toast from '@/lib/toast';
import { useAppSelector } from '@/store/hooks';
import { ModulePicker } from './ModulePicker';

export const MODULE_REQUIRED_MESSAGE = 'A module must be selected to continue';
import { withMuiScope } from '@/theme/MuiScope';

/** The module picker as a dialog: the step that follows a new location (R-LOC-2, R-MOD-2). */
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
      <DialogHeader id={titleId} title={t('Select Module')} onClose={dismiss} />
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
