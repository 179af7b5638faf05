import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { items, reviews, stores, storeDiscounts, users } from '../../db/schema';
import {
  catalogPage,
  filterList,
  idField,
  idList,
  idOrSlug,
  query,
  ratingField,
  required,
  textField,
  typeField,
  type IdOrSlug,
} from '../catalog/params';
import { listItems } from '../catalog/items';
import { resolveScope, type Scope } from '../catalog/scope';
import { storeDetails } from '../catalog/store-details';
import {
  fastDeliveryOrder,
  listStores,
  queryStores,
  STORE_FILTERS,
  storeCriteriaSql,
  storeDiscountedSql,
} from '../catalog/stores';
import { formatReview } from '../format/review';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { translate } from '../../db/i18n';
import { paginated } from '../pagination';
import type { ApiContext, ApiEnv } from '../types';
import { assetUrl } from '../urls';
import { bool } from '../validation';

/** Store lists and store pages (API-STORES-1). */
export const storeRoutes = new Hono<ApiEnv>();

const typeOf = (type: 'all' | 'veg' | 'non_veg' | undefined): SQL | undefined =>
  type === 'veg' ? eq(stores.veg, 1) : type === 'non_veg' ? eq(stores.non_veg, 1) : undefined;

type ListSpec = {
  where?: (SQL | undefined)[];
  order?: SQL[];
};

/**
 * A paginated `{total_size, limit, offset, stores}` list in the module and zone. `build` reads the
 * endpoint's parameters after the module and zone checks, as 6amMart's middleware answers first.
 */
async function storeList(
  c: ApiContext,
  opts: { module?: 'required' | 'optional'; defaultLimit: number },
  build: (scope: Scope) => ListSpec = () => ({}),
) {
  const scope = await resolveScope(c, { module: opts.module ?? 'required', zone: 'required' });
  const { type } = query(c.var.input, { type: typeField() });
  const spec = build(scope);
  const page = catalogPage(c.var.input, opts.defaultLimit);
  const { stores: list, total } = await listStores(scope, {
    where: [typeOf(type), ...(spec.where ?? [])],
    order: spec.order ?? [],
    limit: page.limit,
    skip: page.skip,
  });
  return c.json(paginated('stores', list, total, page));
}

/** Orderings of get-stores' `store_type` (within "open first"). */
const STORE_TYPE_ORDER: Record<string, SQL[]> = {
  newly_joined: [desc(stores.created_at)],
  popular: [desc(stores.order_count)],
  top_rated: [desc(stores.avg_rating), desc(stores.rating_count)],
};

/**
 * GET /stores/get-stores/{all|delivery|take_away}: moduleId optional (API-CORE-3). Open stores
 * first, then by distance; store_type orders within that.
 */
storeRoutes.get('/get-stores/:filter_data', (c) =>
  storeList(c, { module: 'optional', defaultLimit: 50 }, () => {
    const params = query(
      { ...c.var.input, filter_data: c.req.param('filter_data') },
      {
        filter_data: z.enum(['all', 'delivery', 'take_away']),
        store_type: z.enum(['all', 'newly_joined', 'popular', 'top_rated']).optional(),
        featured: bool().optional(),
      },
    );
    return {
      where: [
        params.filter_data === 'delivery' ? eq(stores.delivery, true) : undefined,
        params.filter_data === 'take_away' ? eq(stores.take_away, true) : undefined,
        params.featured ? eq(stores.featured, 1) : undefined,
      ],
      order: STORE_TYPE_ORDER[params.store_type ?? 'all'] ?? [],
    };
  }),
);

storeRoutes.get('/latest', (c) =>
  storeList(c, { defaultLimit: 50 }, () => ({ order: [desc(stores.created_at)] })),
);

storeRoutes.get('/popular', (c) =>
  storeList(c, { defaultLimit: 50 }, () => ({ order: [desc(stores.order_count)] })),
);

storeRoutes.get('/discounted', (c) =>
  storeList(c, { defaultLimit: 50 }, () => ({
    where: [sql`${storeDiscounts.id} is not null`],
    order: [desc(storeDiscounts.discount)],
  })),
);

storeRoutes.get('/top-rated', (c) =>
  storeList(c, { defaultLimit: 50 }, () => ({
    where: [sql`${stores.rating_count} > 0`],
    order: [desc(stores.avg_rating), desc(stores.rating_count)],
  })),
);

storeRoutes.get('/recommended', (c) =>
  storeList(c, { defaultLimit: 50 }, () => ({
    where: [eq(stores.is_recommended, true)],
    order: [desc(stores.avg_rating)],
  })),
);

/** GET /stores/search?name=&category_id=: store names in any locale; exact matches first. */
storeRoutes.get('/search', (c) =>
  storeList(c, { defaultLimit: 10 }, (scope) => {
    const params = query(c.var.input, { name: textField(), category_id: idField().optional() });
    return storeCriteriaSql(scope, {
      search: params.name,
      categoryIds: params.category_id ? [params.category_id] : undefined,
    });
  }),
);

/** GET /stores/get-data: data_type searched|discounted|category|default plus the filter chips. */
storeRoutes.get('/get-data', (c) =>
  storeList(c, { defaultLimit: 10 }, (scope) => {
    const input = c.var.input;
    const params = query(input, {
      data_type: z.enum(['searched', 'discounted', 'category', 'default', 'all']).optional(),
      name: textField().optional(),
      rating_count: ratingField().optional(),
    });
    const filters = filterList(input.filter, STORE_FILTERS);
    const categoryIds = idList(input.category_ids ?? input.category_id, 'category_ids');
    if (params.data_type === 'searched' && !params.name) required('name');
    if (params.data_type === 'category' && !categoryIds.length) required('category_ids');
    if (params.data_type === 'discounted') filters.add('discounted');
    return storeCriteriaSql(scope, {
      search: params.data_type === 'searched' ? params.name : undefined,
      categoryIds: categoryIds.length ? categoryIds : undefined,
      minRating: params.rating_count,
      filters,
    });
  }),
);

/** Orderings of top-offer-near-me's `sort_by` (distance is the default tie-break). */
const OFFER_SORTS: Record<string, SQL[]> = {
  rating: [desc(stores.avg_rating)],
  top_rated: [desc(stores.avg_rating)],
  discount: [sql`${storeDiscounts.discount} desc nulls last`],
  fast_delivery: [fastDeliveryOrder],
  latest: [desc(stores.created_at)],
};

/** GET /stores/top-offer-near-me: stores running a discount (or selling discounted items). */
storeRoutes.get('/top-offer-near-me', (c) =>
  storeList(c, { defaultLimit: 10 }, (scope) => {
    const params = query(c.var.input, {
      name: textField().optional(),
      sort_by: z
        .enum([
          'nearest',
          'distance',
          'nearby',
          'rating',
          'top_rated',
          'discount',
          'fast_delivery',
          'latest',
        ])
        .optional(),
      halal: bool().optional(),
    });
    const search = storeCriteriaSql(scope, { search: params.name });
    return {
      where: [
        storeDiscountedSql,
        params.halal ? eq(stores.halal_tag_status, true) : undefined,
        ...search.where,
      ],
      order: [...search.order, ...(OFFER_SORTS[params.sort_by ?? ''] ?? [])],
    };
  }),
);

/** A visible store by id or slug in the scope, or undefined. */
async function findStore(scope: Scope, ref: IdOrSlug | null) {
  if (!ref) return undefined;
  const { hits } = await queryStores(scope, {
    where: ['id' in ref ? eq(stores.id, ref.id) : eq(stores.slug, ref.slug)],
    limit: 1,
  });
  return hits[0];
}

/** GET /stores/popular-items/{id|slug}: the store's 10 best sellers ([] for an unknown store). */
storeRoutes.get('/popular-items/:id', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const hit = await findStore(scope, idOrSlug(c.req.param('id')));
  if (!hit) return c.json([]);
  const { products } = await listItems(scope, {
    where: [eq(items.store_id, hit.row.id)],
    order: [desc(items.order_count)],
    limit: 10,
  });
  return c.json(products);
});

/** GET /stores/reviews?store_id=: the store's reviews with the reviewed item (newest first, max 100). */
storeRoutes.get('/reviews', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'optional' });
  const { store_id } = query(c.var.input, { store_id: idField() });
  const rows = await scope.db
    .select({
      review: reviews,
      item: {
        id: items.id,
        name: items.name,
        translations: items.translations,
        image: items.image,
        slug: items.slug,
      },
      user: { id: users.id, f_name: users.f_name, l_name: users.l_name, image: users.image },
    })
    .from(reviews)
    .leftJoin(items, eq(items.id, reviews.item_id))
    .leftJoin(users, eq(users.id, reviews.user_id))
    .where(and(eq(reviews.store_id, store_id), eq(reviews.status, 1)))
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(100);
  return c.json(
    rows.map(({ review, item, user }) => {
      const itemName = item ? translate(item.translations, scope.locale, 'name', item.name) : null;
      const itemImage = assetUrl(scope.origin, ASSET_FOLDERS.item, item?.image);
      return {
        ...formatReview(review, user ?? undefined, scope.origin),
        item_name: itemName,
        item_image: item?.image ?? null,
        item_image_full_url: itemImage,
        item: item
          ? {
              id: item.id,
              name: itemName,
              slug: item.slug,
              image: item.image,
              image_full_url: itemImage,
            }
          : null,
      };
    }),
  );
});

/**
 * GET /stores/details/{id|slug} (public): Store + schedules, active coupons, category details and the
 * price range. A missing store is 200 `{}` (API-CORE-2).
 */
storeRoutes.get('/details/:id', async (c) => {
  const scope = await resolveScope(c, { module: 'none', zone: 'none' });
  const details = await storeDetails(scope, idOrSlug(c.req.param('id')));
  return c.json(details ?? {});
});
