import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { basicCampaigns, campaignStores, stores } from '../../db/schema';
import { runningBasicCampaigns, runningCampaignItems } from '../catalog/campaigns';
import { formatItemHits } from '../catalog/items';
import { idField, query } from '../catalog/params';
import { resolveScope } from '../catalog/scope';
import { listStores } from '../catalog/stores';
import { ApiError } from '../errors';
import { formatBasicCampaign } from '../format/campaign';
import type { ApiContext, ApiEnv } from '../types';
import { sql } from 'drizzle-orm';

/** Campaigns (API-CONTENT-1). A missing zoneId answers the error body with HTTP 200 here. */
export const campaignRoutes = new Hono<ApiEnv>();

const scoped = (c: ApiContext) => resolveScope(c, { module: 'required', zone: 'required200' });

/** GET /campaigns/basic: running basic campaigns with a confirmed store in the zone. */
campaignRoutes.get('/basic', async (c) => {
  const scope = await scoped(c);
  return c.json(await runningBasicCampaigns(scope));
});

/** GET /campaigns/basic-campaign-details?basic_campaign_id: the campaign and its confirmed stores. */
campaignRoutes.get('/basic-campaign-details', async (c) => {
  const scope = await scoped(c);
  const { basic_campaign_id } = query(c.var.input, { basic_campaign_id: idField() });
  const [campaign] = await scope.db
    .select()
    .from(basicCampaigns)
    .where(
      and(
        eq(basicCampaigns.id, basic_campaign_id),
        eq(basicCampaigns.status, 1),
        eq(basicCampaigns.module_id, scope.module!.id),
      ),
    )
    .limit(1);
  if (!campaign) throw ApiError.of(404, 'campaign', 'Campaign not found!');
  const { stores: list } = await listStores(scope, {
    where: [
      sql`exists (select 1 from ${campaignStores} cs where cs.store_id = ${stores.id}
        and cs.campaign_id = ${campaign.id} and cs.campaign_status = 'confirmed')`,
    ],
  });
  return c.json({ ...formatBasicCampaign(campaign, scope.locale, scope.origin), stores: list });
});

/** GET /campaigns/item: running campaign items (Item JSON with is_campaign = 1). */
campaignRoutes.get('/item', async (c) => {
  const scope = await scoped(c);
  return c.json(formatItemHits(scope, await runningCampaignItems(scope)));
});
