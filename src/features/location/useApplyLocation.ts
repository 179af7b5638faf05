import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import type { LatLng, ZoneLookup } from '@/api/types';
import { firstErrorMessage } from '@/domain/location/picker';
import { storedLocationFrom, type StoredLocation } from '@/domain/location/stored';
import { useAppDispatch } from '@/store/hooks';
import { locationSet } from '@/store/slices/location';
import { LOCATION_NAMESPACES } from './i18n';

/**
 * Stores a place as the delivery location: the address (the given description, else reverse
 * geocoded), then the zone look-up; a zone error shows the server's first message. Resolves to the
 * stored location, or null when nothing was stored.
 */
export function useApplyLocation() {
  const api = useApi();
  const dispatch = useAppDispatch();
  const { t } = useTranslation(LOCATION_NAMESPACES);

  return useCallback(
    async (place: LatLng & { address?: string | null }): Promise<StoredLocation | null> => {
      const point = { lat: place.lat, lng: place.lng };
      let address = place.address?.trim() || null;
      if (!address) {
        try {
          address = await api.location.geocode(point);
        } catch {
          // The client already showed the server's message.
          return null;
        }
      }
      if (!address) {
        toast.error(t('No address found for this location.'), { id: 'no-address' });
        return null;
      }
      let answer: ZoneLookup;
      try {
        answer = await api.location.zoneId(point);
      } catch (error) {
        const message = firstErrorMessage(error) ?? t('Something went wrong');
        toast.error(message, { id: message });
        return null;
      }
      const stored = storedLocationFrom({ ...point, address }, answer);
      if (!stored) {
        toast.error(t('No delivery zone was found for this location.'), { id: 'no-zone' });
        return null;
      }
      dispatch(locationSet(stored));
      return stored;
    },
    [api, dispatch, t],
  );
}
