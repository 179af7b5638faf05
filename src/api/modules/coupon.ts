import type { HttpClient } from '../http';

/** A coupon as `coupon/list` and `coupon/apply` answer it (API-CONTENT-5). */
export interface Coupon {
  id: number;
  title?: string | null;
  code: string;
  start_date?: string | null;
  expire_date?: string | null;
  min_purchase: number;
  max_discount: number;
  discount: number;
  discount_type: 'percent' | 'amount';
  coupon_type: 'default' | 'store_wise' | 'zone_wise' | 'free_delivery' | 'first_order' | string;
  limit?: number | null;
  store_id?: number | null;
  module_id?: number | null;
  /** The store a store_wise coupon is limited to. */
  store?: { id: number; name: string } | null;
}

export function couponApi(http: HttpClient) {
  return {
    /** The coupons the member can use in the zone (coupon/list, members only, API-CONTENT-5). */
    async list(): Promise<Coupon[]> {
      const data = (await http.get<Coupon[]>('/coupon/list', { silent: true })).data;
      return Array.isArray(data) ? data : [];
    },
    /**
     * Checks a code for a store (members only, API-CONTENT-5). Silent: 404/403/406/407 answers are
     * shown by the checkout next to the field.
     */
    async apply(code: string, storeId: number): Promise<Coupon> {
      return (
        await http.get<Coupon>('/coupon/apply', {
          params: { code: code.trim(), store_id: storeId },
          silent: true,
        })
      ).data;
    },
  };
}
