import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ItemDetails } from '@/api/catalogTypes';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { hasVariations } from '@/domain/cart/selection';
import type { MoneyConfig } from '@/domain/format';
import { ItemBuyBox } from '@/features/item/ItemBuyBox';

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
    <Box component="section" aria-labelledby={choosable ? 'product-options-title' : undefined}>
      {choosable ? (
        <Typography
          id="product-options-title"
          component="h2"
          sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 0.5 }}
        >
          {t('Options')}
        </Typography>
      ) : null}
      <ItemBuyBox item={item} variant="page" />
    </Box>
  );
}
