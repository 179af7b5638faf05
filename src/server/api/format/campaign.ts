import { translate, translationEntries } from '../../db/i18n';
import type { basicCampaigns, coupons } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { assetUrl } from '../urls';
import { iso } from './common';

export type BasicCampaignRow = typeof basicCampaigns.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** BasicCampaign (API-CONTENT-1): dates as Y-m-d in available_date_starts/ends. */
export function formatBasicCampaign(row: BasicCampaignRow, locale: string, origin: string) {
  return {
    id: row.id,
    title: translate(row.translations, locale, 'title', row.title),
    slug: row.slug,
    image: row.image,
    image_full_url: assetUrl(origin, ASSET_FOLDERS.campaign, row.image),
    description: translate(row.translations, locale, 'description', row.description),
    status: row.status,
    admin_id: row.admin_id,
    module_id: row.module_id,
    start_time: row.start_time,
    end_time: row.end_time,
    available_date_starts: row.start_date,
    available_date_ends: row.end_date,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    translations: translationEntries('App\\Models\\Campaign', row.id, row.translations),
  };
}

/**
 * Coupon (API-CONTENT-5). `customer_id` is the JSON string 6amMart stores; for store_wise coupons `data`
 * is the store's name and `store` is set.
 */
export function formatCoupon(
  row: CouponRow,
  store: { id: number; name: string } | null,
  locale: string,
) {
  return {
    id: row.id,
    title: translate(row.translations, locale, 'title', row.title),
    code: row.code,
    start_date: row.start_date,
    expire_date: row.expire_date,
    min_purchase: row.min_purchase,
    max_discount: row.max_discount,
    discount: row.discount,
    discount_type: row.discount_type,
    coupon_type: row.coupon_type,
    limit: row.limit,
    status: row.status,
    data: row.coupon_type === 'store_wise' && store ? store.name : JSON.stringify(row.data),
    total_uses: row.total_uses,
    module_id: row.module_id,
    created_by: row.created_by,
    customer_id: JSON.stringify(row.customer_id),
    slug: row.slug,
    store_id: row.store_id,
    store,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
