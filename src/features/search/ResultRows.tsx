import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import type { Item, Store } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { ClosedBadge } from '@/components/catalog/ClosedBadge';
import { DiscountBadge } from '@/components/catalog/DiscountBadge';
import { Price } from '@/components/catalog/Price';
import { RatingStars } from '@/components/catalog/RatingStars';
import { formatDistance, storeDisplayName } from '@/domain/catalog/display';
import { productHref, storeHref } from '@/domain/catalog/links';
import { isStoreClosed } from '@/domain/catalog/status';
import { decimals } from '@/domain/format';
import { useConfig } from '@/hooks/useConfig';

const rowSx = {
  display: 'flex',
  alignItems: 'stretch',
  justifyContent: 'flex-start',
  gap: 1.5,
  p: 1.25,
} as const;

/** The list view of an item: image at the start, then name, store, rating and price. */
export function ItemRow({ item }: { item: Item }) {
  const config = useConfig();
  return (
    <Card variant="outlined">
      <CardActionArea LinkComponent={NextLink} href={productHref(item)} sx={rowSx}>
        <Box
          sx={{
            position: 'relative',
            width: 96,
            height: 96,
            flexShrink: 0,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        >
          {item.image_full_url ? (
            <AppImage
              src={item.image_full_url}
              alt={item.name}
              fill
              sizes="96px"
              style={{ objectFit: 'cover' }}
            />
          ) : null}
          <DiscountBadge
            item={item}
            config={config}
            sx={{ position: 'absolute', top: 4, insetInlineStart: 4 }}
          />
        </Box>
        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>
            {item.name}
          </Typography>
          {item.store_name ? (
            <Typography variant="body2" color="text.secondary" noWrap>
              {item.store_name}
            </Typography>
          ) : null}
          <RatingStars
            value={item.avg_rating}
            count={item.rating_count ?? 0}
            digits={decimals(config)}
          />
          <Box sx={{ mt: 'auto' }}>
            <Price item={item} config={config} />
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The list view of a store: logo, name, rating, delivery time, distance and closed state. */
export function StoreRow({ store, moduleType }: { store: Store; moduleType: string | null }) {
  const config = useConfig();
  const digits = decimals(config);
  const distance = formatDistance(store.distance, digits);
  return (
    <Card variant="outlined">
      <CardActionArea
        LinkComponent={NextLink}
        href={storeHref(store, { moduleType, distance: store.distance ?? null })}
        sx={rowSx}
      >
        <Box
          sx={{
            position: 'relative',
            width: 72,
            height: 72,
            flexShrink: 0,
            borderRadius: '50%',
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        >
          {store.logo_full_url ? (
            <AppImage src={store.logo_full_url} alt="" fill sizes="72px" />
          ) : null}
        </Box>
        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {storeDisplayName(store.name, moduleType)}
          </Typography>
          <RatingStars value={store.avg_rating} count={store.rating_count} digits={digits} />
          <Typography variant="body2" color="text.secondary">
            {[store.delivery_time, distance].filter(Boolean).join(' · ')}
          </Typography>
          {isStoreClosed(store) ? <ClosedBadge sx={{ alignSelf: 'flex-start' }} /> : null}
        </Box>
      </CardActionArea>
    </Card>
  );
}
