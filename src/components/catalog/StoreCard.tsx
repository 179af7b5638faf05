import { Icon } from '@/components/icons/Icon';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Store } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { formatDistance, storeDisplayName } from '@/domain/catalog/display';
import { storeHref } from '@/domain/catalog/links';
import { isStoreClosed } from '@/domain/catalog/status';
import { decimals } from '@/domain/format';
import controls from './cardControls.module.css';
import shell from './cardShell.module.css';
import { WishlistHeart } from '@/features/item/WishlistHeart';
import { ClosedBadge } from './ClosedBadge';
import { CATALOG_NAMESPACES } from './i18n';
import { RatingStars } from './RatingStars';
import styles from './storeCard.module.css';
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

/**
 * A store card: cover, logo, name (trimmed outside food), rating, delivery time, distance, closed.
 * Plain elements styled by cardShell.module.css and storeCard.module.css (docs/hydration.md, rule 6).
 */
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
  const Heading = headingLevel;
  return (
    <div className={shell.card}>
      <NextLink
        className={shell.link}
        href={storeHref(store, { moduleType: type, distance: store.distance ?? null })}
      >
        <div className={styles.cover}>
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
          {closed ? <ClosedBadge className={styles.closed} /> : null}
        </div>
        <div className={styles.body}>
          <div className={styles.logo}>
            {store.logo_full_url ? (
              <AppImage src={store.logo_full_url} alt="" width={56} height={56} />
            ) : null}
          </div>
          <div className={styles.text}>
            <Heading className={styles.name} title={name !== store.name ? store.name : undefined}>
              {name}
            </Heading>
            <RatingStars value={store.avg_rating} count={store.rating_count} digits={digits} />
            <div className={styles.facts}>
              {store.delivery_time ? (
                <span className={styles.fact}>
                  <Icon name="deliveryDining" size="1em" />
                  <VisuallyHidden>{t('Delivery time')}</VisuallyHidden>
                  <DeliveryTime text={store.delivery_time} />
                </span>
              ) : null}
              {distance ? (
                <span className={styles.fact}>
                  <Icon name="placeFilled" size="1em" />
                  <VisuallyHidden>{t('Distance')}</VisuallyHidden>
                  <bdi>{distance}</bdi>
                </span>
              ) : null}
            </div>
          </div>
        </div>
      </NextLink>
      <WishlistHeart
        kind="store"
        id={store.id}
        name={store.name}
        size="small"
        look="raised"
        className={controls.topStart}
      />
    </div>
  );
}
