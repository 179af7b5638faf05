import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { withMuiScope } from '@/theme/MuiScope';

interface Props {
  open: boolean;
  title?: string;
  /** Defaults to the spec's 'Confirm this request?'. */
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The shared confirm dialog (R-SHELL-11): Cancel and Yes by default. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogHeader id={titleId} title={title ?? t('Confirm')} />
      <DialogContent>
        <DialogContentText id={textId}>{text ?? t('Confirm this request?')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" variant="outlined">
          {cancelLabel ?? t('Cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy} autoFocus>
          {confirmLabel ?? t('Yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** In its own MUI scope, for `next/dynamic` from pages without MUI (docs/hydration.md, rule 7). */
export default withMuiScope(ConfirmDialog);
