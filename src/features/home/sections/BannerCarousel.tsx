import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dynamic from 'next/dynamic';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Banner, Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_SPEED_MS,
  bannerInfinite,
  bannerSlidesToShow,
  bannerTarget,
} from '@/domain/home/banners';
import { Carousel } from '../parts/Carousel';
import { withMuiScope } from '@/theme/MuiScope';

const ItemQuickView = dynamic(() => import('../widgets/ItemQuickView'), { ssr: false });

const HEIGHT = { xs: 150, sm: 190, md: 220 };

/**
 * The keyboard focus ring of a banner link or button: drawn over the artwork (an outline of the
 * control itself would sit under the positioned image and not show), primary with a white inner
 * edge so it shows on light and dark artwork alike.
 */
const FOCUS_RING = {
  position: 'relative',
  display: 'block',
  borderRadius: 2,
  outline: 'none',
  '&:focus-visible::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    borderRadius: 2,
    border: '3px solid',
    borderColor: 'primary.main',
    boxShadow: 'inset 0 0 0 2px #fff',
    pointerEvents: 'none',
  },
} as const;

function BannerImage({
  banner,
  priority,
  hero,
  slides,
}: {
  banner: Banner;
  /** Shown at first (loaded at once). */
  priority: boolean;
  /** The first banner: the home page's largest image. */
  hero: boolean;
  slides: number;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        height: HEIGHT,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        // A titled banner's artwork leaves its start side free for the title. In Arabic the title
        // starts on the right, so the artwork is mirrored to keep out of its way (an untitled
        // banner, whose picture may carry its own text, is drawn as it is).
        ...(banner.title ? { '[dir="rtl"] & img': { transform: 'scaleX(-1)' } } : {}),
      }}
    >
      {banner.image_full_url ? (
        <AppImage
          src={banner.image_full_url}
          alt=""
          fill
          priority={priority}
          hero={hero}
          sizes={`(max-width: 600px) 100vw, ${Math.round(100 / slides)}vw`}
          style={{ objectFit: 'cover' }}
        />
      ) : null}
      {banner.title ? (
        <Typography
          component="span"
          sx={{
            position: 'absolute',
            insetInlineStart: 0,
            top: 0,
            bottom: 0,
            width: '62%',
            display: 'flex',
            alignItems: 'center',
            p: { xs: 2, md: 2.5 },
            fontWeight: 800,
            fontSize: { xs: '1.1rem', md: slides > 2 ? '1.15rem' : '1.5rem' },
            lineHeight: 1.25,
            color: '#1F2937',
            textShadow: '0 1px 0 rgba(255,255,255,0.6)',
          }}
        >
          {banner.title}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The top banner carousel (R-HOME-3): autoplay 4000 ms, speed 800 ms,
 * 1 to 3 slides by module and count, infinite above two banners. Default banners follow their link,
 * store-wise ones open the store, item-wise ones open the product (a quick view for food).
 */
function BannerCarousel({ banners, moduleType }: { banners: Banner[]; moduleType: string | null }) {
  const { t } = useTranslation('home');
  const phone = useMediaQuery('(max-width:599.95px)');
  const [quickView, setQuickView] = useState<Item | null>(null);
  const slides = bannerSlidesToShow(moduleType, banners.length, phone);
  const count = banners.length;

  return (
    <>
      <Carousel
        label={t('Banners')}
        settings={{
          autoplay: count > slides,
          autoplaySpeed: BANNER_AUTOPLAY_MS,
          speed: BANNER_SPEED_MS,
          slidesToShow: slides,
          slidesToScroll: 1,
          infinite: bannerInfinite(count),
          dots: count > slides,
          arrows: count > slides,
          pauseOnHover: true,
        }}
      >
        {banners.map((banner, index) => {
          const target = bannerTarget(banner, moduleType);
          const image = (
            <BannerImage
              banner={banner}
              priority={index < slides}
              hero={index === 0}
              slides={slides}
            />
          );
          const label = banner.title || t('Banner');
          if (target.kind === 'link' || target.kind === 'store' || target.kind === 'item') {
            const external = target.kind === 'link' && target.external;
            return (
              <Box key={banner.id}>
                <Box
                  component={external ? 'a' : NextLink}
                  href={target.href}
                  aria-label={label}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  sx={FOCUS_RING}
                >
                  {image}
                </Box>
              </Box>
            );
          }
          if (target.kind === 'quick-view' && banner.item) {
            const item = banner.item;
            return (
              <Box key={banner.id}>
                <ButtonBase
                  aria-label={label}
                  aria-haspopup="dialog"
                  onClick={() => setQuickView(item)}
                  sx={{ ...FOCUS_RING, width: '100%', textAlign: 'start' }}
                >
                  {image}
                </ButtonBase>
              </Box>
            );
          }
          return <Box key={banner.id}>{image}</Box>;
        })}
      </Carousel>
      {quickView ? <ItemQuickView item={quickView} onClose={() => setQuickView(null)} /> : null}
    </>
  );
}

export default withMuiScope(BannerCarousel);
