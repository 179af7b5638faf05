import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ParcelBanner } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS, bannerInfinite } from '@/domain/home/banners';
import { Carousel } from '../parts/Carousel';
import { HomeSection } from '../parts/HomeSection';
import { withMuiScope } from '@/theme/MuiScope';

/** The parcel top banners (aspect 4/1) or the why-choose cards, each on a carousel. */
function ParcelCarousels({
  kind,
  banners,
}: {
  kind: 'banners' | 'why-choose';
  banners: ParcelBanner[];
}) {
  const { t } = useTranslation('home');
  const phone = useMediaQuery('(max-width:599.95px)');
  const tablet = useMediaQuery('(max-width:899.95px)');
  if (kind === 'banners') {
    return (
      <Box sx={{ pb: 2 }}>
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
            <Box key={banner.id}>
              <Box
                sx={{
                  position: 'relative',
                  aspectRatio: '4 / 1',
                  borderRadius: 3,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                }}
              >
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
              </Box>
            </Box>
          ))}
        </Carousel>
      </Box>
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
          <Box key={banner.id} sx={{ height: '100%' }}>
            <Box
              sx={{
                height: '100%',
                p: 2,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                textAlign: 'center',
              }}
            >
              <Box sx={{ position: 'relative', height: 120, mb: 1.5 }}>
                {banner.image_full_url ? (
                  <AppImage
                    src={banner.image_full_url}
                    alt=""
                    fill
                    sizes="240px"
                    style={{ objectFit: 'contain' }}
                  />
                ) : null}
              </Box>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {banner.title}
              </Typography>
              {banner.short_description ? (
                <Typography variant="body2" color="textSecondary">
                  {banner.short_description}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Carousel>
    </HomeSection>
  );
}

export default withMuiScope(ParcelCarousels);
