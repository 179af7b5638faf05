import { moduleSpecs, zoneSpecs } from '../data/core';
import { tr } from '../helpers';
import type { SeedRows } from '../rows';

type Geography = Pick<SeedRows, 'zones' | 'modules' | 'zoneModules'>;

/** The two delivery zones, the five modules and the zone × module pivot with its shipping rules. */
export function buildGeography(created: Date): Geography {
  const out: Geography = { zones: [], modules: [], zoneModules: [] };
  for (const z of zoneSpecs) {
    out.zones.push({
      id: z.id,
      name: z.name[0],
      display_name: z.name[0],
      coordinates: z.coordinates,
      status: 1,
      cash_on_delivery: true,
      digital_payment: true,
      offline_payment: true,
      translations: tr({ name: z.name, display_name: z.name }),
      created_at: created,
      updated_at: created,
    });
  }
  for (const m of moduleSpecs) {
    out.modules.push({
      id: m.id,
      module_name: m.name[0],
      module_type: m.type,
      slug: m.key,
      icon: `${m.key}-icon.svg`,
      thumbnail: `${m.key}.svg`,
      status: 1,
      theme_id: m.themeId,
      description: m.description[0],
      all_zone_service: m.allZoneService,
      translations: tr({ module_name: m.name, description: m.description }),
      created_at: created,
      updated_at: created,
    });
    for (const z of zoneSpecs) {
      out.zoneModules.push({
        zone_id: z.id,
        module_id: m.id,
        per_km_shipping_charge: 5,
        minimum_shipping_charge: 10,
        maximum_shipping_charge: 60,
        maximum_cod_order_amount: 3000,
        delivery_charge_type: 'distance',
        fixed_shipping_charge: 0,
      });
    }
  }
  return out;
}
