import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import type { ItemDetails } from '@/api/catalogTypes';
import { CatalogBreadcrumbs } from '@/components/catalog/CatalogBreadcrumbs';
import { DiscountBadge } from '@/components/catalog/DiscountBadge';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { ItemCard } from '@/components/catalog/ItemCard';
import { Price } from '@/components/catalog/Price';
import { RatingStars } from '@/components/catalog/RatingStars';
import { Icon } from '@/components/icons/Icon';
import type { IconName } from '@/components/icons/paths';
import { availabilityWindow } from '@/domain/catalog/display';
import { itemImages, storeHref } from '@/domain/catalog/links';
import { isOutOfStock } from '@/domain/catalog/status';
import { decimals } from '@/domain/format';
import { useConfig } from '@/hooks/useConfig';
import { isCampaignItem } from '@/domain/cart/selection';
import { WishlistHeart } from '@/features/item/WishlistHeart';
import { ProductDescription } from './ProductDescription';
import { ProductGallery } from './ProductGallery';
import { ProductOptions } from './ProductOptions';
import type { ProductPageData } from './server';
import { useProductData } from './useProductData';
import styles from './product.module.css';

function Fact({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <span className={styles.factIcon}>
        <Icon name={icon} size={20} />
      </span>
      <span>{children}</span>
    </div>
  );
}

/** The store page link of an item, from its store details (slug, module, zone) when present. */
function storeLink(item: ItemDetails): string {
  const store = item.store_details;
  return storeHref(
    {
      id: store?.id ?? item.store_id,
      slug: store?.slug,
      module_id: store?.module_id ?? item.module_id,
      zone_id: store?.zone_id ?? item.zone_id,
    },
    { moduleType: item.module_type },
  );
}

function Tags({ item }: { item: ItemDetails }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const food = item.module_type === 'food';
  const tags = [
    item.is_campaign === 1 || item.available_date_starts ? t('Campaign') : null,
    food && item.recommended === 1 ? t('Recommended') : null,
    food && item.veg === 1 ? t('Veg') : null,
    food && item.veg === 0 ? t('Non-veg') : null,
    item.is_halal === 1 && item.halal_tag_status === 1 ? t('Halal') : null,
    item.organic === 1 ? t('Organic') : null,
  ].filter((tag): tag is string => tag !== null);
  if (!tags.length) return null;
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}

function Details({ item, page }: { item: ItemDetails; page: ProductPageData }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const config = useConfig();
  const digits = decimals(config);
  const hours = availabilityWindow(item.available_time_starts, item.available_time_ends);
  const nonFood = item.module_type !== 'food';
  const outOfStock = isOutOfStock(item);
  const generic = (item.generic_name ?? []).filter(Boolean);
  return (
    <div className={styles.details}>
      <Tags item={item} />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{item.name}</h1>
        {/* Campaign items have no heart (R-ITEM-7). */}
        {isCampaignItem(item) ? null : (
          <WishlistHeart kind="item" id={item.id} name={item.name} look="bordered" />
        )}
      </div>
      {item.store_name ? (
        <Fact icon="storefront">
          <NextLink href={storeLink(item)} className={styles.storeLink}>
            {item.store_name}
          </NextLink>
        </Fact>
      ) : null}
      <RatingStars
        value={item.avg_rating}
        count={item.rating_count ?? 0}
        digits={digits}
        size="medium"
      />
      <div className={styles.priceRow}>
        <Price item={item} config={config} size="large" />
        <DiscountBadge item={item} config={config} />
        {item.unit_type ? (
          <span className={styles.secondary}>{t('per {{unit}}', { unit: item.unit_type })}</span>
        ) : null}
      </div>
      {nonFood ? (
        outOfStock ? (
          <Fact icon="removeShoppingCart">
            <strong className={styles.outOfStock}>{t('Out of Stock')}</strong>
          </Fact>
        ) : (
          <Fact icon="checkCircle">{t('In Stock')}</Fact>
        )
      ) : null}
      {hours ? (
        <Fact icon="schedule">
          <bdi>{t('Available {{start}} - {{end}}', hours)}</bdi>
        </Fact>
      ) : null}
      {item.available_date_starts && item.available_date_ends ? (
        <Fact icon="schedule">
          <bdi>
            {t('Campaign from {{start}} to {{end}}', {
              start: item.available_date_starts,
              end: item.available_date_ends,
            })}
          </bdi>
        </Fact>
      ) : null}
      {item.is_prescription_required === 1 ? (
        <div role="note" className={styles.note}>
          <span className={styles.noteIcon}>
            <Icon name="description" />
          </span>
          <div>
            <p className={styles.noteTitle}>{t('Prescription required')}</p>
            <p className={styles.noteText}>{t('A prescription is needed to order this item.')}</p>
          </div>
        </div>
      ) : null}
      {generic.length ? (
        <p className={styles.secondary}>
          {t('Generic name')}: {generic.join(', ')}
        </p>
      ) : null}
      {item.description ? (
        <section aria-labelledby="product-description-title">
          <h2 id="product-description-title" className={styles.sectionTitle}>
            {t('Description')}
          </h2>
          <ProductDescription text={item.description} html={page.descriptionHtml} />
        </section>
      ) : null}
      <ProductOptions item={item} config={config} />
    </div>
  );
}

/** /product/[id]: gallery, details, options (read-only) and related items. */
export function ProductScreen({ page }: { page: ProductPageData }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const config = useConfig();
  const { item, related } = useProductData(page);
  if (!item) return null;
  const images = itemImages(item);
  return (
    <div className={styles.page}>
      <CatalogBreadcrumbs
        trail={[
          { label: t('Home'), href: '/home' },
          ...(item.store_name ? [{ label: item.store_name, href: storeLink(item) }] : []),
          { label: item.name },
        ]}
      />
      <div className={styles.columns}>
        <ProductGallery images={images} name={item.name} />
        <Details item={item} page={page} />
      </div>
      {related.length ? (
        <section aria-labelledby="related-items-title" className={styles.related}>
          <h2 id="related-items-title" className={styles.relatedTitle}>
            {t('Related items')}
          </h2>
          <ul className={styles.relatedGrid}>
            {related.map((relatedItem) => (
              <li key={relatedItem.id}>
                <ItemCard item={relatedItem} config={config} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
