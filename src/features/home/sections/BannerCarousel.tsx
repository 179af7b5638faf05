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
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { classNames } from '@/lib/classNames';
import { Carousel } from '../parts/Carousel';
import styles from './bannerCarousel.module.css';

const ItemQuickView = dynamic(() => import('../widgets/ItemQuickView'), { ssr: false });

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
    <div className={classNames(styles.frame, banner.title && styles.titled)}>
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
        <span className={classNames(styles.title, slides <= 2 && styles.titleLarge)}>
          {banner.title}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The top banner carousel (R-HOME-3): autoplay 4000 ms, speed 800 ms,
 * 1 to 3 slides by module and count, infinite above two banners. Default banners follow their link,
 * store-wise ones open the store, item-wise ones open the product (a quick view for food).
 */
export default function BannerCarousel({
  banners,
  moduleType,
}: {
  banners: Banner[];
  moduleType: string | null;
}) {
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
              <div key={banner.id}>
                {external ? (
                  <a
                    href={target.href}
                    aria-label={label}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.control}
                  >
                    {image}
                  </a>
                ) : (
                  <NextLink href={target.href} aria-label={label} className={styles.control}>
                    {image}
                  </NextLink>
                )}
              </div>
            );
          }
          if (target.kind === 'quick-view' && banner.item) {
            const item = banner.item;
            return (
              <div key={banner.id}>
                <button
                  type="button"
                  aria-label={label}
                  aria-haspopup="dialog"
                  onClick={() => setQuickView(item)}
                  className={classNames(styles.control, styles.button)}
                >
                  {image}
                </button>
              </div>
            );
          }
          return <div key={banner.id}>{image}</div>;
        })}
      </Carousel>
      {quickView ? <ItemQuickView item={quickView} onClose={() => setQuickView(null)} /> : null}
    </>
  );
}
