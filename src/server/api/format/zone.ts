import { translate, translationEntries } from '../../db/i18n';
import type { zoneModules, zones } from '../../db/schema';
import { polygonAreaM2 } from '../../geo';
import type { ApiLocale } from '../locale';
import { iso } from './common';

export type ZoneRow = typeof zones.$inferSelect;
export type ZoneModuleRow = typeof zoneModules.$inferSelect;

/** GeoJSON polygon with a closed ring of [lng, lat], as Laravel's spatial cast serialises it. */
export function zoneGeometry(zone: ZoneRow) {
  const ring = zone.coordinates.map((p) => [p.lng, p.lat]);
  const [first] = ring;
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([...first]);
  return { type: 'Polygon' as const, coordinates: [ring] };
}

/** The zone's columns as the contract's Zone object (without relations). */
export function formatZone(zone: ZoneRow, locale: ApiLocale) {
  return {
    id: zone.id,
    name: zone.name,
    display_name: translate(zone.translations, locale, 'display_name', zone.display_name),
    coordinates: zoneGeometry(zone),
    status: zone.status,
    cash_on_delivery: zone.cash_on_delivery,
    digital_payment: zone.digital_payment,
    offline_payment: zone.offline_payment,
    increased_delivery_fee: zone.increased_delivery_fee,
    increased_delivery_fee_status: zone.increased_delivery_fee_status,
    increase_delivery_charge_message: zone.increase_delivery_charge_message,
    /** Square kilometres (the server orders overlapping zones by it). */
    area: Math.round(polygonAreaM2(zone.coordinates) / 10_000) / 100,
    store_wise_topic: `zone_${zone.id}_store`,
    customer_wise_topic: `zone_${zone.id}_customer`,
    deliveryman_wise_topic: `zone_${zone.id}_delivery_man`,
    created_at: iso(zone.created_at),
    updated_at: iso(zone.updated_at),
    translations: translationEntries('App\\Models\\Zone', zone.id, zone.translations),
  };
}

/** zone/list entry: the Zone plus `formated_coordinates` (sic) as [{lat, lng}]. */
export function formatZoneListEntry(zone: ZoneRow, locale: ApiLocale) {
  return {
    ...formatZone(zone, locale),
    formated_coordinates: zone.coordinates.map((p) => ({ lat: p.lat, lng: p.lng })),
  };
}

/** The zone↔module pivot as Laravel's `pivot` object. */
export function formatPivot(pivot: ZoneModuleRow) {
  return {
    zone_id: pivot.zone_id,
    module_id: pivot.module_id,
    per_km_shipping_charge: pivot.per_km_shipping_charge,
    minimum_shipping_charge: pivot.minimum_shipping_charge,
    maximum_shipping_charge: pivot.maximum_shipping_charge,
    maximum_cod_order_amount: pivot.maximum_cod_order_amount,
    delivery_charge_type: pivot.delivery_charge_type,
    fixed_shipping_charge: pivot.fixed_shipping_charge,
  };
}
