import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import ui from '@/components/ui/ui.module.css';
import { CART_NAMESPACES } from './i18n';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The login-or-guest dialog (R-CART-7): Guest goes to checkout as a guest, Login
 * goes to sign-in and back to checkout, and a Sign Up link.
 */
function LoginOrGuestDialogContent({
  open,
  onClose,
  onGuest,
  onLogin,
  onSignUp,
}: {
  open: boolean;
  onClose: () => void;
  onGuest: () => void;
  onLogin: () => void;
  onSignUp: () => void;
}) {
  const { t } = useTranslation(CART_NAMESPACES);
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
      <DialogHeader
        id={titleId}
        title={t('Do you want to login or continue as a guest?')}
        centered
      />
      <DialogContent>
        <DialogContentText id={textId} sx={{ textAlign: 'center' }}>
          {t(
            'If you login, your order history will be saved. As a guest you cannot see your orders after placing them.',
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', gap: 1, px: 3 }}>
        <Button variant="outlined" color="inherit" onClick={onGuest} style={{ flex: 1 }}>
          {t('Guest')}
        </Button>
        <Button variant="contained" onClick={onLogin} autoFocus style={{ flex: 1 }}>
          {t('Login')}
        </Button>
      </DialogActions>
      <Typography variant="body2" sx={{ textAlign: 'center', pb: 2.5 }}>
        {t("Don't have an account?")}{' '}
        <button type="button" className={`${ui.link} ${ui.bold}`} onClick={onSignUp}>
          {t('Sign Up')}
        </button>
      </Typography>
    </Dialog>
  );
}

/** Rendered from next/dynamic on pages without MUI: brings its own MuiScope. */
export const LoginOrGuestDialog = withMuiScope(LoginOrGuestDialogContent);
