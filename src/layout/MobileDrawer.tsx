import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Link from '@/components/AppLink';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { profileMenuEntries } from '@/domain/navigation';
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';
import { DeliveryLocation } from './DeliveryLocation';
import { HeaderActions } from './HeaderActions';
import { LanguageMenu } from './LanguageMenu';
import { LogoutDialog } from './LogoutDialog';
import { ThemeToggle } from './ThemeToggle';
import { withMuiScope } from '@/theme/MuiScope';

/** The mobile header's drawer, opening from the right (mirrored in Arabic). */
function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const config = useConfig();
  const token = useAppSelector((state) => state.session.token);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(86vw, 340px)' }, 'aria-labelledby': titleId } }}
    >
      <DialogHeader id={titleId} title={t('Menu')} onClose={onClose} variant="drawer" />
      <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
        <DeliveryLocation maxWidth={300} />
        <Box sx={{ display: { md: 'none' } }} onClick={onClose}>
          <HeaderActions />
        </Box>
      </Box>
      <Divider />
      <List component="nav" aria-label={t('Main')} onClick={onClose}>
        <ListItemButton component={Link} href="/home">
          <ListItemText primary={t('Home')} />
        </ListItemButton>
        {token
          ? profileMenuEntries(config).map((entry) => (
              <ListItemButton key={entry.key} component={Link} href={entry.href}>
                <ListItemText primary={t(entry.label)} />
              </ListItemButton>
            ))
          : null}
      </List>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }}>
        <ThemeToggle />
        <LanguageMenu fullWidth />
      </Stack>
      <Box sx={{ p: 2, mt: 'auto' }}>
        {token ? (
          <Button fullWidth variant="outlined" onClick={() => setConfirmLogout(true)}>
            {t('Logout')}
          </Button>
        ) : (
          <ButtonLink
            fullWidth
            variant="contained"
            href={`/auth/sign-in?from=${encodeURIComponent(router.asPath)}`}
            onClick={onClose}
          >
            {t('Sign In')}
          </ButtonLink>
        )}
      </Box>
      <LogoutDialog
        open={confirmLogout}
        onClose={() => {
          setConfirmLogout(false);
          onClose();
        }}
      />
    </Drawer>
  );
}

export default withMuiScope(MobileDrawer);
