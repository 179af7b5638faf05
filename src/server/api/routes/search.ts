import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { items, stores } from '../../db/schema';
import { productList, readCriteria } from '../catalog/lists';
import {
  catalogPage,
  filterList,
  idList,
  query,
  ratingField,
  required,
  textField,
  typeField,
} from '../catalog/params';
import { resolveScope } from '../catalog/scope';
import { listStores, STORE_FILTERS, storeCriteriaSql } from '../catalog/stores';
import { paginated } from '../pagination';
import type { ApiEnv } from '../types';

/** GET /get-combined-data (SearchController): the results page's item or store tab. */
export const searchRoutes = new Hono<ApiEnv>();

searchRoutes.get('/get-combined-data', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const input = c.var.input;
  const params = query(input, {
    list_type: z.enum(['item', 'store']).optional(),
    data_type: z
      .enum(['searched', 'discounted', 'new', 'category', 'brand', 'popular', 'all', 'default'])
      .optional(),
    name: textField().optional(),
    rating_count: ratingField().optional(),
    type: typeField(),
  });
  const page = catalogPage(input, 10);
  const searched = params.data_type === 'searched';
  if (searched && !params.name) required('name');

  if (params.list_type === 'store') {
    const filters = filterList(input.filter, STORE_FILTERS);
    const categoryIds = idList(input.category_ids ?? input.category_id, 'category_ids');
    if (params.data_type === 'category' && !categoryIds.length) required('category_ids');
    if (params.data_type === 'discounted') filters.add('discounted');
    if (params.data_type === 'new') filters.add('latest');
    if (params.data_type === 'popular') filters.add('popular');
    const criteria = storeCriteriaSql(scope, {
      type: params.type,
      search: searched ? params.name : undefined,
      categoryIds: categoryIds.filter((id) => id > 0),
      minRating: params.rating_count,
      filters,
    });
    const { stores: list, total } = await listStores(scope, {
      ...criteria,
      order: [...criteria.order, desc(stores.order_count)],
      limit: page.limit,
      skip: page.skip,
    });
    return c.json(paginated('stores', list, total, page));
  }

  const criteria = readCriteria(input);
  if (searched) criteria.search = params.name;
  if (params.data_type === 'category' && !criteria.categoryIds?.length) required('category_ids');
  if (params.data_type === 'brand' && !criteria.brandIds?.length) required('brand_ids');
  if (params.data_type === 'discounted') criteria.filters?.add('discounted');
  const order = params.data_type === 'new' ? [desc(items.created_at)] : [desc(items.order_count)];
  return c.json(await productList(scope, page, criteria, { order }));
});
