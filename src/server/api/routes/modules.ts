import { Hono } from 'hono';
import { z } from 'zod';
import { activeModules, allZones, moduleCounter, zoneLinks } from '../catalog';
import { ApiError } from '../errors';
import { formatModule } from '../format/module';
import { formatPivot, formatZone } from '../format/zone';
import { t } from '../locale';
import type { ApiEnv } from '../types';
import { int, validate } from '../validation';

export const moduleRoutes = new Hono<ApiEnv>();

/**
 * GET /module (API-MODULES-1): with a zoneId header, the active modules linked to those zones; without
 * it, every active module, optionally filtered by `?zone_id=` (which also drops parcel). A bare array.
 */
moduleRoutes.get('/', async (c) => {
  const { ctx } = c.var;
  if (ctx.zoneHeader === 'invalid') throw ApiError.of(403, 'zoneId', t(ctx.locale, 'zone_invalid'));
  const { zone_id } = validate(
    z.object({ zone_id: int().pipe(z.number().positive()).optional() }),
    c.var.input,
  );

  const db = await c.var.deps.getDb();
  const scope = ctx.zoneIds ?? (zone_id !== undefined ? [zone_id] : null);
  const [modules, zones, links, counts] = await Promise.all([
    activeModules(db),
    allZones(db),
    zoneLinks(db, scope ?? undefined),
    moduleCounter(db),
  ]);
  const activeZones = new Map(
    zones.filter((zone) => zone.status === 1).map((zone) => [zone.id, zone]),
  );
  const linked = links.filter((link) => activeZones.has(link.zone_id));

  const result = modules
    .filter((module) => !scope || linked.some((link) => link.module_id === module.id))
    .filter((module) => ctx.zoneIds || zone_id === undefined || module.module_type !== 'parcel')
    .map((module) => ({
      ...formatModule(module, ctx.locale, ctx.origin, counts(module, scope)),
      zones: linked.flatMap((link) => {
        const zone = link.module_id === module.id ? activeZones.get(link.zone_id) : undefined;
        return zone ? [{ ...formatZone(zone, ctx.locale), pivot: formatPivot(link) }] : [];
      }),
    }));
  return c.json(result);
});
