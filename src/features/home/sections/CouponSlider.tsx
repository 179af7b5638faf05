import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
import { copyText } from '@/hooks/useCopy';
import { Carousel } from '../parts/Carousel';
import { HomeSection } from '../parts/HomeSection';
import { withMuiScope } from '@/theme/MuiScope';

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
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: { xs: 2, md: 3 },
        minHeight: 150,
        borderRadius: 3,
        border: '2px dashed',
        borderColor: 'primary.main',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ color: 'primary.main', flexShrink: 0, lineHeight: 0 }}>
        <PathIcon d={LOCAL_OFFER_OUTLINED} size={48} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800, fontSize: '1.35rem' }}>
          {coupon.coupon_type === 'free_delivery'
            ? t('Free delivery')
            : t('{{discount}} OFF', { discount })}
        </Typography>
        {coupon.title ? <Typography sx={{ fontWeight: 600 }}>{coupon.title}</Typography> : null}
        <Typography variant="body2" color="textSecondary">
          {coupon.min_purchase
            ? t('Min purchase {{amount}}', { amount: formatPrice(coupon.min_purchase, config) })
            : t('No minimum purchase')}
          {coupon.store?.name ? ` · ${coupon.store.name}` : ''}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ minHeight: '1.43em' }}>
          {expiry ? t(expiry.key, 'date' in expiry ? { date: expiry.date } : undefined) : ''}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          flexShrink: 0,
        }}
      >
        <Typography
          component="code"
          sx={{
            fontFamily: 'monospace',
            fontWeight: 700,
            fontSize: '1.05rem',
            letterSpacing: 1,
            direction: 'ltr',
          }}
        >
          {coupon.code}
        </Typography>
        <Button
          variant={copied ? 'contained' : 'outlined'}
          size="small"
          startIcon={<PathIcon d={CONTENT_COPY_ROUNDED} size={18} />}
          onClick={() => void copy()}
          aria-label={copied ? t('Copied') : t('Copy code {{code}}', { code: coupon.code })}
          style={{ minWidth: 96 }}
        >
          <span aria-live="polite">{copied ? t('Copied') : t('Copy')}</span>
        </Button>
      </Box>
    </Box>
  );
}

/** The coupons slider (R-HOME-13): one slide with dots; a copy shows Copied for 1 s. */
function CouponSlider({ coupons }: { coupons: ListedCoupon[] }) {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="coupons" title={t('Coupons')}>
      <Box sx={{ maxWidth: 760 }}>
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
            <Box key={coupon.id}>
              <CouponCard coupon={coupon} />
            </Box>
          ))}
        </Carousel>
      </Box>
    </HomeSection>
  );
}

export default withMuiScope(CouponSlider);
