import type { Item, ProductPage, Store, StorePage } from '@/api/catalogTypes';
import type { FilterChip } from '@/domain/search/chips';

type ResultsPage = ProductPage & StorePage;

/** The entries of a results page on the Items tab. */
export const itemsOf = (page: ResultsPage): (Item | Store)[] => page.products ?? [];
/** The entries of a results page on the Stores tab. */
export const storesOf = (page: ResultsPage): (Item | Store)[] => page.stores ?? [];

/** A filter chip's text: a category's or brand's own name, else its translated label. */
export function chipText(
  chip: FilterChip,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  switch (chip.kind) {
    case 'category':
    case 'brand':
      return chip.name;
    case 'price':
      return t(chip.label, { min: chip.min, max: chip.max });
    case 'rating':
      return t(chip.label, { rating: chip.value });
    default:
      return t(chip.label);
  }
}
