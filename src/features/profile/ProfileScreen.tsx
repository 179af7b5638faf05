import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import LoyaltyOutlined from '@mui/icons-material/LoyaltyOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type ReactNode } from 'react';
import type { Profile } from '@/api/types';
import { EmptyState } from '@/components/EmptyState';
import { profileMenuEntries, type ProfileMenuEntry } from '@/domain/navigation';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { LogoutDialog } from '@/layout/LogoutDialog';
import { OrdersSection } from '@/features/orders/OrdersSection';
import { useAppSelector } from '@/store/hooks';
import {
  CouponsSection,
  InboxSection,
  LoyaltySection,
  ReferralSection,
  SettingsSection,
  WalletSection,
} from './AccountSections';
import { ProfileSettings } from './ProfileSettings';
import { pageOfEntry, resolveProfilePage, type ProfilePage } from './sections';
import { useSessionReady } from './useSessionReady';

const TITLES: Record<ProfilePage, string> = {
  'profile-settings': 'Profile settings',
  'my-orders': 'My Orders',
  coupons: 'Coupons',
  wallet: 'My Wallet',
  'loyalty-points': 'Loyalty Points',
  'referral-code': 'Referral Code',
  inbox: 'Inbox',
  settings: 'Settings',
};

const ICONS: Record<string, ReactNode> = {
  profile: <PersonOutlineOutlined />,
  orders: <ShoppingBagOutlined />,
  coupons: <LocalOfferOutlined />,
  wallet: <AccountBalanceWalletOutlined />,
  loyalty: <LoyaltyOutlined />,
  referral: <CardGiftcardOutlined />,
  inbox: <ChatOutlined />,
  settings: <SettingsOutlined />,
};

function Loading() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('Loading')} />
    </Box>
  );
}

/** Guests get a friendly way in instead of an error (spec document 1 §6 for wallet and loyalty). */
function GuestPrompt({ page }: { page: unknown }) {
  const { t } = useTranslation(['account', 'common']);
  const memberOnly = page === 'wallet' || page === 'loyalty-points';
  const returnTo =
    typeof page === 'string' ? `/profile?page=${encodeURIComponent(page)}` : '/profile';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" sx={{ textAlign: 'center' }}>
        {t('Your account')}
      </Typography>
      <EmptyState
        icon={<LockOutlined />}
        title={t('Sign in to see your account')}
        text={
          memberOnly
            ? t('You must be login to access this page.')
            : t('Sign in to manage your profile, orders, wallet and more.')
        }
        action={
          <Button
            component={NextLink}
            href={`/auth/sign-in?from=${encodeURIComponent(returnTo)}`}
            variant="contained"
            size="large"
          >
            {t('Sign In')}
          </Button>
        }
      />
    </Container>
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
  const name = [profile?.f_name, profile?.l_name].filter(Boolean).join(' ');
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2 }}>
      {name ? (
        <Box sx={{ px: 2, pt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          {profile?.phone ? (
            <Typography variant="body2" color="textSecondary">
              <bdi dir="ltr">{profile.phone}</bdi>
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Box component="nav" aria-label={t('Account menu')}>
        <List>
          {entries.map((entry) => {
            const selected = pageOfEntry(entry) === current;
            return (
              <ListItemButton
                key={entry.key}
                component={NextLink}
                href={entry.href}
                shallow
                selected={selected}
                aria-current={selected ? 'page' : undefined}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[entry.key]}</ListItemIcon>
                <ListItemText primary={t(entry.label)} />
              </ListItemButton>
            );
          })}
        </List>
        <Divider />
        <List>
          <ListItemButton onClick={() => setConfirmLogout(true)}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Logout />
            </ListItemIcon>
            <ListItemText primary={t('Logout')} />
          </ListItemButton>
        </List>
      </Box>
      <LogoutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </Paper>
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
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <ProfileNav entries={entries} current={page} profile={profile} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Typography variant="h3" component="h1" gutterBottom>
            {t(TITLES[page])}
          </Typography>
          {profile ? (
            <Section page={page} profile={profile} />
          ) : profileQuery.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void profileQuery.refetch()}>
                  {t('Try again')}
                </Button>
              }
            >
              {t('We could not load your profile.')}
            </Alert>
          ) : (
            <Loading />
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
