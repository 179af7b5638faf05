import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import DoNotDisturbAltRounded from '@mui/icons-material/DoNotDisturbAltRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import StraightenRounded from '@mui/icons-material/StraightenRounded';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import type { Store } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { ClosedBadge } from '@/components/catalog/ClosedBadge';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { RatingStars } from '@/components/catalog/RatingStars';
import { formatDistance } from '@/domain/catalog/display';
import { isStoreClosed } from '@/domain/catalog/status';
import { decimals, formatPrice } from '@/domain/format';
import { useConfig } from '@/hooks/useConfig';
import { WishlistHeart } from '@/features/item/WishlistHeart';
import { DeliveryTime } from '@/components/catalog/DeliveryTime';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'text.secondary' }}>
        {icon}
      </Box>
      <Box component="span" sx={{ fontSize: 14 }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:{' '}
        </Box>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}

function OpenBadge() {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        border: 1,
        borderColor: 'success.main',
        color: 'success.dark',
        fontSize: 12,
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      <CheckCircleOutlineRounded aria-hidden sx={{ fontSize: 16 }} />
      {t('Open now')}
    </Box>
  );
}

/** Cover, logo, name, address, rating, open state and the ordering facts of a store. */
export function StoreHeader({ store, distance }: { store: Store; distance: number | null }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const config = useConfig();
  const digits = decimals(config);
  const closed = isStoreClosed(store);
  const distanceText = formatDistance(distance, digits);
  const minimumOrder = Number(store.minimum_order) || 0;
  return (
    <Box component="section" aria-labelledby="store-name">
      <Box
        sx={{
          position: 'relative',
          aspectRatio: { xs: '2 / 1', sm: '3 / 1', md: '4 / 1' },
          borderRadius: { xs: 2, md: 3 },
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {store.cover_photo_full_url ? (
          <AppImage
            src={store.cover_photo_full_url}
            alt=""
            fill
            hero
            sizes="(max-width: 1232px) 100vw, 1200px"
            style={{ objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 1.5, sm: 2.5 },
          px: { xs: 1, sm: 3 },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
        }}
      >
        <Box
          sx={{
            position: 'relative',
            flexShrink: 0,
            width: { xs: 80, md: 112 },
            height: { xs: 80, md: 112 },
            mt: { xs: -5, md: -7 },
            borderRadius: 3,
            overflow: 'hidden',
            border: 4,
            borderColor: 'background.paper',
            bgcolor: 'background.paper',
            boxShadow: 1,
          }}
        >
          {store.logo_full_url ? (
            <AppImage
              src={store.logo_full_url}
              alt=""
              fill
              sizes="112px"
              style={{ objectFit: 'cover' }}
            />
          ) : null}
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1, pt: { sm: 1.5 } }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.5,
            }}
          >
            <Typography
              id="store-name"
              variant="h1"
              sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}
            >
              {store.name}
            </Typography>
            {closed ? <ClosedBadge /> : <OpenBadge />}
            <WishlistHeart kind="store" id={store.id} name={store.name} look="bordered" />
          </Box>
          {store.address ? (
            <Typography
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
            >
              <PlaceOutlined aria-hidden fontSize="small" />
              <bdi>{store.address}</bdi>
            </Typography>
          ) : null}
          <RatingStars
            value={store.avg_rating}
            count={store.rating_count ?? 0}
            digits={digits}
            size="medium"
            sx={{ mt: 1 }}
          />
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label={t('Store information')}
        sx={{
          listStyle: 'none',
          m: 0,
          mt: 2.5,
          p: 2,
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      >
        {store.delivery_time ? (
          <Fact icon={<TimerOutlined fontSize="small" />} label={t('Delivery time')}>
            <DeliveryTime text={store.delivery_time} />
          </Fact>
        ) : null}
        {minimumOrder > 0 ? (
          <Fact icon={<ShoppingBagOutlined fontSize="small" />} label={t('Minimum order')}>
            <bdi>{formatPrice(minimumOrder, config)}</bdi>
          </Fact>
        ) : null}
        <Fact icon={<LocalShippingOutlined fontSize="small" />} label={t('Delivery fee')}>
          {store.free_delivery ? t('Free delivery') : t('Standard delivery fee')}
        </Fact>
        <Fact
          icon={
            store.delivery === false ? (
              <DoNotDisturbAltRounded fontSize="small" />
            ) : (
              <DeliveryDiningRounded fontSize="small" />
            )
          }
          label={t('Home delivery')}
        >
          {store.delivery === false ? t('Not available') : t('Available')}
        </Fact>
        <Fact
          icon={
            store.take_away ? (
              <ShoppingBagOutlined fontSize="small" />
            ) : (
              <DoNotDisturbAltRounded fontSize="small" />
            )
          }
          label={t('Take away')}
        >
          {store.take_away ? t('Available') : t('Not available')}
        </Fact>
        {distanceText ? (
          <Fact icon={<StraightenRounded fontSize="small" />} label={t('Distance')}>
            <bdi>{distanceText}</bdi>
          </Fact>
        ) : null}
      </Box>
    </Box>
  );
}
