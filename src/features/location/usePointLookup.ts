import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { LatLng, PlacePrediction } from '@/api/types';
import { roundedPoint } from '@/domain/location/picker';
import { useDeviceLocation } from './deviceLocation';
import { locationKeys } from './queryKeys';

export interface PointLookupOptions {
  /** The look-ups run only while the dialog is open. */
  open: boolean;
  /** Where the pin starts (read once, kept as given; the pin's later moves are rounded). */
  initialPoint: () => LatLng;
  /** The start point's known address: shown until the pin moves, and no geocode for it. */
  initialAddress?: string | null;
  /**
   * Geocode the start point when no address is known for it (default). The address form starts
   * from its own field instead and only looks up the points the customer moves to.
   */
  lookUpStart?: boolean;
  /** Look up the point's zone too (default); the address form has no use for it. */
  zone?: boolean;
  /**
   * The text a picked search prediction shows: the prediction's own text (default), or the
   * place's formatted address when the place details carry one.
   */
  placeText?: 'prediction' | 'place';
  /** A picked prediction whose place has no coordinates. */
  onPlaceNotFound?: () => void;
}

/**
 * The point look-up of the location dialogs (the location picker, the parcel address picker and
 * the address form): a pin moved by the map, a search pick or the device position, and the
 * address (a picked place's text, else reverse geocoded) and zone of that pin. The look-ups are
 * queries keyed by the rounded point, so a pin moved back to an earlier place answers from cache.
 */
export function usePointLookup({
  open,
  initialPoint,
  initialAddress = null,
  lookUpStart = true,
  zone: withZone = true,
  placeText = 'prediction',
  onPlaceNotFound,
}: PointLookupOptions) {
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const device = useDeviceLocation();
  const [point, setPoint] = useState<LatLng>(initialPoint);
  // A picked place's description (or the start's known address) is the address until the pin moves.
  const [description, setDescription] = useState<string | null>(initialAddress);
  const [started, setStarted] = useState(lookUpStart);
  // Bumped by every move, even to the same point: a form re-applies the address it looked up.
  const [moves, setMoves] = useState(0);
  const [fromDevice, setFromDevice] = useState(false);
  const [resolving, setResolving] = useState(false);

  const key = roundedPoint(point);
  const geocode = useQuery({
    queryKey: locationKeys.geocode(locale, key),
    queryFn: () => api.location.geocode(key),
    enabled: open && started && description === null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const zone = useQuery({
    queryKey: locationKeys.zone(key),
    queryFn: () => api.location.zoneId(key),
    enabled: open && withZone,
    staleTime: 60_000,
    retry: false,
  });

  const address = description ?? (started ? geocode.data : null) ?? null;
  const addressLoading = resolving || (description === null && geocode.isFetching);

  const move = (next: LatLng, text: string | null, byDevice: boolean) => {
    setPoint(roundedPoint(next));
    setDescription(text);
    setStarted(true);
    setFromDevice(byDevice);
    setMoves((count) => count + 1);
  };

  /** Moves the pin; `text` is the new point's address when it is already known. */
  const moveTo = (next: LatLng, text: string | null) => move(next, text, false);

  /** A search prediction: its place's coordinates, then the pin moves there. */
  const pick = async (prediction: PlacePrediction) => {
    setResolving(true);
    try {
      const details = await api.location.placeDetails(prediction.placeId);
      if (details) {
        const text = placeText === 'place' ? (details.address ?? prediction.text) : prediction.text;
        moveTo(details, text);
      } else onPlaceNotFound?.();
    } catch {
      // The client already showed the server's message.
    } finally {
      setResolving(false);
    }
  };

  /** The device position, once it is known, becomes the pin. */
  const locate = async () => {
    if (device.locating) return;
    const position = await device.locate();
    if (position) move(position, null, true);
  };

  return {
    point,
    address,
    addressLoading,
    /** A place pick still waiting for its coordinates. */
    resolving,
    zone,
    moves,
    /** The device position is being read, or its address looked up. */
    locating: device.locating || (fromDevice && addressLoading),
    device,
    moveTo,
    pick,
    locate,
  };
}

export type PointLookup = ReturnType<typeof usePointLookup>;
