import { useMemo, useState } from 'react';
import type { CheckoutAddress, GuestInfo } from '@/domain/checkout/address';
import { useAppSelector } from '@/store/hooks';
import { parseZoneIds } from '@/domain/location/stored';

/**
 * The delivery address: the one the customer picked (a saved address, or one added here), else
 * the stored delivery location with a guest's road, house and floor.
 */
export function useDeliveryAddress(guest: GuestInfo | null) {
  const location = useAppSelector((state) => state.location);
  const current: CheckoutAddress | null = useMemo(() => {
    if (!location.address || location.latitude === null || location.longitude === null) return null;
    return {
      id: null,
      address: location.address,
      address_type: 'other',
      latitude: location.latitude,
      longitude: location.longitude,
      road: guest?.road,
      house: guest?.house,
      floor: guest?.floor,
      zone_ids: parseZoneIds(location.zoneIds),
    };
  }, [location, guest]);
  const [chosen, setChosen] = useState<CheckoutAddress | null>(null);
  return { current, address: chosen ?? current, choose: setChosen };
}
