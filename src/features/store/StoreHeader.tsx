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
import { Icon } from '@/components/icons/Icon';
import type { IconName } from '@/components/icons/paths';
import styles from './store.module.css';

function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className={styles.fact}>
      <span className={styles.factIcon}>
        <Icon name={icon} size={20} />
      </span>
      <span>
        <span className={styles.factLabel}>{label}: </span>
        <span className={styles.factValue}>{children}</span>
      </span>
    </li>
  );
}

function OpenBadge() {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  return (
    <span className={styles.openBadge}>
      <Icon name="checkCircle" size={16} />
      {t('Open now')}
    </span>
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
    <section aria-labelledby="store-name">
      <div className={styles.cover}>
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
      </div>
      <div className={styles.identity}>
        <div className={styles.logo}>
          {store.logo_full_url ? (
            <AppImage
              src={store.logo_full_url}
              alt=""
              fill
              sizes="112px"
              style={{ objectFit: 'cover' }}
            />
          ) : null}
        </div>
        <div className={styles.about}>
          <div className={styles.nameRow}>
            <h1 id="store-name" className={styles.name}>
              {store.name}
            </h1>
            {closed ? <ClosedBadge /> : <OpenBadge />}
            <WishlistHeart kind="store" id={store.id} name={store.name} look="bordered" />
          </div>
          {store.address ? (
            <p className={styles.address}>
              <Icon name="place" size={20} />
              <bdi>{store.address}</bdi>
            </p>
          ) : null}
          <div className={styles.rating}>
            <RatingStars
              value={store.avg_rating}
              count={store.rating_count ?? 0}
              digits={digits}
              size="medium"
            />
          </div>
        </div>
      </div>
      <ul aria-label={t('Store information')} className={styles.facts}>
        {store.delivery_time ? (
          <Fact icon="timer" label={t('Delivery time')}>
            <DeliveryTime text={store.delivery_time} />
          </Fact>
        ) : null}
        {minimumOrder > 0 ? (
          <Fact icon="shoppingBag" label={t('Minimum order')}>
            <bdi>{formatPrice(minimumOrder, config)}</bdi>
          </Fact>
        ) : null}
        <Fact icon="shipping" label={t('Delivery fee')}>
          {store.free_delivery ? t('Free delivery') : t('Standard delivery fee')}
        </Fact>
        <Fact
          icon={store.delivery === false ? 'doNotDisturb' : 'deliveryDining'}
          label={t('Home delivery')}
        >
          {store.delivery === false ? t('Not available') : t('Available')}
        </Fact>
        <Fact icon={store.take_away ? 'shoppingBag' : 'doNotDisturb'} label={t('Take away')}>
          {store.take_away ? t('Available') : t('Not available')}
        </Fact>
        {distanceText ? (
          <Fact icon="straighten" label={t('Distance')}>
            <bdi>{distanceText}</bdi>
          </Fact>
        ) : null}
      </ul>
    </section>
  );
}
