import { Icon } from '@/components/icons/Icon';
import { styled } from '@mui/material/styles';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Store } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { formatDistance, storeDisplayName } from '@/domain/catalog/display';
import { storeHref } from '@/domain/catalog/links';
import { isStoreClosed } from '@/domain/catalog/status';
import { decimals } from '@/domain/format';
import controls from './cardControls.module.css';
import { cardShellStyles } from './cardShell';
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

/** The whole card as one styled element with plain children (see cardShell.ts). */
const CardRoot = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...cardShellStyles(theme),
    '& .store-cover': {
      position: 'relative',
      aspectRatio: '2 / 1',
      backgroundColor: palette.action.hover,
    },
    '& .store-closed': { position: 'absolute', top: 8, insetInlineEnd: 8 },
    '& .store-body': {
      display: 'flex',
      gap: theme.spacing(1.5),
      padding: theme.spacing(1.5),
      alignItems: 'flex-start',
    },
    '& .store-logo': {
      position: 'relative',
      flexShrink: 0,
      width: 56,
      height: 56,
      marginTop: theme.spacing(-4),
      borderRadius: '50%',
      overflow: 'hidden',
      border: `3px solid ${palette.background.paper}`,
      backgroundColor: palette.background.paper,
    },
    '& .store-text': {
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(0.5),
    },
    '& .store-name': { margin: 0, fontSize: '1rem', fontWeight: 700, lineHeight: 1.3 },
    '& .store-facts': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: theme.spacing(1.5),
      rowGap: theme.spacing(0.25),
      color: palette.text.secondary,
      fontSize: 14,
    },
    '& .store-fact': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.5) },
    '& .store-fact svg': { fontSize: 18 },
  };
});

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
  const Heading = headingLevel;
  return (
    <CardRoot>
      <NextLink
        className="card-link"
        href={storeHref(store, { moduleType: type, distance: store.distance ?? null })}
      >
        <div className="store-cover">
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
          {closed ? <ClosedBadge className="store-closed" /> : null}
        </div>
        <div className="store-body">
          <div className="store-logo">
            {store.logo_full_url ? (
              <AppImage src={store.logo_full_url} alt="" width={56} height={56} />
            ) : null}
          </div>
          <div className="store-text">
            <Heading className="store-name" title={name !== store.name ? store.name : undefined}>
              {name}
            </Heading>
            <RatingStars value={store.avg_rating} count={store.rating_count} digits={digits} />
            <div className="store-facts">
              {store.delivery_time ? (
                <span className="store-fact">
                  <Icon name="deliveryDining" size="1em" />
                  <VisuallyHidden>{t('Delivery time')}</VisuallyHidden>
                  <DeliveryTime text={store.delivery_time} />
                </span>
              ) : null}
              {distance ? (
                <span className="store-fact">
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
    </CardRoot>
  );
}
