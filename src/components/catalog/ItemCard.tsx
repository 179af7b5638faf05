import { styled } from '@mui/material/styles';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { cardShellStyles } from './cardShell';
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

/** The whole card as one styled element with plain children (see cardShell.ts). */
const CardRoot = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...cardShellStyles(theme),
    '& .item-media': {
      position: 'relative',
      aspectRatio: '1 / 1',
      backgroundColor: palette.action.hover,
    },
    '& .item-discount': { position: 'absolute', top: 8, insetInlineStart: 8 },
    '& .item-out-of-stock': {
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      padding: theme.spacing(0.5, 0),
      textAlign: 'center',
      backgroundColor: 'rgba(17, 24, 39, 0.8)',
      color: '#FFFFFF',
      fontSize: 13,
      fontWeight: 700,
    },
    '& .item-body': {
      padding: theme.spacing(1.5),
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(0.5),
      flexGrow: 1,
    },
    '& .item-name': {
      margin: 0,
      fontSize: '0.9375rem',
      fontWeight: 600,
      lineHeight: 1.35,
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      minHeight: '2.7em',
    },
    '& .item-store, & .item-unit': {
      ...theme.typography.body2,
      margin: 0,
      color: palette.text.secondary,
    },
    '& .item-store': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .item-price-row': {
      marginTop: 'auto',
      paddingTop: theme.spacing(0.5),
      display: 'flex',
      alignItems: 'baseline',
      gap: theme.spacing(0.5),
      flexWrap: 'wrap',
    },
  };
});

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
  const Heading = headingLevel;
  return (
    <CardRoot>
      <NextLink className="card-link" href={productHref(item)}>
        <div className="item-media">
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
          <DiscountBadge item={item} config={config} className="item-discount" />
          {outOfStock ? <span className="item-out-of-stock">{t('Out of Stock')}</span> : null}
        </div>
        <div className="item-body">
          <Heading className="item-name">{item.name}</Heading>
          {!hideStore && item.store_name ? <p className="item-store">{item.store_name}</p> : null}
          <RatingStars value={item.avg_rating} count={item.rating_count ?? 0} digits={digits} />
          <div className="item-price-row">
            <Price item={item} config={config} />
            {item.unit_type ? (
              <span className="item-unit">{t('per {{unit}}', { unit: item.unit_type })}</span>
            ) : null}
          </div>
        </div>
      </NextLink>
      <ItemCardExtras item={item} store={store} />
    </CardRoot>
  );
}
