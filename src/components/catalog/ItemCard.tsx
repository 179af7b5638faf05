import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import shell from './cardShell.module.css';
import { productHref } from '@/domain/catalog/links';
import { isOutOfStock, type OpenableStore } from '@/domain/catalog/status';
import { decimals, type MoneyConfig } from '@/domain/format';
import { ItemCardExtras } from '@/features/item/ItemCardExtras';
import { DiscountBadge } from './DiscountBadge';
import { CATALOG_NAMESPACES } from './i18n';
import { Price } from './Price';
import { RatingStars } from './RatingStars';
import styles from './itemCard.module.css';

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
 * price; the heart and the add control sit over the image, outside the link. Plain elements styled
 * by cardShell.module.css and itemCard.module.css (docs/hydration.md, rule 6).
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
    <div className={shell.card}>
      <NextLink className={shell.link} href={productHref(item)}>
        <div className={styles.media}>
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
          <DiscountBadge item={item} config={config} className={styles.discount} />
          {outOfStock ? <span className={styles.outOfStock}>{t('Out of Stock')}</span> : null}
        </div>
        <div className={styles.body}>
          <Heading className={styles.name}>{item.name}</Heading>
          {!hideStore && item.store_name ? <p className={styles.store}>{item.store_name}</p> : null}
          <RatingStars value={item.avg_rating} count={item.rating_count ?? 0} digits={digits} />
          <div className={styles.priceRow}>
            <Price item={item} config={config} />
            {item.unit_type ? (
              <span className={styles.unit}>{t('per {{unit}}', { unit: item.unit_type })}</span>
            ) : null}
          </div>
        </div>
      </NextLink>
      <ItemCardExtras item={item} store={store} />
    </div>
  );
}
