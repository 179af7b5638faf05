import { Hono } from 'hono';
import { allZones } from '../catalog';
import { formatZoneListEntry } from '../format/zone';
import type { ApiEnv } from '../types';

export const zoneRoutes = new Hono<ApiEnv>();

/** GET /zone/list: active zones with `formated_coordinates` (sic). */
zoneRoutes.get('/list', async (c) => {
  const zones = await allZones(await c.var.deps.getDb());
  return c.json(
    zones
      .filter((zone) => zone.status === 1)
      .map((zone) => formatZoneListEntry(zone, c.var.ctx.locale)),
  );
});
