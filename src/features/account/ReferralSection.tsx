import type { Profile } from '@/api/types';
import { EmptyState } from '@/components/EmptyState';
import { PathIcon } from '@/components/icons/Icon';
import { CARD_GIFTCARD_OUTLINED } from '@/components/icons/material/CardGiftcardOutlined';
import { CONTENT_COPY } from '@/components/icons/material/ContentCopy';
import { Button } from '@/components/ui/Button';
import { referralLines, referralLink } from '@/domain/referral/terms';
import { useConfig } from '@/hooks/useConfig';
import { useCopy } from '@/hooks/useCopy';
import { useHydrated } from '@/components/ClientOnly';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from './account.module.css';

/** Share the link with the system's share sheet where there is one, else copy it. */
function ShareLink({ link }: { link: string }) {
  const { t } = useTranslation(['account', 'common']);
  const { copy, copied } = useCopy();
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === 'function';
  return (
    <div className={styles.referralRow}>
      <p className={styles.referralLink} dir="ltr">
        {link}
      </p>
      {canShare ? (
        <Button
          variant="outlined"
          onClick={() => void navigator.share({ url: link }).catch(() => undefined)}
          data-needs-gesture
        >
          {t('Share')}
        </Button>
      ) : (
        <Button variant="outlined" onClick={() => void copy(link)} data-needs-gesture>
          <span aria-live="polite">{copied ? t('Copied') : t('Copy link')}</span>
        </Button>
      )}
    </div>
  );
}

/** The member's referral code, its link and how the reward works (R-REFERRAL-1). */
export function ReferralSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['account', 'common']);
  const config = useConfig();
  const { copy, copied } = useCopy();
  const hydrated = useHydrated();
  const code = profile.ref_code ?? '';
  if (!code) return <EmptyState title={t('No referral code yet')} />;
  const lines = referralLines(config);
  return (
    <div className={styles.referralCard}>
      <span aria-hidden className={styles.referralIcon}>
        <PathIcon d={CARD_GIFTCARD_OUTLINED} size={40} />
      </span>
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
          onClick={() => void copy(code)}
          data-needs-gesture
        >
          <span aria-live="polite">{copied === code ? t('Copied') : t('Copy')}</span>
        </Button>
      </div>
      {hydrated ? <ShareLink link={referralLink(window.location.origin, code)} /> : null}
      {lines.length ? (
        <section aria-labelledby="referral-how" className={styles.referralHow}>
          <h2 id="referral-how" className={styles.settingTitle}>
            {t('How it works')}
          </h2>
          <ul>
            {lines.map((line) => (
              <li key={line.key}>
                {t(line.key, { ...line, unit: 'unit' in line ? t(line.unit) : undefined })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
