import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import { formatCoupon, type CouponRow } from '../format/campaign';
import { formatCategory, type CategoryRow } from '../format/category';
import { byPriority } from './categories';
import type { IdOrSlug } from './params';
import type { Scope } from './scope';
import { formatStoreHits, queryStores, storeStats, type StoreHit } from './stores';

/** A coupon row read back from JSON (timestamps arrive as strings). */
const couponFromJson = (row: Record<string, unknown>) =>
  ({
    ...row,
    created_at: new Date(String(row.created_at)),
    updated_at: new Date(String(row.updated_at)),
  }) as CouponRow;

/**
 * A store page: Store JSON + active coupons, category details, price range and the count of written
 * reviews, in one query (the figures come from the reference cache). Public (no module or zone scoping); undefined when no approved store matches.
 */
export async function storeDetails(scope: Scope, ref: IdOrSlug | null) {
  if (!ref) return undefined;
  const { hits } = await queryStores(scope, {
    unscoped: true,
    details: true,
    where: [eq(stores.status, 1), 'id' in ref ? eq(stores.id, ref.id) : eq(stores.slug, ref.slug)],
    limit: 1,
  });
  return hits[0] ? storeDetailsOf(scope, hits[0]) : undefined;
}

/** The store page of a hit fetched with `details` (running coupons included). */
export function storeDetailsOf(scope: Scope, hit: StoreHit) {
  const [store] = formatStoreHits(scope, [hit], { translations: true });
  const storeRef = { id: hit.row.id, name: store.name };
  const stats = storeStats(scope, hit.row.id);
  const categoryRows = stats.category_ids
    .map((id) => scope.ref.categories.get(id))
    .filter((row): row is CategoryRow => row !== undefined && row.status === 1)
    .sort(byPriority);
  return {
    ...store,
    active_coupons: (hit.coupons ?? []).map((row) =>
      formatCoupon(couponFromJson(row), storeRef, scope.locale),
    ),
    store_sub: null,
    reviews_comments_count: stats.comments,
    category_details: categoryRows.map((row) => formatCategory(row, scope.locale, scope.origin)),
    price_range: [{ min_price: stats.min_price, max_price: stats.max_price }],
    minimum_stock_for_warning: hit.row.minimum_stock_for_warning,
  };
}
