import type { HttpClient } from '../http';

/** A coupon as `coupon/list` and `coupon/apply` answer it (contract §4). */
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
}

export function couponApi(http: HttpClient) {
  return {
    /**
     * Checks a code for a store (members only, contract §4). Silent: 404/403/406/407 answers are
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

export type CouponApi = ReturnType<typeof couponApi>;
