import dynamic from 'next/dynamic';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, useState } from 'react';
import type { ParcelBanner, VideoContent } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { parcelSteps, videoSource, WHY_CHOOSE_LIMIT } from '@/domain/home/parcel';
import { HomeSection } from '../parts/HomeSection';
import type { ParcelHomeData } from '../types';
import { ClientOnly } from '@/components/ClientOnly';
import { SvgFrame } from '@/components/icons/Icon';
import styles from './parcelHome.module.css';
import { PAUSE_ROUNDED as PAUSE_PATH } from '@/components/icons/material/PauseRounded';
import { PLAY_ARROW_ROUNDED as PLAY_PATH } from '@/components/icons/material/PlayArrowRounded';

/** MUI's fontSize="large": 2.1875rem. */
const PLAY_ICON_SIZE = 35;

const ParcelCarousel = dynamic(() => import('./ParcelCarousels'));
const trackOrderPlaceholder = <div className={styles.trackPlaceholder} />;
const TrackOrderForm = dynamic(() => import('../widgets/TrackOrderForm'), {
  ssr: false,
  loading: () => trackOrderPlaceholder,
});

/** The video or image of the 'Easiest way to get services' section; a video plays or pauses by toggle and resets on end. */
function Media({ video }: { video: VideoContent }) {
  const { t } = useTranslation('home');
  const source = videoSource(video);
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) {
      void element.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    } else {
      element.pause();
      setPlaying(false);
    }
  };
  return (
    <div className={styles.media}>
      {source.kind === 'video' ? (
        <>
          <video
            ref={ref}
            className={styles.video}
            src={source.src}
            poster={source.poster ?? undefined}
            playsInline
            preload="none"
            onEnded={() => {
              if (ref.current) ref.current.currentTime = 0;
              setPlaying(false);
            }}
            aria-label={t('How it works video')}
          />
          <button
            type="button"
            className={styles.playButton}
            onClick={toggle}
            aria-label={playing ? t('Pause video') : t('Play video')}
            aria-pressed={playing}
          >
            <SvgFrame size={PLAY_ICON_SIZE}>
              <path d={playing ? PAUSE_PATH : PLAY_PATH} fill="currentColor" />
            </SvgFrame>
          </button>
        </>
      ) : source.kind === 'image' ? (
        <AppImage
          src={source.src}
          alt=""
          fill
          sizes="(max-width: 900px) 100vw, 600px"
          style={{ objectFit: 'cover' }}
        />
      ) : null}
    </div>
  );
}

function HowItWorks({ video }: { video: VideoContent }) {
  const { t } = useTranslation('home');
  const steps = parcelSteps(video);
  return (
    <HomeSection
      id="parcel-how"
      title={t('Easiest way to get services')}
      subtitle={video.section_title ?? undefined}
    >
      <div className={styles.how}>
        <Media video={video} />
        {steps.length ? (
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={`${step.label}-${index}`} className={styles.step}>
                <div aria-hidden className={styles.stepNumber}>
                  {index + 1}
                </div>
                <div>
                  <h3 className={styles.stepTitle}>{step.label}</h3>
                  <p className={styles.stepText}>{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </HomeSection>
  );
}

/**
 * The parcel module's home (R-HOME-19, R-ORDER-5): top banners (4/1), the
 * parcel categories ('We Deliver Everything' / 'What are you wish to send?') leading to
 * /parcel-delivery-info, the video or image section with up to three steps, the why-choose banners
 * and the tracking form.
 */
export function ParcelHomeScreen({
  data,
  moduleName,
}: {
  data: ParcelHomeData;
  moduleName: string | null;
}) {
  const { t } = useTranslation('home');
  const whyChoose: ParcelBanner[] = data.whyChoose.slice(0, WHY_CHOOSE_LIMIT);
  return (
    <div className={styles.container}>
      <h1 className="visually-hidden">{moduleName ?? t('Parcel')}</h1>
      {data.banners.length ? <ParcelCarousel kind="banners" banners={data.banners} /> : null}
      {data.categories.length ? (
        <HomeSection
          id="parcel-categories"
          title={t('We Deliver Everything')}
          subtitle={t('What are you wish to send?')}
        >
          <ul className={styles.categories}>
            {data.categories.map((category) => (
              <li key={category.id}>
                <NextLink
                  href={`/parcel-delivery-info?category_id=${category.id}`}
                  className={styles.category}
                >
                  <div className={styles.categoryImage}>
                    {category.image_full_url ? (
                      <AppImage
                        src={category.image_full_url}
                        alt=""
                        fill
                        sizes="72px"
                        style={{ objectFit: 'contain' }}
                      />
                    ) : null}
                  </div>
                  <h3 className={styles.categoryName}>{category.name}</h3>
                  {category.description ? (
                    <p className={styles.categoryText}>{category.description}</p>
                  ) : null}
                </NextLink>
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}
      {data.video ? <HowItWorks video={data.video} /> : null}
      {whyChoose.length ? <ParcelCarousel kind="why-choose" banners={whyChoose} /> : null}
      <HomeSection id="parcel-track" title={t('Track your parcel')}>
        <div className={styles.trackCard}>
          <ClientOnly fallback={trackOrderPlaceholder}>
            <TrackOrderForm idBase="parcel-track" />
          </ClientOnly>
        </div>
      </HomeSection>
    </div>
  );
}
