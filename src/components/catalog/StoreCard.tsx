import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Store } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { formatDistance, storeDisplayName } from '@/domain/catalog/display';
import { storeHref } from '@/domain/catalog/links';
import { isStoreClosed } from '@/domain/catalog/status';
import { decimals } from '@/domain/format';
import controls from './cardControls.module.css';
import { WishlistHeart } from '@/features/item/WishlistHeart';
import { ClosedBadge } from './ClosedBadge';
import { CATALOG_NAMESPACES } from './i18n';
import { RatingStars } from './RatingStars';
import { VisuallyHidden } from './VisuallyHidden';
import { DeliveryTime } from '@/components/catalog/DeliveryTime';

interface Props {
  store: Store;
  /** The module of the list the card is in; the store's own module otherwise. */
  moduleType?: string | null;
  config: { digit_after_decimal_point?: number } | null | undefined;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Show the distance (only meaningful when the visitor's position was sent). */
  showDistance?: boolean;
  sizes?: string;
  priority?: boolean;
}

/** A store card: cover, logo, name (trimmed outside food), rating, delivery time, distance, closed. */
export function StoreCard({
  store,
  moduleType,
  config,
  headingLevel = 'h3',
  showDistance = true,
  sizes = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 320px',
  priority,
}: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const type = moduleType ?? store.module?.module_type ?? null;
  const digits = decimals(config);
  const name = storeDisplayName(store.name, type);
  const distance = showDistance ? formatDistance(store.distance, digits) : null;
  const closed = isStoreClosed(store);
  return (
    <Card variant="outlined" sx={{ height: '100%', position: 'relative' }}>
      <CardActionArea
        LinkComponent={NextLink}
        href={storeHref(store, { moduleType: type, distance: store.distance ?? null })}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          // Drawn above the image: an inset outline would be hidden under it.
          '&.Mui-focusVisible::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            border: '3px solid',
            borderColor: 'primary.main',
            borderRadius: 'inherit',
            zIndex: 2,
            pointerEvents: 'none',
          },
        }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '2 / 1', bgcolor: 'action.hover' }}>
          {store.cover_photo_full_url ? (
            <AppImage
              src={store.cover_photo_full_url}
              alt=""
              fill
              sizes={sizes}
              priority={priority}
              style={{ objectFit: 'cover', filter: closed ? 'grayscale(0.6)' : undefined }}
            />
          ) : null}
          {closed ? <ClosedBadge sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }} /> : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'flex-start' }}>
          <Box
            sx={{
              position: 'relative',
              flexShrink: 0,
              width: 56,
              height: 56,
              mt: -4,
              borderRadius: '50%',
              overflow: 'hidden',
              border: '3px solid',
              borderColor: 'background.paper',
              bgcolor: 'background.paper',
            }}
          >
            {store.logo_full_url ? (
              <AppImage src={store.logo_full_url} alt="" width={56} height={56} />
            ) : null}
          </Box>
          <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Typography
              component={headingLevel}
              title={name !== store.name ? store.name : undefined}
              sx={{ fontSize: '1rem', fontWeight: 700, lineHeight: 1.3 }}
            >
              {name}
            </Typography>
            <RatingStars value={store.avg_rating} count={store.rating_count} digits={digits} />
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 1.5,
                rowGap: 0.25,
                color: 'text.secondary',
                fontSize: 14,
              }}
            >
              {store.delivery_time ? (
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <DeliveryDiningRounded aria-hidden sx={{ fontSize: 18 }} />
                  <VisuallyHidden>{t('Delivery time')}</VisuallyHidden>
                  <DeliveryTime text={store.delivery_time} />
                </Box>
              ) : null}
              {distance ? (
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <PlaceRounded aria-hidden sx={{ fontSize: 18 }} />
                  <VisuallyHidden>{t('Distance')}</VisuallyHidden>
                  <bdi>{distance}</bdi>
                </Box>
              ) : null}
            </Box>
          </Box>
        </Box>
      </CardActionArea>
      <WishlistHeart
        kind="store"
        id={store.id}
        name={store.name}
        size="small"
        look="raised"
        className={controls.topStart}
      />
    </Card>
  );
}
