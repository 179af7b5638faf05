import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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

const ParcelCarousel = dynamic(() => import('./ParcelCarousels'));
const trackOrderPlaceholder = <Box sx={{ minHeight: 220 }} />;
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
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 10',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {source.kind === 'video' ? (
        <>
          <Box
            component="video"
            ref={ref}
            src={source.src}
            poster={source.poster ?? undefined}
            playsInline
            preload="none"
            onEnded={() => {
              if (ref.current) ref.current.currentTime = 0;
              setPlaying(false);
            }}
            aria-label={t('How it works video')}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
            }}
          />
          <IconButton
            onClick={toggle}
            aria-label={playing ? t('Pause video') : t('Play video')}
            aria-pressed={playing}
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 64,
              height: 64,
              bgcolor: 'rgba(0,0,0,0.55)',
              color: '#fff',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
            }}
          >
            {playing ? <PauseRounded fontSize="large" /> : <PlayArrowRounded fontSize="large" />}
          </IconButton>
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
    </Box>
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
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Media video={video} />
        {steps.length ? (
          <Box
            component="ol"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            {steps.map((step, index) => (
              <Box
                component="li"
                key={`${step.label}-${index}`}
                sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 800,
                  }}
                >
                  {index + 1}
                </Box>
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                    {step.label}
                  </Typography>
                  <Typography color="text.secondary">{step.description}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        ) : null}
      </Box>
    </HomeSection>
  );
}

/**
 * The parcel module's home (spec document 2 §1, §2 'Parcel home', §5, §9): top banners (4/1), the
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
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h1" className="visually-hidden">
        {moduleName ?? t('Parcel')}
      </Typography>
      {data.banners.length ? <ParcelCarousel kind="banners" banners={data.banners} /> : null}
      {data.categories.length ? (
        <HomeSection
          id="parcel-categories"
          title={t('We Deliver Everything')}
          subtitle={t('What are you wish to send?')}
        >
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
                md: 'repeat(5, minmax(0, 1fr))',
              },
            }}
          >
            {data.categories.map((category) => (
              <li key={category.id}>
                <Paper
                  variant="outlined"
                  component={NextLink}
                  href={`/parcel-delivery-info?category_id=${category.id}`}
                  sx={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    textAlign: 'center',
                    gap: 1,
                    p: 2,
                    borderRadius: 3,
                    textDecoration: 'none',
                    color: 'text.primary',
                    '&:hover': { borderColor: 'primary.main' },
                    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                  }}
                >
                  <Box sx={{ position: 'relative', width: 72, height: 72 }}>
                    {category.image_full_url ? (
                      <AppImage
                        src={category.image_full_url}
                        alt=""
                        fill
                        sizes="72px"
                        style={{ objectFit: 'contain' }}
                      />
                    ) : null}
                  </Box>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {category.name}
                  </Typography>
                  {category.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {category.description}
                    </Typography>
                  ) : null}
                </Paper>
              </li>
            ))}
          </Box>
        </HomeSection>
      ) : null}
      {data.video ? <HowItWorks video={data.video} /> : null}
      {whyChoose.length ? <ParcelCarousel kind="why-choose" banners={whyChoose} /> : null}
      <HomeSection id="parcel-track" title={t('Track your parcel')}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, maxWidth: 520 }}>
          <ClientOnly fallback={trackOrderPlaceholder}>
            <TrackOrderForm idBase="parcel-track" />
          </ClientOnly>
        </Paper>
      </HomeSection>
    </Container>
  );
}
