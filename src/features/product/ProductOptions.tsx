import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ItemDetails } from '@/api/catalogTypes';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { hasVariations } from '@/domain/cart/selection';
import type { MoneyConfig } from '@/domain/format';
import { ItemBuyBox } from '@/features/item/ItemBuyBox';
import styles from './product.module.css';

interface Props {
  item: ItemDetails;
  /** Kept for callers; the buy box reads the configuration itself. */
  config?: MoneyConfig | null | undefined;
}

/**
 * The product page's buy box: the same choosing rules as the item popup (food option groups,
 * choice options, add-ons, quantity, price, Add to cart / Update to cart, Buy Now or Order Now).
 * Server-rendered with the first choice preselected, so the options stay in the page's HTML.
 */
export function ProductOptions({ item }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  // A plain item has nothing to choose: no 'Options' title above its quantity and buttons.
  const choosable = hasVariations(item) || (item.add_ons?.length ?? 0) > 0;
  return (
    <section aria-labelledby={choosable ? 'product-options-title' : undefined}>
      {choosable ? (
        <h2 id="product-options-title" className={styles.sectionTitle}>
          {t('Options')}
        </h2>
      ) : null}
      <ItemBuyBox item={item} variant="page" />
    </section>
  );
}
