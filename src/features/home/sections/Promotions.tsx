import { PathIcon } from '@/components/icons/Icon';
import { PAUSE_ROUNDED } from '@/components/icons/material/PauseRounded';
import { PLAY_ARROW_ROUNDED } from '@/components/icons/material/PlayArrowRounded';
import { STAR_ROUNDED } from '@/components/icons/material/StarRounded';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type Slider from 'react-slick';
import type { Advertisement } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { IconButton } from '@/components/ui/Button';
import { storeHref } from '@/domain/catalog/links';
import {
  ADS_AUTOPLAY_MS,
  ADS_SPEED_MS,
  adsSlidesToShow,
  autoStartVideoIndex,
  isVideoAd,
  onSlideActive,
} from '@/domain/home/ads';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { Carousel } from '../parts/Carousel';
import { HomeSection } from '../parts/HomeSection';
import styles from './promotions.module.css';

function AdCard({
  ad,
  index,
  playing,
  onToggle,
  onEnded,
  moduleType,
}: {
  ad: Advertisement;
  index: number;
  playing: boolean;
  onToggle: (index: number) => void;
  onEnded: (index: number) => void;
  moduleType: string | null;
}) {
  const { t } = useTranslation('home');
  const video = isVideoAd(ad);
  const href = ad.store ? storeHref(ad.store, { moduleType }) : null;
  const rating = Number(ad.average_rating) || 0;
  const body = (
    <>
      <div className={styles.avatar}>
        {ad.profile_image_full_url ? (
          <AppImage src={ad.profile_image_full_url} alt="" width={48} height={48} />
        ) : null}
      </div>
      <div className={styles.text}>
        <p className={styles.name}>{ad.title || ad.store?.name}</p>
        {ad.description ? <p className={styles.description}>{ad.description}</p> : null}
        {ad.is_rating_active && rating > 0 ? (
          <p className={styles.rating}>
            <PathIcon d={STAR_ROUNDED} size={16} tone="warning" />
            <bdi>{rating.toFixed(1)}</bdi>
            {ad.is_review_active && ad.reviews_comments_count ? (
              <span className={styles.reviews}>
                {' '}
                ({t('{{count}} reviews', { count: ad.reviews_comments_count })})
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </>
  );
  return (
    <div className={styles.card}>
      <div className={styles.media}>
        {video ? (
          <>
            <video
              className={styles.video}
              data-ad-index={index}
              src={ad.video_attachment_full_url ?? undefined}
              poster={ad.cover_image_full_url ?? undefined}
              muted
              playsInline
              preload="none"
              onEnded={() => onEnded(index)}
              aria-label={ad.title ?? t('Promotional video')}
            />
            <IconButton
              onClick={() => onToggle(index)}
              aria-label={playing ? t('Pause video') : t('Play video')}
              aria-pressed={playing}
              className={styles.play}
            >
              <PathIcon d={playing ? PAUSE_ROUNDED : PLAY_ARROW_ROUNDED} />
            </IconButton>
          </>
        ) : ad.cover_image_full_url ? (
          <AppImage
            src={ad.cover_image_full_url}
            alt=""
            fill
            sizes="(max-width: 600px) 100vw, 420px"
            style={{ objectFit: 'cover' }}
          />
        ) : null}
      </div>
      {href ? (
        <NextLink href={href} className={styles.details}>
          {body}
        </NextLink>
      ) : (
        <div className={styles.details}>{body}</div>
      )}
    </div>
  );
}

/**
 * The promotional highlights carousel (R-HOME-12): store and
 * video promotions, 3 wide, 2 medium, 1 small, speed 500. It autoplays; a video slide pauses it and
 * plays; when the video ends the carousel advances and resumes (playing the next slide if that is a
 * video). Only the first video among the first three slides starts by itself.
 */
export default function Promotions({
  ads,
  moduleType,
}: {
  ads: Advertisement[];
  moduleType: string | null;
}) {
  const { t } = useTranslation('home');
  const small = useMediaQuery('(max-width:599.95px)');
  const medium = useMediaQuery('(max-width:1199.95px)');
  const size = small ? 'small' : medium ? 'medium' : 'wide';
  const slides = adsSlidesToShow(size, ads.length);
  // Fewer ads than a row holds keep their column width instead of stretching across the page.
  const rowShare = Math.min(1, ads.length / adsSlidesToShow(size, Number.POSITIVE_INFINITY));
  const slider = useRef<Slider>(null);
  const root = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState<number | null>(null);

  /** The real (not cloned) video element of slide `index`. */
  const videoOf = useCallback(
    (index: number) =>
      root.current?.querySelector<HTMLVideoElement>(
        `.slick-slide:not(.slick-cloned)[data-index="${index}"] video`,
      ) ?? null,
    [],
  );

  const play = useCallback(
    (index: number) => {
      const element = videoOf(index);
      if (!element) return;
      slider.current?.slickPause();
      element.play().then(
        () => setPlaying(index),
        () => {
          // The browser refused (no media or no autoplay): let the carousel move on.
          setPlaying(null);
          slider.current?.slickPlay();
        },
      );
    },
    [videoOf],
  );

  const pauseAll = useCallback(() => {
    root.current?.querySelectorAll('video').forEach((element) => element.pause());
    setPlaying(null);
  }, []);

  useEffect(() => {
    const first = autoStartVideoIndex(ads);
    if (first >= 0) play(first);
  }, [ads, play]);

  const onEnded = (index: number) => {
    const element = videoOf(index);
    if (element) element.currentTime = 0;
    setPlaying(null);
    slider.current?.slickNext();
    slider.current?.slickPlay();
  };

  const onToggle = (index: number) => {
    if (playing === index) {
      videoOf(index)?.pause();
      setPlaying(null);
      slider.current?.slickPlay();
    } else {
      pauseAll();
      play(index);
    }
  };

  const title = t('Promotional Highlights');
  return (
    <HomeSection id="promotions" title={title}>
      <div ref={root} style={{ maxWidth: `${rowShare * 100}%` }}>
        <Carousel
          ref={slider}
          label={title}
          settings={{
            slidesToShow: slides,
            slidesToScroll: 1,
            autoplay: true,
            autoplaySpeed: ADS_AUTOPLAY_MS,
            speed: ADS_SPEED_MS,
            infinite: ads.length > slides,
            dots: ads.length > slides,
            arrows: ads.length > slides,
            pauseOnHover: false,
            beforeChange: () => pauseAll(),
            afterChange: (current: number) => {
              const next = onSlideActive(ads, current);
              if (next.playVideo !== null) play(next.playVideo);
            },
          }}
        >
          {ads.map((ad, index) => (
            <div key={ad.id} className={styles.slide}>
              <AdCard
                ad={ad}
                index={index}
                playing={playing === index}
                onToggle={onToggle}
                onEnded={onEnded}
                moduleType={moduleType}
              />
            </div>
          ))}
        </Carousel>
      </div>
    </HomeSection>
  );
}
