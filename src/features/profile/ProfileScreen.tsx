import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Profile } from '@/api/types';
import AppLink from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';
import { PathIcon } from '@/components/icons/Icon';
import { ACCOUNT_BALANCE_WALLET_OUTLINED } from '@/components/icons/material/AccountBalanceWalletOutlined';
import { CARD_GIFTCARD_OUTLINED } from '@/components/icons/material/CardGiftcardOutlined';
import { CHAT_OUTLINED } from '@/components/icons/material/ChatOutlined';
import { LOCAL_OFFER_OUTLINED } from '@/components/icons/material/LocalOfferOutlined';
import { LOCK_OUTLINED } from '@/components/icons/material/LockOutlined';
import { LOGOUT } from '@/components/icons/material/Logout';
import { NOTIFICATIONS_OUTLINED } from '@/components/icons/material/NotificationsOutlined';
import { LOYALTY_OUTLINED } from '@/components/icons/material/LoyaltyOutlined';
import { PERSON_OUTLINE_OUTLINED } from '@/components/icons/material/PersonOutlineOutlined';
import { SETTINGS_OUTLINED } from '@/components/icons/material/SettingsOutlined';
import { SHOPPING_BAG_OUTLINED } from '@/components/icons/material/ShoppingBagOutlined';
import { Button, ButtonLink } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';
import { profileMenuEntries, type ProfileMenuEntry } from '@/domain/navigation';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { OrdersSection } from '@/features/orders/OrdersSection';
import { useAppSelector } from '@/store/hooks';
import {
  CouponsSection,
  InboxSection,
  NotificationsSection,
  LoyaltySection,
  ReferralSection,
  SettingsSection,
  WalletSection,
} from './AccountSections';
import { ProfileSettings } from './ProfileSettings';
import { pageOfEntry, resolveProfilePage, type ProfilePage } from './sections';
import styles from './profile.module.css';
import { useSessionReady } from './useSessionReady';

// An MUI dialog: loaded when the customer first asks to log out (docs/hydration.md, rule 7).
const LogoutDialog = dynamic(() => import('@/layout/LogoutDialog'), { ssr: false });

const TITLES: Record<ProfilePage, string> = {
  'profile-settings': 'Profile settings',
  'my-orders': 'My Orders',
  coupons: 'Coupons',
  wallet: 'My Wallet',
  'loyalty-points': 'Loyalty Points',
  'referral-code': 'Referral Code',
  inbox: 'Inbox',
  notifications: 'Notifications',
  settings: 'Settings',
};

const ICONS: Record<string, string> = {
  profile: PERSON_OUTLINE_OUTLINED,
  orders: SHOPPING_BAG_OUTLINED,
  coupons: LOCAL_OFFER_OUTLINED,
  wallet: ACCOUNT_BALANCE_WALLET_OUTLINED,
  loyalty: LOYALTY_OUTLINED,
  referral: CARD_GIFTCARD_OUTLINED,
  inbox: CHAT_OUTLINED,
  notifications: NOTIFICATIONS_OUTLINED,
  settings: SETTINGS_OUTLINED,
};

function MenuIcon({ d }: { d: string | undefined }) {
  return <span className={styles.menuIcon}>{d ? <PathIcon d={d} /> : null}</span>;
}

function Loading() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <div className={styles.loading}>
      <Spinner primary label={t('Loading')} />
    </div>
  );
}

/** Guests get a friendly way in instead of an error (R-ACCOUNT-1). */
function GuestPrompt({ page }: { page: unknown }) {
  const { t } = useTranslation(['account', 'common']);
  const memberOnly = page === 'wallet' || page === 'loyalty-points';
  const returnTo =
    typeof page === 'string' ? `/profile?page=${encodeURIComponent(page)}` : '/profile';
  return (
    <div className={styles.guest}>
      <h1 className={styles.guestTitle}>{t('Your account')}</h1>
      <EmptyState
        icon={<PathIcon d={LOCK_OUTLINED} />}
        title={t('Sign in to see your account')}
        text={
          memberOnly
            ? t('You must be login to access this page.')
            : t('Sign in to manage your profile, orders, wallet and more.')
        }
        action={
          <ButtonLink
            href={`/auth/sign-in?from=${encodeURIComponent(returnTo)}`}
            variant="contained"
            size="large"
          >
            {t('Sign In')}
          </ButtonLink>
        }
      />
    </div>
  );
}

function ProfileNav({
  entries,
  current,
  profile,
}: {
  entries: ProfileMenuEntry[];
  current: ProfilePage;
  profile: Profile | undefined;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [confirmLogout, setConfirmLogout] = useState(false);
  // The dialog's code loads on the first Logout and stays mounted after, so it can close gently.
  const [logoutOpened, setLogoutOpened] = useState(false);
  const name = [profile?.f_name, profile?.l_name].filter(Boolean).join(' ');
  return (
    <div className={styles.navCard}>
      {name ? (
        <div className={styles.navUser}>
          <p className={styles.navName}>{name}</p>
          {profile?.phone ? (
            <p className={styles.navPhone}>
              <bdi dir="ltr">{profile.phone}</bdi>
            </p>
          ) : null}
        </div>
      ) : null}
      <nav aria-label={t('Account menu')}>
        <ul className={styles.menu}>
          {entries.map((entry) => {
            const selected = pageOfEntry(entry) === current;
            return (
              <li key={entry.key}>
                <AppLink
                  href={entry.href}
                  shallow
                  className={styles.menuItem}
                  aria-current={selected ? 'page' : undefined}
                >
                  <MenuIcon d={ICONS[entry.key]} />
                  {t(entry.label)}
                </AppLink>
              </li>
            );
          })}
        </ul>
        <hr className={ui.divider} />
        <ul className={styles.menu}>
          <li>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                setLogoutOpened(true);
                setConfirmLogout(true);
              }}
            >
              <MenuIcon d={LOGOUT} />
              {t('Logout')}
            </button>
          </li>
        </ul>
      </nav>
      {logoutOpened ? (
        <LogoutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} />
      ) : null}
    </div>
  );
}

function Section({ page, profile }: { page: ProfilePage; profile: Profile }) {
  switch (page) {
    case 'my-orders':
      return <OrdersSection />;
    case 'coupons':
      return <CouponsSection />;
    case 'wallet':
      return <WalletSection profile={profile} />;
    case 'loyalty-points':
      return <LoyaltySection profile={profile} />;
    case 'referral-code':
      return <ReferralSection profile={profile} />;
    case 'inbox':
      return <InboxSection />;
    case 'notifications':
      return <NotificationsSection />;
    case 'settings':
      return <SettingsSection />;
    default:
      return <ProfileSettings profile={profile} />;
  }
}

/**
 * /profile: a prompt to sign in for guests; for members the account menu and the section named by
 * the `page` query (profile settings by default).
 */
export function ProfileScreen() {
  const { t } = useTranslation(['account', 'common']);
  const router = useRouter();
  const ready = useSessionReady();
  const token = useAppSelector((state) => state.session.token);
  const config = useConfig();
  const profileQuery = useProfile();
  const entries = profileMenuEntries(config);
  const page = resolveProfilePage(router.query.page, entries);

  if (!ready) return <Loading />;
  if (!token) return <GuestPrompt page={router.query.page} />;

  const profile = profileQuery.data;
  return (
    <div className={styles.page}>
      <div className={styles.columns}>
        <div>
          <ProfileNav entries={entries} current={page} profile={profile} />
        </div>
        <div>
          <h1 className={styles.title}>{t(TITLES[page])}</h1>
          {profile ? (
            <Section page={page} profile={profile} />
          ) : profileQuery.isError ? (
            <Notice severity="error">
              <div className={styles.retry}>
                {t('We could not load your profile.')}
                <Button color="inherit" size="small" onClick={() => void profileQuery.refetch()}>
                  {t('Try again')}
                </Button>
              </div>
            </Notice>
          ) : (
            <Loading />
          )}
        </div>
      </div>
    </div>
  );
}
