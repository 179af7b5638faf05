/**
 * Order money rules (R-ITEM-5, R-CART-8, API-ORDERS-3), pure and shared by the storefront and the
 * built-in API (no server or React imports). Amounts are numbers in the store currency rounded to cents.
 *
 * Exports:
 * - money: `roundMoney`, `toAmount`, `nonNegative`
 * - item lines: `parseOptionPrice`, `itemUnitPrice` (variation / food options), `addOnTotal` (add_on_ids +
 *   add_on_qtys), `linePrice` ((unit + options) × quantity, discount, + add-ons), `cartSubtotal` (with the
 *   store discount's minimum purchase and cap); types `CartVariation`, `FoodVariationChoice`,
 *   `TypeVariationChoice`, `OrderPricedItem`, `ResolvedFoodVariation`, `VariationProblem`, `UnitPrice`,
 *   `PricedAddOn`, `AddOnTotal`, `LineInput`, `LinePrice`, `StoreDiscountRule`, `CartSubtotal`
 * - delivery: `deliveryCharge` (max(distance × per_km, min) capped at max, + surge + extra charge),
 *   `freeDeliveryReason` / `freeDeliveryBy` (admin all stores / over X, store free_delivery,
 *   free_delivery coupon), `freeDeliveryThreshold`, `freeDeliveryProgress`, `parcelCharge`,
 *   `deliveryTerms` (the store's own rates or the zone↔module pivot, and the COD cap), `orderZone`;
 *   types `DeliveryRate`, `DeliveryChargeInput`, `AdminFreeDelivery`, `FreeDeliveryReason`,
 *   `FreeDeliveryInput`, `FreeDeliveryProgress`, `ParcelRate`, `ZoneModulePivot`, `StoreDeliveryTerms`
 * - coupon: `couponDiscount` (percent capped at max_discount, amount, min_purchase result),
 *   `COUPON_MIN_PURCHASE_MESSAGE`; types `CouponRule`, `CouponResult`
 * - totals: `orderTotals` (subtotal − discounts − coupon + tax + delivery + tips + service fee +
 *   packaging); types `OrderTotalsInput`, `OrderTotals`
 * - payment: `codAllowed`, `COD_LIMIT_MESSAGE`, `walletShare` (what the wallet pays, in full or in
 *   part), `partialWalletShare` (its part of a partial payment); types `CodRules`, `CodCheck`, `WalletShareInput`, `WalletShare`
 * - flash sale: `flashDiscountShares` (the admin's and the store's parts of a flash-sale discount);
 *   type `FlashDiscountShares`
 * - pricing: `priceOrder` (the whole order's price, the one definition the API charges and the
 *   checkout shows), `referralDiscount`, `surgePercent`, `packagingCharge`; types
 *   `OrderPricingInput`, `OrderPricing`, `PricingLine`, `StorePricingTerms`,
 *   `MarketplacePricingTerms`, `FirstOrderTerms`, `SurgeTerms`, `DeliveryPricingInput`
 */
export * from './money';
export * from './item';
export * from './delivery';
export * from './coupon';
export * from './totals';
export * from './payment';
export * from './flash';
export * from './pricing';
