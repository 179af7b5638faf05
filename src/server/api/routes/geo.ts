import { Hono } from 'hono';
import { z } from 'zod';
import {
  estimateTravel,
  findPlace,
  formattedAddress,
  languageForQuery,
  parseCoordinatePlaceId,
  parseTravelMode,
  reverseGeocode,
  searchPlaces,
  secondaryText,
  type GeoLocale,
  type Place,
} from '../../geo';
import { ApiError } from '../errors';
import { t } from '../locale';
import type { ApiEnv } from '../types';
import { latitude, longitude, str, validate } from '../validation';

/**
 * Offline stand-ins for the Google proxies under /config (API-CONFIG-3): answers come from the local
 * gazetteer in both the Places/Routes (New) shapes and the legacy ones older clients read.
 */
export const geoRoutes = new Hono<ApiEnv>();

const placeTypes = (place: Place) =>
  place.id === place.city ? ['locality', 'political'] : ['sublocality', 'point_of_interest'];

geoRoutes.get('/place-api-autocomplete', (c) => {
  const { search_text } = validate(
    z.object({ search_text: str().pipe(z.string().min(1).max(200)) }),
    c.var.input,
  );
  // Each place in the language of what was typed, not of the interface (languageForQuery).
  const found = searchPlaces(search_text).map((place) => ({
    place,
    language: languageForQuery(place, search_text, c.var.ctx.locale),
  }));
  return c.json({
    suggestions: found.map(({ place, language }) => ({
      placePrediction: {
        place: `places/${place.id}`,
        placeId: place.id,
        text: { text: formattedAddress(place, language) },
        structuredFormat: {
          mainText: { text: place.names[language] },
          secondaryText: { text: secondaryText(place, language) },
        },
        types: placeTypes(place),
      },
    })),
    predictions: found.map(({ place, language }) => ({
      place_id: place.id,
      description: formattedAddress(place, language),
      structured_formatting: {
        main_text: place.names[language],
        secondary_text: secondaryText(place, language),
      },
      types: placeTypes(place),
    })),
    status: found.length ? 'OK' : 'ZERO_RESULTS',
  });
});

function detailsOf(placeId: string, locale: GeoLocale) {
  const place = findPlace(placeId);
  if (place) {
    return {
      name: place.names[locale],
      address: formattedAddress(place, locale),
      lat: place.lat,
      lng: place.lng,
    };
  }
  // Ids of reverse-geocoded bare coordinates ("@lat,lng").
  const point = parseCoordinatePlaceId(placeId);
  if (!point) return null;
  const address = reverseGeocode(point, locale).formattedAddress;
  return { name: address, address, lat: point.lat, lng: point.lng };
}

geoRoutes.get('/place-api-details', (c) => {
  const { placeid } = validate(
    z.object({ placeid: str().pipe(z.string().min(1).max(200)) }),
    c.var.input,
  );
  const locale = c.var.ctx.locale;
  const details = detailsOf(placeid, locale);
  if (!details) throw ApiError.of(404, 'placeid', t(locale, 'place_not_found'));
  return c.json({
    id: placeid,
    displayName: { text: details.name, languageCode: locale },
    formattedAddress: details.address,
    location: { latitude: details.lat, longitude: details.lng },
    result: {
      geometry: { location: { lat: details.lat, lng: details.lng } },
      formatted_address: details.address,
      name: details.name,
      place_id: placeid,
    },
    status: 'OK',
  });
});

geoRoutes.get('/geocode-api', (c) => {
  const { lat, lng } = validate(z.object({ lat: latitude(), lng: longitude() }), c.var.input);
  const geocoded = reverseGeocode({ lat, lng }, c.var.ctx.locale);
  return c.json({
    results: [
      {
        formatted_address: geocoded.formattedAddress,
        geometry: { location: { lat, lng }, location_type: 'APPROXIMATE' },
        place_id: geocoded.placeId,
        types: geocoded.place ? placeTypes(geocoded.place) : ['plus_code'],
      },
    ],
    status: 'OK',
  });
});

const DISTANCE_UNITS: Record<GeoLocale, { m: string; km: string; decimal: string }> = {
  en: { m: 'm', km: 'km', decimal: '.' },
  ar: { m: 'م', km: 'كم', decimal: '.' },
  fr: { m: 'm', km: 'km', decimal: ',' },
};

export function distanceText(meters: number, locale: GeoLocale): string {
  const units = DISTANCE_UNITS[locale];
  if (meters < 1000) return `${Math.round(meters)} ${units.m}`;
  return `${(meters / 1000).toFixed(1).replace('.', units.decimal)} ${units.km}`;
}

export function durationText(seconds: number, locale: GeoLocale): string {
  const totalMinutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const words = {
    en: {
      h: (n: number) => (n === 1 ? 'hour' : 'hours'),
      m: (n: number) => (n === 1 ? 'min' : 'mins'),
    },
    fr: { h: () => 'h', m: () => 'min' },
    ar: { h: () => 'ساعة', m: () => 'دقيقة' },
  }[locale];
  const parts: string[] = [];
  if (hours) parts.push(`${hours} ${words.h(hours)}`);
  if (minutes || !hours) parts.push(`${minutes} ${words.m(minutes)}`);
  return parts.join(' ');
}

geoRoutes.get('/distance-api', (c) => {
  const input = validate(
    z.object({
      origin_lat: latitude(),
      origin_lng: longitude(),
      destination_lat: latitude(),
      destination_lng: longitude(),
      mode: str().optional(),
    }),
    c.var.input,
  );
  const mode = parseTravelMode(input.mode);
  if (!mode) throw ApiError.of(403, 'mode', 'The selected mode is invalid.');
  const locale = c.var.ctx.locale;
  const origin = { lat: input.origin_lat, lng: input.origin_lng };
  const destination = { lat: input.destination_lat, lng: input.destination_lng };
  const { distanceMeters, durationSeconds } = estimateTravel(origin, destination, mode);
  const distance = { text: distanceText(distanceMeters, locale) };
  const duration = { text: durationText(durationSeconds, locale) };
  return c.json({
    originIndex: 0,
    destinationIndex: 0,
    condition: 'ROUTE_EXISTS',
    travelMode: mode,
    distanceMeters,
    duration: `${durationSeconds}s`,
    staticDuration: `${durationSeconds}s`,
    localizedValues: { distance, duration, staticDuration: duration },
    origin_addresses: [reverseGeocode(origin, locale).formattedAddress],
    destination_addresses: [reverseGeocode(destination, locale).formattedAddress],
    rows: [
      {
        elements: [
          {
            distance: { value: distanceMeters, text: distance.text },
            duration: { value: durationSeconds, text: duration.text },
            status: 'OK',
          },
        ],
      },
    ],
    status: 'OK',
  });
});
