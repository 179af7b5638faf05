import { Hono } from 'hono';
import { z } from 'zod';
import { zonesContaining } from '../../geo';
import { activeModules, allZones, moduleCounter, modulesOfZone, zoneLinks } from '../catalog';
import { ApiError } from '../errors';
import { buildConfig } from '../format/config';
import { formatModule } from '../format/module';
import { formatPivot, formatZone } from '../format/zone';
import { t } from '../locale';
import { CONTENT_SETTINGS, Settings } from '../settings';
import type { ApiEnv } from '../types';
import { latitude, longitude, validate } from '../validation';
import { geoRoutes } from './geo';

/** GET /config and the location endpoints under it (API-CONFIG-1, API-CONFIG-2). */
export const configRoutes = new Hono<ApiEnv>();

configRoutes.get('/', async (c) => {
  const { locale, origin } = c.var.ctx;
  const db = await c.var.deps.getDb();
  const [settings, modules] = await Promise.all([
    Settings.load(db, { except: CONTENT_SETTINGS }),
    activeModules(db),
  ]);
  const single = modules.length === 1 ? formatModule(modules[0], locale, origin) : null;
  return c.json(buildConfig(settings, { locale, origin, module: single }));
});

configRoutes.get('/get-zone-id', async (c) => {
  const { lat, lng } = validate(z.object({ lat: latitude(), lng: longitude() }), c.var.input);
  const { locale, origin } = c.var.ctx;
  const db = await c.var.deps.getDb();
  const containing = zonesContaining({ lat, lng }, await allZones(db));
  if (containing.length === 0)
    throw ApiError.of(404, 'coordinates', t(locale, 'service_unavailable'));
  const active = containing.filter((zone) => zone.status === 1);
  if (active.length === 0) throw ApiError.of(403, 'coordinates', t(locale, 'zone_inactive'));

  const ids = active.map((zone) => zone.id);
  const [links, modules, counts] = await Promise.all([
    zoneLinks(db, ids),
    activeModules(db),
    moduleCounter(db),
  ]);
  const zoneData = active.map((zone) => ({
    ...formatZone(zone, locale),
    modules: modulesOfZone(zone.id, links, modules).map(({ module: m, link }) => ({
      ...formatModule(m, locale, origin, counts(m, [zone.id])),
      pivot: formatPivot(link),
    })),
  }));
  // zone_id is a string holding a JSON array: clients send it back verbatim as the zoneId header.
  return c.json({ zone_id: JSON.stringify(ids), zone_data: zoneData });
});

configRoutes.route('/', geoRoutes);
