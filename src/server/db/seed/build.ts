import { daysAgo, type SeedContext } from './helpers';
import { Rng } from './random';
import type { SeedRows } from './rows';
import { buildAdvertisements } from './sections/advertisements';
import { buildBanners, buildOtherBanners } from './sections/banners';
import { buildBasicCampaigns, buildItemCampaigns } from './sections/campaigns';
import { buildCatalogReference } from './sections/catalog-reference';
import { buildCategories } from './sections/categories';
import { buildChatIdentities } from './sections/chat-identities';
import { buildDeliveryMen, buildVehicles } from './sections/delivery-men';
import { buildFlashSales } from './sections/flash-sales';
import { buildGeography } from './sections/geography';
import { buildNotifications } from './sections/notifications';
import { buildParcelContent } from './sections/parcel';
import { buildCashbacks, buildCoupons, buildWalletBonuses } from './sections/promotions';
import { buildReasons } from './sections/reasons';
import { buildBusinessSettings, buildOfflinePaymentMethods } from './sections/settings';
import { buildStores } from './sections/stores';

export type { SeedRows } from './rows';

/**
 * Builds every seed row in memory. Pure: the same `now` gives the same rows.
 *
 * Every section that draws random numbers shares one stream, so they run in a fixed order: stores (add-ons,
 * items, reviews), flash sales, parcel categories, delivery men. Reordering them changes the marketplace.
 */
export function buildSeed(now: Date): SeedRows {
  const ctx: SeedContext = { now, rng: new Rng(20260301) };
  const created = daysAgo(now, 400);

  const geography = buildGeography(created);
  const reference = buildCatalogReference(created);
  const { categories, catInfo } = buildCategories(created);
  const catalog = buildStores(ctx, {
    unitId: reference.unitId,
    conditionId: reference.conditionId,
    brandId: reference.brandId,
    catInfo,
  });
  const { storeId, storeRow, itemByStoreProduct } = catalog;
  const campaigns = buildBasicCampaigns(now, storeId);
  const flashSales = buildFlashSales(ctx, catalog.items, storeRow);
  const parcel = buildParcelContent(ctx);
  const reasons = buildReasons();
  const riders = buildDeliveryMen(ctx);

  return {
    businessSettings: buildBusinessSettings(),
    zones: geography.zones,
    modules: geography.modules,
    zoneModules: geography.zoneModules,
    units: reference.units,
    attributes: reference.attributes,
    addonCategories: reference.addonCategories,
    commonConditions: reference.commonConditions,
    brands: reference.brands,
    categories,
    stores: catalog.stores,
    storeSchedules: catalog.storeSchedules,
    storeDiscounts: catalog.storeDiscounts,
    addOns: catalog.addOns,
    items: catalog.items,
    reviews: catalog.reviews,
    basicCampaigns: campaigns.basicCampaigns,
    campaignStores: campaigns.campaignStores,
    itemCampaigns: buildItemCampaigns(now, itemByStoreProduct),
    flashSales: flashSales.flashSales,
    flashSaleItems: flashSales.flashSaleItems,
    coupons: buildCoupons(now, storeId),
    cashbacks: buildCashbacks(now),
    banners: buildBanners(now, storeId, itemByStoreProduct),
    otherBanners: buildOtherBanners(),
    advertisements: buildAdvertisements(now, storeId, storeRow),
    walletBonuses: buildWalletBonuses(now),
    parcelCategories: parcel.parcelCategories,
    parcelInstructions: parcel.parcelInstructions,
    cancellationReasons: reasons.cancellationReasons,
    refundReasons: reasons.refundReasons,
    automatedMessages: reasons.automatedMessages,
    vehicles: buildVehicles(),
    offlinePaymentMethods: buildOfflinePaymentMethods(),
    deliveryMen: riders.deliveryMen,
    dmReviews: riders.dmReviews,
    notifications: buildNotifications(now),
    userInfos: buildChatIdentities(catalog.stores, riders.deliveryMen),
  };
}
