import { asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  basicCampaigns,
  campaignStores,
  itemCampaigns,
  stores,
  storeDiscounts,
} from '../../db/schema';
import { campaignAsItem } from '../format/item';
import { formatBasicCampaign } from '../format/campaign';
import type { ItemHit } from './items';
import { itemStoreColumns } from './items';
import { allOf, storeScope, type Scope } from './scope';
import { activeDiscountOn } from './stores';

/** A confirmed participant of the campaign is visible in the scope (joins nothing: a subquery). */
function hasVisibleStore(scope: Scope): SQL {
  const visible = allOf(storeScope(scope)) ?? sql`true`;
  return sql`exists (select 1 from ${campaignStores} cs join ${stores} on ${stores.id} = cs.store_id
    where cs.campaign_id = ${basicCampaigns.id} and cs.campaign_status = 'confirmed' and ${visible})`;
}

/** Basic campaigns of the module running today with a confirmed store in the zone. */
export async function runningBasicCampaigns(scope: Scope) {
  const rows = await scope.db
    .select()
    .from(basicCampaigns)
    .where(
      allOf([
        eq(basicCampaigns.status, 1),
        scope.module ? eq(basicCampaigns.module_id, scope.module.id) : undefined,
        lte(basicCampaigns.start_date, scope.now.date),
        gte(basicCampaigns.end_date, scope.now.date),
        hasVisibleStore(scope),
      ]),
    )
    .orderBy(asc(basicCampaigns.id));
  return rows.map((row) => formatBasicCampaign(row, scope.locale, scope.origin));
}

/** Campaign items of the module running today (date window) in visible stores, as item hits. */
export async function runningCampaignItems(scope: Scope, where: (SQL | undefined)[] = []) {
  const rows = await scope.db
    .select({
      item: itemCampaigns,
      store: itemStoreColumns,
      discount: storeDiscounts,
    })
    .from(itemCampaigns)
    .innerJoin(stores, eq(stores.id, itemCampaigns.store_id))
    .leftJoin(storeDiscounts, activeDiscountOn(scope.now))
    .where(
      allOf([
        eq(itemCampaigns.status, 1),
        scope.module ? eq(itemCampaigns.module_id, scope.module.id) : undefined,
        lte(itemCampaigns.available_date_starts, scope.now.date),
        gte(itemCampaigns.available_date_ends, scope.now.date),
        ...storeScope(scope),
        ...where,
      ]),
    )
    .orderBy(asc(itemCampaigns.id));
  return rows.map((row): ItemHit => ({ ...row, item: campaignAsItem(row.item), flash: null }));
}
