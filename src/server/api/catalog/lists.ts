import type { SQL } from 'drizzle-orm';
import { formatCategoryRef } from '../format/category';
import { paginated, type Page } from '../pagination';
import type { Input } from '../types';
import {
  ITEM_FILTERS,
  itemCriteriaSql,
  listItems,
  topCategoriesOf,
  type ItemCriteria,
} from './items';
import {
  filterList,
  idField,
  idList,
  priceField,
  query,
  ratingField,
  textField,
  typeField,
} from './params';
import type { Scope } from './scope';

/** The list parameters every item list understands. */
export function readCriteria(input: Input): ItemCriteria {
  const p = query(input, {
    min_price: priceField().optional(),
    max_price: priceField().optional(),
    rating_count: ratingField().optional(),
    type: typeField(),
    store_id: idField().optional(),
    product_id: idField().optional(),
    search: textField().optional(),
  });
  const categoryIds = idList(input.category_ids ?? input.category_id, 'category_ids').filter(
    (id) => id > 0, // category_id=0 means "all"
  );
  return {
    storeId: p.store_id,
    categoryIds,
    brandIds: idList(input.brand_ids ?? input.brand_id, 'brand_ids'),
    excludeId: p.product_id,
    minPrice: p.min_price,
    maxPrice: p.max_price,
    minRating: p.rating_count,
    type: p.type,
    filters: filterList(input.filter, ITEM_FILTERS),
    search: p.search,
  };
}

/** `{total_size, limit, offset, products[, categories]}` for the criteria plus the endpoint's rules. */
export async function productList(
  scope: Scope,
  page: Page,
  criteria: ItemCriteria,
  opts: { where?: (SQL | undefined)[]; order?: SQL[]; categories?: boolean } = {},
) {
  const pieces = itemCriteriaSql(scope, criteria);
  const where = [...(opts.where ?? []), ...pieces.where];
  const [{ products, total }, tops] = await Promise.all([
    listItems(scope, {
      where,
      order: [...pieces.order, ...(opts.order ?? [])],
      limit: page.limit,
      skip: page.skip,
    }),
    opts.categories === false
      ? Promise.resolve(null)
      : // Category tabs of the list: the same items regardless of the chosen categories.
        topCategoriesOf(scope, [
          ...(opts.where ?? []),
          ...itemCriteriaSql(scope, { ...criteria, categoryIds: [] }).where,
        ]),
  ]);
  return {
    ...paginated('products', products, total, page),
    ...(tops
      ? { categories: tops.map((row) => formatCategoryRef(row, scope.locale, scope.origin)) }
      : {}),
  };
}
