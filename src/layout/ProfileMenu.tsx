import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { profileMenuEntries } from '@/domain/navigation';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { LogoutDialog } from './LogoutDialog';

export function displayName(profile: { f_name: string | null; l_name: string | null } | undefined) {
  return [profile?.f_name, profile?.l_name].filter(Boolean).join(' ');
}

/** The profile dropdown: the menu entries plus Logout (spec document 2 §2). */
export function ProfileMenu() {
  const { t } = useTranslation();
  const config = useConfig();
  const { data: profile } = useProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const name = displayName(profile);

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={t('Open profile menu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <Avatar
          src={profile?.image_full_url ?? undefined}
          alt=""
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {name.charAt(0).toUpperCase() || undefined}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
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
          <MenuItem
            key={entry.key}
            component={Link}
            href={entry.href}
            onClick={() => setAnchor(null)}
          >
            {t(entry.label)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
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
