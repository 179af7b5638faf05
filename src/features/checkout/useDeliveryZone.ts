import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { CheckoutAddress } from '@/domain/checkout/address';
import { checkoutVehicleExtraCharge, type ZoneWithModules } from '@/domain/checkout/summary';
import { roundedPoint } from '@/domain/location/picker';
import { locationKeys } from '@/features/location/queryKeys';
import { useAppSelector } from '@/store/hooks';
import type { CheckoutStore } from './checkoutModel';

const NOWHERE = { lat: 0, lng: 0 };

/**
 * The zones and the travel distance of the delivery point, and the vehicle extra charge for that
 * distance: they price the delivery (src/domain/checkout/summary.ts), and an address outside the
 * store's zone cannot be delivered to.
 */
export function useDeliveryZone(input: {
  delivery: boolean;
  address: CheckoutAddress | null;
  store: CheckoutStore | null;
}) {
  const { delivery, address, store } = input;
  const api = useApi();
  const storedZones = useAppSelector((state) => state.location.zoneData);
  const selectedModuleId = useAppSelector((state) => state.module.selected?.id ?? null);
  const point =
    delivery && address ? roundedPoint({ lat: address.latitude, lng: address.longitude }) : null;
  const zoneLookup = useQuery({
    queryKey: locationKeys.zone(point ?? NOWHERE),
    queryFn: () => api.location.zoneId(point ?? NOWHERE),
    enabled: point !== null,
    staleTime: 60_000,
    retry: false,
  });
  const zones = (point ? zoneLookup.data?.zone_data : storedZones) as ZoneWithModules[] | undefined;
  const moduleId = store?.module_id ?? selectedModuleId;
  const storePoint =
    store?.latitude && store.longitude
      ? roundedPoint({ lat: Number(store.latitude), lng: Number(store.longitude) })
      : null;
  const distance = useQuery({
    queryKey: queryKeys.travelDistance(storePoint ?? NOWHERE, point ?? NOWHERE),
    queryFn: () => api.location.distance(storePoint ?? NOWHERE, point ?? NOWHERE),
    enabled: Boolean(storePoint && point),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const distanceKm =
    delivery && typeof distance.data === 'number' ? Math.round(distance.data) / 1000 : null;
  const extraCharge = useQuery({
    queryKey: queryKeys.vehicleExtraCharge(distanceKm ?? 0),
    queryFn: () => api.config.vehicleExtraCharge(distanceKm ?? 0),
    enabled: distanceKm !== null,
    staleTime: 5 * 60_000,
  });
  // Pending only while the lookup runs (retries included); a failed one counts as no extra charge.
  const vehicleExtraCharge = checkoutVehicleExtraCharge(distanceKm, extraCharge);
  const outsideZone =
    delivery && Boolean(address) && zoneLookup.isSuccess && store?.zone_id !== undefined
      ? !(zoneLookup.data.zone_data ?? []).some((entry) => entry.id === store.zone_id)
      : false;
  return { zones: zones ?? null, moduleId, distanceKm, vehicleExtraCharge, outsideZone };
}
