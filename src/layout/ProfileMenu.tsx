import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { useProfile } from '@/hooks/useProfile';
import { displayName } from './displayName';

const ProfileMenuPopup = dynamic(() => import('./ProfileMenuPopup'), { ssr: false });

/** The avatar that opens the profile dropdown (spec document 2 §2). */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
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
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
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
      {used ? (
        <ProfileMenuPopup
          anchor={anchor}
          menuId={menuId}
          buttonId={buttonId}
          profile={profile}
          onClose={() => setAnchor(null)}
        />
      ) : null}
    </>
  );
}
