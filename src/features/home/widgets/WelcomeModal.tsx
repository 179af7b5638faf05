import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { CELEBRATION_OUTLINED } from '@/components/icons/material/CelebrationOutlined';
import { Button } from '@/components/ui/Button';
import {
  dismissWelcome,
  welcomeDiscount,
  WELCOME_MAX_WIDTH,
  welcomeRequested,
} from '@/domain/home/welcome';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The welcome modal (R-HOME-18): shown when the welcome flag is raised (sign-up
 * raises it), closed by its close action, which lowers the flag; a customer valid for the
 * first-order discount is offered it. Max width 382 px.
 */
function WelcomeModal() {
  const { t } = useTranslation('home');
  const config = useConfig();
  const profile = useProfile();
  // Rendered in the browser only (next/dynamic, ssr: false): storage can be read at once.
  const [open, setOpen] = useState(() => welcomeRequested(window.localStorage));
  const close = () => {
    dismissWelcome(window.localStorage);
    setOpen(false);
  };
  const discount = welcomeDiscount(profile.data, config);
  const name = config?.business_name ?? '';
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="welcome-title"
      slotProps={{
        paper: {
          sx: { maxWidth: WELCOME_MAX_WIDTH, width: '100%', borderRadius: 3, textAlign: 'center' },
        },
      }}
    >
      <DialogContent sx={{ pt: 4 }}>
        <PathIcon d={CELEBRATION_OUTLINED} size={56} tone="primary" />
        <Typography id="welcome-title" variant="h2" sx={{ fontSize: '1.4rem', my: 1 }}>
          {name ? t('Welcome to {{name}}!', { name }) : t('Welcome!')}
        </Typography>
        {discount ? (
          <Typography>
            {discount.validity
              ? t('Get {{amount}} off your first order, valid for {{validity}}.', discount)
              : t('Get {{amount}} off your first order.', { amount: discount.amount })}
          </Typography>
        ) : (
          <Typography color="textSecondary">{t('Enjoy shopping with us.')}</Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={close} autoFocus>
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(WelcomeModal);
