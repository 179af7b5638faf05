import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/ClientOnly';
import { PathIcon } from '@/components/icons/Icon';
import { CONTENT_COPY_ROUNDED } from '@/components/icons/material/ContentCopyRounded';
import { LOCAL_OFFER_OUTLINED } from '@/components/icons/material/LocalOfferOutlined';
import { Button } from '@/components/ui/Button';
import type { ListedCoupon } from '@/api/catalogTypes';
import { formatPrice } from '@/domain/format';
import { COPIED_MS, couponDiscountText, couponExpiry } from '@/domain/home/coupons';
import { useConfig } from '@/hooks/useConfig';
import { classNames } from '@/lib/classNames';
import { copyText } from '@/hooks/useCopy';
import { Carousel } from '../parts/Carousel';
import { HomeSection } from '../parts/HomeSection';
import styles from './couponSlider.module.css';

function CouponCard({ coupon }: { coupon: ListedCoupon }) {
  const { t } = useTranslation('home');
  const { locale = 'en' } = useRouter();
  const config = useConfig();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const discount = couponDiscountText(coupon, config);
  // The expiry depends on today: the server renders none, the browser fills it in on hydration.
  const browser = useHydrated();
  const expiry = browser ? couponExpiry(coupon.expire_date, new Date(), locale) : null;

  const copy = async () => {
    if (await copyText(coupon.code)) {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    }
  };

  return (
    <div className={styles.coupon}>
      <div className={styles.icon}>
        <PathIcon d={LOCAL_OFFER_OUTLINED} size={48} />
      </div>
      <div className={styles.text}>
        <p className={styles.discount}>
          {coupon.coupon_type === 'free_delivery'
            ? t('Free delivery')
            : t('{{discount}} OFF', { discount })}
        </p>
        {coupon.title ? <p className={styles.title}>{coupon.title}</p> : null}
        <p className={styles.detail}>
          {coupon.min_purchase
            ? t('Min purchase {{amount}}', { amount: formatPrice(coupon.min_purchase, config) })
            : t('No minimum purchase')}
          {coupon.store?.name ? ` · ${coupon.store.name}` : ''}
        </p>
        <p className={classNames(styles.detail, styles.expiry)}>
          {expiry ? t(expiry.key, 'date' in expiry ? { date: expiry.date } : undefined) : ''}
        </p>
      </div>
      <div className={styles.copy}>
        <code className={styles.code}>{coupon.code}</code>
        <Button
          variant={copied ? 'contained' : 'outlined'}
          size="small"
          startIcon={<PathIcon d={CONTENT_COPY_ROUNDED} size={18} />}
          onClick={() => void copy()}
          data-needs-gesture
          aria-label={copied ? t('Copied') : t('Copy code {{code}}', { code: coupon.code })}
          style={{ minWidth: 96 }}
        >
          <span aria-live="polite">{copied ? t('Copied') : t('Copy')}</span>
        </Button>
      </div>
    </div>
  );
}

/** The coupons slider (R-HOME-13): one slide with dots; a copy shows Copied for 1 s. */
export default function CouponSlider({ coupons }: { coupons: ListedCoupon[] }) {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="coupons" title={t('Coupons')}>
      <div className={styles.slider}>
        <Carousel
          label={t('Coupons')}
          settings={{
            slidesToShow: 1,
            slidesToScroll: 1,
            dots: coupons.length > 1,
            arrows: false,
            infinite: coupons.length > 1,
            autoplay: false,
            speed: 500,
          }}
        >
          {coupons.map((coupon) => (
            <div key={coupon.id}>
              <CouponCard coupon={coupon} />
            </div>
          ))}
        </Carousel>
      </div>
    </HomeSection>
  );
}
