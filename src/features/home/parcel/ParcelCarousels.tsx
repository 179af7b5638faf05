import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ParcelBanner } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS, bannerInfinite } from '@/domain/home/banners';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { Carousel } from '../parts/Carousel';
import { HomeSection } from '../parts/HomeSection';
import styles from './parcelCarousels.module.css';

/** The parcel top banners (aspect 4/1) or the why-choose cards, each on a carousel. */
export default function ParcelCarousels({
  kind,
  banners,
}: {
  kind: 'banners' | 'why-choose';
  banners: ParcelBanner[];
}) {
  const { t } = useTranslation('home');
  // The theme's sm and md breakpoints (600 and 900 px).
  const phone = useMediaQuery('(max-width:599.95px)');
  const tablet = useMediaQuery('(max-width:899.95px)');
  if (kind === 'banners') {
    return (
      <div className={styles.banners}>
        <Carousel
          label={t('Banners')}
          settings={{
            slidesToShow: 1,
            autoplay: banners.length > 1,
            autoplaySpeed: BANNER_AUTOPLAY_MS,
            speed: BANNER_SPEED_MS,
            infinite: bannerInfinite(banners.length),
            dots: banners.length > 1,
            arrows: banners.length > 1,
          }}
        >
          {banners.map((banner, index) => (
            <div key={banner.id}>
              <div className={styles.banner}>
                {(banner.value_full_url ?? banner.image_full_url) ? (
                  <AppImage
                    src={(banner.value_full_url ?? banner.image_full_url) as string}
                    alt={banner.title ?? ''}
                    fill
                    hero={index === 0}
                    sizes="(max-width: 1280px) 100vw, 1280px"
                    style={{ objectFit: 'cover' }}
                  />
                ) : null}
              </div>
            </div>
          ))}
        </Carousel>
      </div>
    );
  }
  const slides = Math.min(phone ? 1 : tablet ? 2 : 4, banners.length);
  return (
    <HomeSection id="why-choose" title={t('Why choose us')}>
      <Carousel
        label={t('Why choose us')}
        settings={{
          slidesToShow: slides,
          slidesToScroll: 1,
          autoplay: banners.length > slides,
          autoplaySpeed: BANNER_AUTOPLAY_MS,
          speed: BANNER_SPEED_MS,
          infinite: banners.length > slides,
          dots: banners.length > slides,
          arrows: banners.length > slides,
        }}
      >
        {banners.map((banner) => (
          <div key={banner.id} className={styles.slide}>
            <div className={styles.reason}>
              <div className={styles.reasonImage}>
                {banner.image_full_url ? (
                  <AppImage
                    src={banner.image_full_url}
                    alt=""
                    fill
                    sizes="240px"
                    style={{ objectFit: 'contain' }}
                  />
                ) : null}
              </div>
              <h3 className={styles.reasonTitle}>{banner.title}</h3>
              {banner.short_description ? (
                <p className={styles.reasonText}>{banner.short_description}</p>
              ) : null}
            </div>
          </div>
        ))}
      </Carousel>
    </HomeSection>
  );
}
