import type * as s from '../schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Every row the seed inserts, table by table, in insertion (foreign-key) order. */
export interface SeedRows {
  businessSettings: Insert<typeof s.businessSettings>[];
  zones: Insert<typeof s.zones>[];
  modules: Insert<typeof s.modules>[];
  zoneModules: Insert<typeof s.zoneModules>[];
  units: Insert<typeof s.units>[];
  attributes: Insert<typeof s.attributes>[];
  addonCategories: Insert<typeof s.addonCategories>[];
  commonConditions: Insert<typeof s.commonConditions>[];
  brands: Insert<typeof s.brands>[];
  categories: Insert<typeof s.categories>[];
  stores: Insert<typeof s.stores>[];
  storeSchedules: Insert<typeof s.storeSchedules>[];
  storeDiscounts: Insert<typeof s.storeDiscounts>[];
  addOns: Insert<typeof s.addOns>[];
  items: Insert<typeof s.items>[];
  reviews: Insert<typeof s.reviews>[];
  basicCampaigns: Insert<typeof s.basicCampaigns>[];
  campaignStores: Insert<typeof s.campaignStores>[];
  itemCampaigns: Insert<typeof s.itemCampaigns>[];
  flashSales: Insert<typeof s.flashSales>[];
  flashSaleItems: Insert<typeof s.flashSaleItems>[];
  coupons: Insert<typeof s.coupons>[];
  cashbacks: Insert<typeof s.cashbacks>[];
  banners: Insert<typeof s.banners>[];
  otherBanners: Insert<typeof s.otherBanners>[];
  advertisements: Insert<typeof s.advertisements>[];
  walletBonuses: Insert<typeof s.walletBonuses>[];
  parcelCategories: Insert<typeof s.parcelCategories>[];
  parcelInstructions: Insert<typeof s.parcelInstructions>[];
  cancellationReasons: Insert<typeof s.cancellationReasons>[];
  refundReasons: Insert<typeof s.refundReasons>[];
  automatedMessages: Insert<typeof s.automatedMessages>[];
  vehicles: Insert<typeof s.vehicles>[];
  offlinePaymentMethods: Insert<typeof s.offlinePaymentMethods>[];
  deliveryMen: Insert<typeof s.deliveryMen>[];
  dmReviews: Insert<typeof s.dmReviews>[];
  notifications: Insert<typeof s.notifications>[];
  userInfos: Insert<typeof s.userInfos>[];
}

/** One row of one table of the seed. */
export type Row<K extends keyof SeedRows> = SeedRows[K][number];
