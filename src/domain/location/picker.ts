import type { LatLng } from '@/api/types';

/** Picker map zoom (R-LOC-1): range 1 to 21, default 17. */
export const PICKER_ZOOM = { min: 1, max: 21, initial: 17 } as const;

/** Place search waits this long after the last keystroke before asking for suggestions. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

/** Keeps a zoom level inside 1–21; anything that is not a number falls back to the default 17. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return PICKER_ZOOM.initial;
  return Math.min(PICKER_ZOOM.max, Math.max(PICKER_ZOOM.min, Math.round(zoom)));
}

export function zoomBy(zoom: number, step: number): number {
  return clampZoom(clampZoom(zoom) + step);
}

export function canZoomIn(zoom: number): boolean {
  return clampZoom(zoom) < PICKER_ZOOM.max;
}

export function canZoomOut(zoom: number): boolean {
  return clampZoom(zoom) > PICKER_ZOOM.min;
}

/** Place search queries only when the text is non-empty (R-LOC-3). */
export function searchableText(text: string | null | undefined): string {
  return (text ?? '').trim();
}

/**
 * The main line of a place suggestion: its text without the trailing secondary part and the comma
 * before it (Latin or Arabic), e.g. 'Maarif' from 'Maarif, Casablanca, Morocco'.
 */
export function suggestionMainText(prediction: { text: string; secondaryText?: string }): string {
  const secondary = prediction.secondaryText?.trim();
  const { text } = prediction;
  if (secondary && text.length > secondary.length && text.endsWith(secondary)) {
    const main = text.slice(0, -secondary.length).replace(/[\s,،]+$/u, '');
    if (main) return main;
  }
  return text;
}

/**
 * The first error message of a failed call (R-LOC-2: the first error message is used
 * for the zone lookup). Reads the client's `ApiError.items`, a raw `{errors:[…]}` body or a plain
 * `Error`.
 */
export function firstErrorMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const record = error as { items?: unknown; errors?: unknown; message?: unknown };
  for (const list of [record.items, record.errors]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const message = (item as { message?: unknown } | null)?.message;
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  }
  return typeof record.message === 'string' && record.message.trim() ? record.message.trim() : null;
}

export interface PickerConfirmInput {
  /** The zone lookup for the pending point is running. */
  zoneLoading: boolean;
  /** The resolved address line (geocode or the picked place's description). */
  address: string | null | undefined;
  /** The first server message of a failed zone lookup. */
  zoneError: string | null;
  /** The `zone_id` string of a successful zone lookup. */
  zoneIds: string | null | undefined;
}

export interface PickerConfirm {
  disabled: boolean;
  /** The server message to show on the button instead of 'Pick Locations', after a zone error. */
  errorLabel: string | null;
  /** What pressing does: save the location, or (after a zone error) only close. */
  action: 'save' | 'close' | 'none';
}

/**
 * The 'Pick Locations' button (R-LOC-2): disabled while the zone lookup is loading
 * or no address is resolved. After a zone error it shows the first server message and pressing it
 * only closes (there is no zone to store). Saving needs a resolved zone and address.
 */
export function pickerConfirm(input: PickerConfirmInput): PickerConfirm {
  const hasAddress = Boolean(input.address?.trim());
  const errorLabel = input.zoneLoading ? null : input.zoneError;
  if (input.zoneLoading || !hasAddress) return { disabled: true, errorLabel, action: 'none' };
  if (input.zoneError) return { disabled: false, errorLabel: input.zoneError, action: 'close' };
  if (input.zoneIds) return { disabled: false, errorLabel: null, action: 'save' };
  return { disabled: true, errorLabel: null, action: 'none' };
}

/** Two points closer than about a metre are the same pin: no new look-up, no render loop. */
export function samePoint(a: LatLng | null | undefined, b: LatLng | null | undefined): boolean {
  if (!a || !b) return a === b;
  return Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lng - b.lng) < 1e-5;
}

/** Rounds a point for cache keys so tiny map jitter reuses the same look-up. */
export function roundedPoint(point: LatLng): LatLng {
  return { lat: Number(point.lat.toFixed(6)), lng: Number(point.lng.toFixed(6)) };
}

/** The coordinates as text, e.g. for the panel shown when no map is available. */
export function formatCoordinates(point: LatLng): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}
