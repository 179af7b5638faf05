import { MODULE_ID } from '../data/core';
import { couponSpecs } from '../data/marketing';
import { daysAgo, isoDate, tr } from '../helpers';
import type { SeedRows } from '../rows';

/** Every coupon kind; store-wise coupons are created by the vendor, the rest by the admin. */
export function buildCoupons(now: Date, storeId: Map<string, number>): SeedRows['coupons'] {
  return couponSpecs.map((c, i) => {
    const sid = c.store ? storeId.get(c.store)! : null;
    return {
      id: i + 1,
      title: c.title[0],
      code: c.code,
      slug: c.code.toLowerCase(),
      start_date: isoDate(now, c.startDays),
      expire_date: isoDate(now, c.endDays),
      min_purchase: c.minPurchase,
      max_discount: c.maxDiscount,
      discount: c.discount,
      discount_type: c.discountType,
      coupon_type: c.type,
      limit: c.limit,
      data: c.type === 'store_wise' && sid ? [sid] : c.type === 'zone_wise' ? (c.zones ?? []) : [],
      module_id: c.module ? MODULE_ID[c.module] : null,
      store_id: sid,
      created_by: c.type === 'store_wise' ? 'vendor' : 'admin',
      translations: tr({ title: c.title }),
      created_at: daysAgo(now, Math.max(1, -c.startDays)),
    };
  });
}

/** A percentage and an amount cashback, both running. */
export function buildCashbacks(now: Date): SeedRows['cashbacks'] {
  return [
    {
      id: 1,
      title: 'Weekend cashback 5%',
      cashback_type: 'percentage',
      cashback_amount: 5,
      min_purchase: 200,
      max_discount: 30,
      same_user_limit: 3,
      start_date: isoDate(now, -5),
      end_date: isoDate(now, 30),
      translations: tr({
        title: ['Weekend cashback 5%', 'استرداد نقدي 5% نهاية الأسبوع', 'Cashback week-end 5 %'],
      }),
    },
    {
      id: 2,
      title: 'Big basket bonus',
      cashback_type: 'amount',
      cashback_amount: 25,
      min_purchase: 500,
      max_discount: 0,
      same_user_limit: 2,
      start_date: isoDate(now, -2),
      end_date: isoDate(now, 20),
      translations: tr({
        title: ['Big basket bonus', 'مكافأة السلة الكبيرة', 'Bonus gros panier'],
      }),
    },
  ];
}

/** An amount and a percentage wallet top-up bonus, both running. */
export function buildWalletBonuses(now: Date): SeedRows['walletBonuses'] {
  return [
    {
      id: 1,
      title: 'Add 200 DH, get 20 DH',
      description: 'Top up your wallet with 200 DH or more and receive 20 DH bonus.',
      bonus_type: 'amount',
      bonus_amount: 20,
      minimum_add_amount: 200,
      maximum_bonus_amount: 20,
      start_date: isoDate(now, -10),
      end_date: isoDate(now, 30),
      translations: tr({
        title: [
          'Add 200 DH, get 20 DH',
          'أضف 200 درهم واحصل على 20',
          'Ajoutez 200 DH, recevez 20 DH',
        ],
      }),
    },
    {
      id: 2,
      title: '5% wallet bonus',
      description: '5% extra on any top-up over 500 DH (up to 50 DH).',
      bonus_type: 'percentage',
      bonus_amount: 5,
      minimum_add_amount: 500,
      maximum_bonus_amount: 50,
      start_date: isoDate(now, -10),
      end_date: isoDate(now, 60),
      translations: tr({
        title: ['5% wallet bonus', 'مكافأة 5% للمحفظة', 'Bonus portefeuille 5 %'],
      }),
    },
  ];
}
