import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { productHref } from '@/domain/catalog/links';
import { isOutOfStock, type OpenableStore } from '@/domain/catalog/status';
import { decimals, type MoneyConfig } from '@/domain/format';
import { ItemCardExtras } from '@/features/item/ItemCardExtras';
import { DiscountBadge } from './DiscountBadge';
import { CATALOG_NAMESPACES } from './i18n';
import { Price } from './Price';
import { RatingStars } from './RatingStars';

interface Props {
  item: Item;
  config: MoneyConfig | null | undefined;
  /** The heading level of the item name in the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Hide the store name (on the store's own page). */
  hideStore?: boolean;
  /** `sizes` of the image for the grid it sits in. */
  sizes?: string;
  /** Load the image eagerly (the first row of a server-rendered grid). */
  priority?: boolean;
  /**
   * The item's store (open state), when the screen has it: a closed store puts CLOSED NOW over the
   * image; adding stays possible when the store takes scheduled orders (`itemCardState`).
   */
  store?: OpenableStore | null;
}

/**
 * The vertical item card: one link to the product page around the image, name, store, rating and
 * price; the heart and the add control sit over the image, outside the link.
 */
export function ItemCard({
  item,
  config,
  headingLevel = 'h3',
  hideStore,
  sizes = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, 240px',
  priority,
  store,
}: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const outOfStock = isOutOfStock(item);
  const digits = decimals(config);
  return (
    <Card variant="outlined" sx={{ height: '100%', position: 'relative' }}>
      <CardActionArea
        LinkComponent={NextLink}
        href={productHref(item)}
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
        <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'action.hover' }}>
          {item.image_full_url ? (
            <AppImage
              src={item.image_full_url}
              alt={item.name}
              fill
              sizes={sizes}
              priority={priority}
              style={{ objectFit: 'cover' }}
            />
          ) : null}
          <DiscountBadge
            item={item}
            config={config}
            sx={{ position: 'absolute', top: 8, insetInlineStart: 8 }}
          />
          {outOfStock ? (
            <Box
              component="span"
              sx={{
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                py: 0.5,
                textAlign: 'center',
                bgcolor: 'rgba(17, 24, 39, 0.8)',
                color: '#FFFFFF',
                fontSize: 13,
                fontWeight: 700,
              }}
            >
              {t('Out of Stock')}
            </Box>
          ) : null}
        </Box>
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
          <Typography
            component={headingLevel}
            sx={{
              fontSize: '0.9375rem',
              fontWeight: 600,
              lineHeight: 1.35,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '2.7em',
            }}
          >
            {item.name}
          </Typography>
          {!hideStore && item.store_name ? (
            <Typography variant="body2" color="text.secondary" noWrap>
              {item.store_name}
            </Typography>
          ) : null}
          <RatingStars value={item.avg_rating} count={item.rating_count ?? 0} digits={digits} />
          <Box
            sx={{
              mt: 'auto',
              pt: 0.5,
              display: 'flex',
              alignItems: 'baseline',
              gap: 0.5,
              flexWrap: 'wrap',
            }}
          >
            <Price item={item} config={config} />
            {item.unit_type ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {t('per {{unit}}', { unit: item.unit_type })}
              </Typography>
            ) : null}
          </Box>
        </Box>
      </CardActionArea>
      <ItemCardExtras item={item} store={store} />
    </Card>
  );
}
