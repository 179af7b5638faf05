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
import { classNames } from '@/lib/classNames';
import styles from './resultRows.module.css';

/** The list view of an item: image at the start, then name, store, rating and price. */
export function ItemRow({ item }: { item: Item }) {
  const config = useConfig();
  return (
    <NextLink href={productHref(item)} className={styles.row}>
      <span className={styles.picture}>
        {item.image_full_url ? (
          <AppImage
            src={item.image_full_url}
            alt={item.name}
            fill
            sizes="96px"
            style={{ objectFit: 'cover' }}
          />
        ) : null}
        <DiscountBadge item={item} config={config} className={styles.badge} />
      </span>
      <span className={styles.text}>
        <h3 className={styles.name}>{item.name}</h3>
        {item.store_name ? <span className={styles.secondary}>{item.store_name}</span> : null}
        <RatingStars
          value={item.avg_rating}
          count={item.rating_count ?? 0}
          digits={decimals(config)}
        />
        <span className={styles.price}>
          <Price item={item} config={config} />
        </span>
      </span>
    </NextLink>
  );
}

/** The list view of a store: logo, name, rating, delivery time, distance and closed state. */
export function StoreRow({ store, moduleType }: { store: Store; moduleType: string | null }) {
  const config = useConfig();
  const digits = decimals(config);
  const distance = formatDistance(store.distance, digits);
  return (
    <NextLink
      href={storeHref(store, { moduleType, distance: store.distance ?? null })}
      className={styles.row}
    >
      <span className={classNames(styles.picture, styles.logo)}>
        {store.logo_full_url ? (
          <AppImage src={store.logo_full_url} alt="" fill sizes="72px" />
        ) : null}
      </span>
      <span className={styles.text}>
        <h3 className={classNames(styles.name, styles.storeName)}>
          {storeDisplayName(store.name, moduleType)}
        </h3>
        <RatingStars value={store.avg_rating} count={store.rating_count} digits={digits} />
        <span className={styles.secondary}>
          {[store.delivery_time, distance].filter(Boolean).join(' · ')}
        </span>
        {isStoreClosed(store) ? <ClosedBadge /> : null}
      </span>
    </NextLink>
  );
}
