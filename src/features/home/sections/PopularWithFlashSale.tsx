import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import NextLink from '@/components/AppLink';
import { ButtonLink } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { FlashSale, Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { Price } from '@/components/catalog/Price';
import { productHref } from '@/domain/catalog/links';
import { flashSaleProgress } from '@/domain/home/countdown';
import { useConfig } from '@/hooks/useConfig';
import { Carousel } from '../parts/Carousel';
import { HomeSection } from '../parts/HomeSection';
import { ItemRowsStrip } from '../parts/Strips';
import { ClientOnly } from '@/components/ClientOnly';
import { withMuiScope } from '@/theme/MuiScope';

const countdownPlaceholder = <Box sx={{ height: 52 }} />;
const Countdown = dynamic(() => import('../widgets/Countdown'), {
  ssr: false,
  loading: () => countdownPlaceholder,
});

/** R-HOME-5: flash-sale teaser 15 products, autoplay 4000 ms, speed 800. */
const AUTOPLAY_MS = 4000;
const SPEED_MS = 800;

function FlashSaleTeaser({ sale }: { sale: FlashSale }) {
  const { t } = useTranslation('home');
  const config = useConfig();
  const products = sale.active_products ?? [];
  return (
    <Box
      component="section"
      aria-labelledby="flash-sale-title"
      data-section="flash-sale"
      sx={{
        borderRadius: 3,
        p: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        minWidth: 0,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography
          id="flash-sale-title"
          variant="h2"
          sx={{ fontSize: '1.3rem', color: 'inherit' }}
        >
          {sale.title || t('Flash Sale')}
        </Typography>
        <ButtonLink
          href={`/flash-sales?id=${sale.id}`}
          size="small"
          color="inherit"
          style={{ textDecoration: 'underline' }}
        >
          {t('View all')}
        </ButtonLink>
      </Box>
      <Typography variant="body2" sx={{ mb: 1, color: 'inherit' }}>
        {t('Hurry up! The offer is limited. Grab while it lasts')}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <ClientOnly fallback={countdownPlaceholder}>
          <Countdown end={sale.end_date} />
        </ClientOnly>
      </Box>
      <Carousel
        label={sale.title || t('Flash Sale')}
        settings={{
          slidesToShow: 1,
          slidesToScroll: 1,
          autoplay: products.length > 1,
          autoplaySpeed: AUTOPLAY_MS,
          speed: SPEED_MS,
          infinite: products.length > 1,
          dots: false,
          arrows: false,
          pauseOnHover: true,
        }}
      >
        {products.map((line) => {
          const item: Item = line.item;
          const progress = flashSaleProgress(line.sold, line.available_stock);
          return (
            <Box key={line.id}>
              <Box
                component={NextLink}
                href={productHref(item)}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  p: 1.5,
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
                }}
              >
                <Box
                  sx={{
                    position: 'relative',
                    width: 96,
                    height: 96,
                    flexShrink: 0,
                    borderRadius: 1.5,
                    overflow: 'hidden',
                    bgcolor: 'action.hover',
                  }}
                >
                  {item.image_full_url ? (
                    <AppImage
                      src={item.image_full_url}
                      alt=""
                      fill
                      sizes="96px"
                      style={{ objectFit: 'cover' }}
                    />
                  ) : null}
                </Box>
                <Box
                  sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}
                >
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {item.name}
                  </Typography>
                  <Price item={item} config={config} />
                  <LinearProgress
                    variant="determinate"
                    value={progress}
                    aria-label={t('Sold')}
                    sx={{ height: 6, borderRadius: 3, mt: 'auto' }}
                  />
                  <Typography variant="caption" color="textSecondary">
                    {t('Sold')}: <bdi>{line.sold}</bdi> · {t('Available')}:{' '}
                    <bdi>{line.available_stock}</bdi>
                  </Typography>
                </Box>
              </Box>
            </Box>
          );
        })}
      </Carousel>
    </Box>
  );
}

/**
 * Popular items nearby beside the flash-sale teaser (R-HOME-5:
 * the teaser shows only while the sale has active products).
 */
function PopularWithFlashSale({
  items,
  sale,
  title,
}: {
  items: Item[];
  sale: FlashSale | null;
  title: string;
}) {
  const hasSale = Boolean(sale?.active_products?.length);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          lg: hasSale ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
        },
        py: { xs: 2, md: 3 },
      }}
    >
      {items.length ? (
        <HomeSection id="popular-items" title={title} flush>
          <ItemRowsStrip items={items} label={title} />
        </HomeSection>
      ) : null}
      {hasSale && sale ? <FlashSaleTeaser sale={sale} /> : null}
    </Box>
  );
}

export default withMuiScope(PopularWithFlashSale);
