import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { useProfile } from '@/hooks/useProfile';
import { AppImage } from '@/components/AppImage';
import { displayName } from './displayName';
import { classNames } from '@/lib/classNames';
import styles from './shell.module.css';

const ProfileMenuPopup = dynamic(() => import('./ProfileMenuPopup'), { ssr: false });

/** The avatar that opens the profile dropdown (R-SHELL-4). */
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
      <button
        type="button"
        id={buttonId}
        className={classNames(styles.iconButton, styles.iconButtonAvatar)}
        aria-label={t('Open profile menu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <span className={styles.avatar}>
          {profile?.image_full_url ? (
            <AppImage src={profile.image_full_url} alt="" width={34} height={34} sizes="34px" />
          ) : (
            name.charAt(0).toUpperCase()
          )}
        </span>
      </button>
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
