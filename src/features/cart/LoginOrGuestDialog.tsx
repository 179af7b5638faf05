import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { CART_NAMESPACES } from './i18n';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The login-or-guest dialog (spec document 1 §2 item 3): Guest goes to checkout as a guest, Login
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
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {t('Do you want to login or continue as a guest?')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ textAlign: 'center' }}>
          {t(
            'If you login, your order history will be saved. As a guest you cannot see your orders after placing them.',
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', gap: 1, px: 3 }}>
        <Button variant="outlined" color="inherit" onClick={onGuest} sx={{ flex: 1 }}>
          {t('Guest')}
        </Button>
        <Button variant="contained" onClick={onLogin} autoFocus sx={{ flex: 1 }}>
          {t('Login')}
        </Button>
      </DialogActions>
      <Typography variant="body2" sx={{ textAlign: 'center', pb: 2.5 }}>
        {t("Don't have an account?")}{' '}
        <Link component="button" type="button" onClick={onSignUp} sx={{ fontWeight: 700 }}>
          {t('Sign Up')}
        </Link>
      </Typography>
    </Dialog>
  );
}

/** Rendered from next/dynamic on pages without MUI: brings its own MuiScope. */
export const LoginOrGuestDialog = withMuiScope(LoginOrGuestDialogContent);
