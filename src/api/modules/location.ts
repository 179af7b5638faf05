import type { HttpClient } from '../http';
import type { LatLng, PlacePrediction, ZoneLookup } from '../types';

interface AutocompleteBody {
  suggestions?: {
    placePrediction?: {
      placeId: string;
      text?: { text?: string };
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
    };
  }[];
  predictions?: {
    place_id: string;
    description: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
  }[];
}

interface DetailsBody {
  location?: { latitude: number; longitude: number };
  formattedAddress?: string;
  result?: { geometry?: { location?: { lat: number; lng: number } }; formatted_address?: string };
}

interface GeocodeBody {
  results?: { formatted_address?: string }[];
}

/** Reads both the Places (New) and the legacy shapes (API-CONFIG-3). */
export function readPredictions(body: AutocompleteBody): PlacePrediction[] {
  if (body.suggestions?.length) {
    return body.suggestions.flatMap((entry) => {
      const prediction = entry.placePrediction;
      if (!prediction) return [];
      return [
        {
          placeId: prediction.placeId,
          text: prediction.text?.text ?? prediction.structuredFormat?.mainText?.text ?? '',
          secondaryText: prediction.structuredFormat?.secondaryText?.text,
        },
      ];
    });
  }
  return (body.predictions ?? []).map((prediction) => ({
    placeId: prediction.place_id,
    text: prediction.description,
    secondaryText: prediction.structured_formatting?.secondary_text,
  }));
}

interface DistanceBody {
  distanceMeters?: number;
  rows?: { elements?: { distance?: { value?: number } }[] }[];
}

export function locationApi(http: HttpClient) {
  return {
    /**
     * Travel distance in metres (config/distance-api, API-CONFIG-3): the Routes shape
     * `distanceMeters` or the legacy matrix. Null when the answer has neither.
     */
    async distance(origin: LatLng, destination: LatLng): Promise<number | null> {
      const body = (
        await http.get<DistanceBody>('/config/distance-api', {
          params: {
            origin_lat: origin.lat,
            origin_lng: origin.lng,
            destination_lat: destination.lat,
            destination_lng: destination.lng,
            mode: 'walking',
          },
          silent: true,
        })
      ).data;
      const meters = body.distanceMeters ?? body.rows?.[0]?.elements?.[0]?.distance?.value;
      return typeof meters === 'number' && Number.isFinite(meters) ? meters : null;
    },
    async zoneId(point: LatLng): Promise<ZoneLookup> {
      return (
        await http.get<ZoneLookup>('/config/get-zone-id', {
          params: { lat: point.lat, lng: point.lng },
          silent: true,
        })
      ).data;
    },
    async geocode(point: LatLng): Promise<string | null> {
      const body = (
        await http.get<GeocodeBody>('/config/geocode-api', {
          params: { lat: point.lat, lng: point.lng },
        })
      ).data;
      return body.results?.[0]?.formatted_address ?? null;
    },
    async autocomplete(searchText: string): Promise<PlacePrediction[]> {
      const text = searchText.trim();
      // The spec: place search queries only when the text is non-empty.
      if (!text) return [];
      const body = (
        await http.get<AutocompleteBody>('/config/place-api-autocomplete', {
          params: { search_text: text },
        })
      ).data;
      return readPredictions(body);
    },
    async placeDetails(placeId: string): Promise<(LatLng & { address?: string }) | null> {
      const body = (
        await http.get<DetailsBody>('/config/place-api-details', { params: { placeid: placeId } })
      ).data;
      if (body.location) {
        return {
          lat: body.location.latitude,
          lng: body.location.longitude,
          address: body.formattedAddress,
        };
      }
      const legacy = body.result?.geometry?.location;
      return legacy
        ? { lat: legacy.lat, lng: legacy.lng, address: body.result?.formatted_address }
        : null;
    },
  };
}
