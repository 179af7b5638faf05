import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import { EmptyState } from '@/components/EmptyState';
import { Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';
import { PathIcon } from '@/components/icons/Icon';
import { CONTENT_COPY } from '@/components/icons/material/ContentCopy';
import { LOCAL_OFFER_OUTLINED } from '@/components/icons/material/LocalOfferOutlined';
import { Button, ButtonLink } from '@/components/ui/Button';
import type { Coupon } from '@/api/modules/coupon';
import { couponLines, usableCoupons } from '@/domain/coupons/display';
import { couponExpiry } from '@/domain/home/coupons';
import { useConfig } from '@/hooks/useConfig';
import { useZoneModules } from '@/features/modules/useZoneModules';
import { useCopy } from '@/hooks/useCopy';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useAppSelector } from '@/store/hooks';
import styles from './account.module.css';

function CouponCard({
  coupon,
  copied,
  onCopy,
  moduleName,
}: {
  coupon: Coupon;
  copied: boolean;
  onCopy: () => void;
  moduleName: (id: number) => string | null;
}) {
  const { t } = useTranslation(['account', 'common']);
  const { locale = 'en' } = useRouter();
  const config = useConfig();
  const expiry = couponExpiry(coupon.expire_date, new Date(), locale);
  const titleId = `coupon-${coupon.id}`;
  return (
    <li className={styles.coupon} aria-labelledby={titleId}>
      <div className={styles.couponMain}>
        <p id={titleId} className={styles.couponCode} dir="ltr">
          {coupon.code}
        </p>
        {coupon.title ? <p className={styles.couponTitle}>{coupon.title}</p> : null}
        <ul className={styles.couponLines}>
          {couponLines(coupon, config, moduleName).map((line) => (
            <li key={line.key}>{t(line.key, line)}</li>
          ))}
        </ul>
        {expiry ? (
          <p className={styles.couponExpiry}>
            {expiry.key === 'Valid until {{date}}'
              ? t(expiry.key, { date: expiry.date })
              : t(expiry.key)}
          </p>
        ) : null}
      </div>
      <Button
        variant={copied ? 'contained' : 'outlined'}
        startIcon={<PathIcon d={CONTENT_COPY} size={18} />}
        onClick={onCopy}
        data-needs-gesture
        aria-label={copied ? t('Copied') : t('Copy code {{code}}', { code: coupon.code })}
      >
        <span aria-live="polite">{copied ? t('Copied') : t('Copy')}</span>
      </Button>
    </li>
  );
}

/** The member's coupons in their zone (R-ACCOUNT-6): what each gives, its limits, Copy. */
export function CouponsSection() {
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  const token = useAppSelector((state) => state.session.token);
  const zoneIds = useAppSelector((state) => state.location.zoneIds);
  const { copy, copied } = useCopy();
  const modules = useZoneModules().data ?? [];
  const moduleName = (id: number) =>
    modules.find((module) => module.id === id)?.module_name ?? null;
  const coupons = useQuery({
    queryKey: queryKeys.memberCoupons(token, zoneIds),
    queryFn: () => api.coupon.list(),
    enabled: Boolean(token),
  });
  if (coupons.isLoading)
    return (
      <div className={styles.center}>
        <Spinner primary label={t('Loading')} />
      </div>
    );
  if (coupons.isError)
    return (
      <Notice
        severity="error"
        action={
          <Button size="small" onClick={() => void coupons.refetch()}>
            {t('Try again')}
          </Button>
        }
      >
        {t('Your coupons could not be loaded.')}
      </Notice>
    );
  const today = new Date().toISOString().slice(0, 10);
  const list = usableCoupons(coupons.data ?? [], today);
  if (!list.length)
    return (
      <EmptyState
        icon={<PathIcon d={LOCAL_OFFER_OUTLINED} />}
        title={t('No coupons yet')}
        text={
          zoneIds
            ? t('Coupons you can use at checkout will be listed here.')
            : t('Set your delivery location to see the coupons of your area.')
        }
        action={
          <ButtonLink href="/" variant="contained">
            {t('Start shopping')}
          </ButtonLink>
        }
      />
    );
  return (
    <ul className={styles.coupons} aria-label={t('Coupons')}>
      {list.map((coupon) => (
        <CouponCard
          key={coupon.id}
          coupon={coupon}
          copied={copied === coupon.code}
          onCopy={() => void copy(coupon.code)}
          moduleName={moduleName}
        />
      ))}
    </ul>
  );
}
