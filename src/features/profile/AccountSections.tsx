import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Profile } from '@/api/types';
import { EmptyState } from '@/components/EmptyState';
import { PathIcon } from '@/components/icons/Icon';
import { ACCOUNT_BALANCE_WALLET_OUTLINED } from '@/components/icons/material/AccountBalanceWalletOutlined';
import { CONTENT_COPY } from '@/components/icons/material/ContentCopy';
import { FORUM_OUTLINED } from '@/components/icons/material/ForumOutlined';
import { LOCAL_OFFER_OUTLINED } from '@/components/icons/material/LocalOfferOutlined';
import { LOYALTY_OUTLINED } from '@/components/icons/material/LoyaltyOutlined';
import { SETTINGS_OUTLINED } from '@/components/icons/material/SettingsOutlined';
import { Button, ButtonLink } from '@/components/ui/Button';
import { formatPrice } from '@/domain/format';
import { useConfig } from '@/hooks/useConfig';
import styles from './profile.module.css';

/** Copy confirmation time (spec document 2 §9: 1000 ms). */
export const COPIED_MS = 1000;

function FigureCard({ icon, label, value }: { icon: string; label: string; value: ReactNode }) {
  return (
    <div className={styles.figureCard}>
      <span aria-hidden className={styles.figureIcon}>
        <PathIcon d={icon} size={48} />
      </span>
      <div>
        <p className={styles.figureLabel}>{label}</p>
        <p className={styles.figureValue}>{value}</p>
      </div>
    </div>
  );
}

export function WalletSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['account', 'common']);
  const config = useConfig();
  return (
    <FigureCard
      icon={ACCOUNT_BALANCE_WALLET_OUTLINED}
      label={t('Wallet balance')}
      value={<bdi>{formatPrice(profile.wallet_balance ?? 0, config)}</bdi>}
    />
  );
}

export function LoyaltySection({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <FigureCard
      icon={LOYALTY_OUTLINED}
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
    <div className={styles.referralCard}>
      <p className={styles.referralText}>
        {t('Share your code with friends. When they sign up with it, you both benefit.')}
      </p>
      <div className={styles.referralRow}>
        <p className={styles.referralCode} dir="ltr" aria-label={t('Your referral code')}>
          {code}
        </p>
        <Button
          variant="contained"
          startIcon={<PathIcon d={CONTENT_COPY} size={20} />}
          onClick={() => void copy()}
        >
          <span aria-live="polite">{copied ? t('Copied') : t('Copy')}</span>
        </Button>
      </div>
    </div>
  );
}

function ShopAction() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <ButtonLink href="/" variant="contained">
      {t('Start shopping')}
    </ButtonLink>
  );
}

export function CouponsSection() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <EmptyState
      icon={<PathIcon d={LOCAL_OFFER_OUTLINED} />}
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
      icon={<PathIcon d={FORUM_OUTLINED} />}
      title={t('No messages yet')}
      text={t('Your conversations with stores and delivery people will appear here.')}
    />
  );
}

export function SettingsSection() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <EmptyState
      icon={<PathIcon d={SETTINGS_OUTLINED} />}
      title={t('Language and theme')}
      text={t(
        'Change the language and switch between light and dark mode in the bar at the top of the page.',
      )}
    />
  );
}
