import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useLogout } from '@/features/account/useLogout';
import { withMuiScope } from '@/theme/MuiScope';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      title={t('Logout')}
      text={t('Are you sure you want to log out?')}
      busy={busy}
      onClose={onClose}
      onConfirm={async () => {
        setBusy(true);
        await logout();
        setBusy(false);
        onClose();
      }}
    />
  );
}

/** In its own MUI scope, for `next/dynamic` from pages without MUI (docs/hydration.md, rule 7). */
export default withMuiScope(LogoutDialog);
