import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LoyaltyOutlined from '@mui/icons-material/LoyaltyOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Profile } from '@/api/types';
import { EmptyState } from '@/components/EmptyState';
import { formatPrice } from '@/domain/format';
import { useConfig } from '@/hooks/useConfig';

/** Copy confirmation time (spec document 2 §9: 1000 ms). */
export const COPIED_MS = 1000;

function FigureCard({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
        <Box>
          <Typography color="textSecondary">{label}</Typography>
          <Typography variant="h4" component="p">
            {value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

export function WalletSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['account', 'common']);
  const config = useConfig();
  return (
    <FigureCard
      icon={<AccountBalanceWalletOutlined />}
      label={t('Wallet balance')}
      value={<bdi>{formatPrice(profile.wallet_balance ?? 0, config)}</bdi>}
    />
  );
}

export function LoyaltySection({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <FigureCard
      icon={<LoyaltyOutlined />}
      label={t('Loyalty points')}
      value={profile.loyalty_point ?? 0}
    />
  );
}

export function ReferralSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['account', 'common']);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const code = profile.ref_code ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // Clipboard refused (permissions, insecure context): the code stays visible to copy by hand.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  if (!code) {
    return <EmptyState title={t('No referral code yet')} />;
  }
  return (
    <Card variant="outlined" sx={{ maxWidth: 520 }}>
      <CardContent>
        <Typography color="textSecondary" gutterBottom>
          {t('Share your code with friends. When they sign up with it, you both benefit.')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography
            variant="h4"
            component="p"
            dir="ltr"
            aria-label={t('Your referral code')}
            sx={{ fontFamily: 'monospace', letterSpacing: 2 }}
          >
            {code}
          </Typography>
          <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()}>
            <span aria-live="polite">{copied ? t('Copied') : t('Copy')}</span>
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function ShopAction() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Button component={NextLink} href="/" variant="contained">
      {t('Start shopping')}
    </Button>
  );
}

export function CouponsSection() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <EmptyState
      icon={<LocalOfferOutlined />}
      title={t('No coupons yet')}
      text={t('Coupons you can use at checkout will be listed here.')}
      action={<ShopAction />}
    />
  );
}

export function InboxSection() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <EmptyState
      icon={<ForumOutlined />}
      title={t('No messages yet')}
      text={t('Your conversations with stores and delivery people will appear here.')}
    />
  );
}

export function SettingsSection() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <EmptyState
      icon={<SettingsOutlined />}
      title={t('Language and theme')}
      text={t(
        'Change the language and switch between light and dark mode in the bar at the top of the page.',
      )}
    />
  );
}
