import { nonNegative, roundMoney } from './money';

/** The two parts of a flash-sale discount (Order JSON `flash_admin_discount_amount` / `flash_store_discount_amount`). */
export interface FlashDiscountShares {
  admin: number;
  store: number;
}

/**
 * Who bears a flash-sale discount. A sale's `admin_discount_percentage` and `vendor_discount_percentage`
 * are each side's share of the discount (6amMart: discount × percentage / 100, and its admin panel makes
 * them add up to 100, as the seed does). The contract names the order's two amounts but not what happens
 * when the percentages do not add up to 100; the rule chosen here takes the shares in proportion to the
 * two percentages, so that the two amounts always add up to the discount the customer got (the order
 * summary shows store + flash admin + flash store discounts as its discount). When both are 0 the store
 * bears it all, as with its own product discount. The admin's share is rounded to cents; the store's is
 * the rest.
 */
export function flashDiscountShares(
  discount: number,
  adminPercentage: number,
  vendorPercentage: number,
): FlashDiscountShares {
  const total = roundMoney(nonNegative(discount));
  const admin = nonNegative(adminPercentage);
  const both = admin + nonNegative(vendorPercentage);
  const adminShare = both > 0 ? roundMoney((total * admin) / both) : 0;
  return { admin: adminShare, store: roundMoney(total - adminShare) };
}
