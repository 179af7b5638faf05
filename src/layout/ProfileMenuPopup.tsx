import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Link from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Profile } from '@/api/types';
import { profileMenuEntries } from '@/domain/navigation';
import { useConfig } from '@/hooks/useConfig';
import { LogoutDialog } from './LogoutDialog';
import { displayName } from './displayName';
import { withMuiScope } from '@/theme/MuiScope';

interface Props {
  anchor: HTMLElement | null;
  menuId: string;
  buttonId: string;
  profile: Profile | undefined;
  onClose: () => void;
}

/** The profile dropdown's entries plus Logout (loaded when the avatar is first used). */
function ProfileMenuPopup({ anchor, menuId, buttonId, profile, onClose }: Props) {
  const { t } = useTranslation();
  const config = useConfig();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const name = displayName(profile);
  return (
    <>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onClose}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {name ? (
          <MenuItem disabled sx={{ opacity: '1 !important' }}>
            <ListItemText
              primary={name}
              secondary={profile?.phone ?? profile?.email ?? undefined}
            />
          </MenuItem>
        ) : null}
        {name ? <Divider /> : null}
        {profileMenuEntries(config).map((entry) => (
          <MenuItem key={entry.key} component={Link} href={entry.href} onClick={onClose}>
            {t(entry.label)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            onClose();
            setConfirmLogout(true);
          }}
        >
          {t('Logout')}
        </MenuItem>
      </Menu>
      <LogoutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </>
  );
}

export default withMuiScope(ProfileMenuPopup);
