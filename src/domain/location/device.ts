/**
 * Device position (R-LOC-4): low accuracy and a 5 second time-out.
 */
export const DEVICE_LOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 5000,
};

/** GeolocationPositionError codes. */
export const GEOLOCATION_ERROR = {
  permissionDenied: 1,
  positionUnavailable: 2,
  timeout: 3,
} as const;

export type DeviceLocationProblem = 'permission' | 'timeout';

/**
 * Which message a failed position read gets: denied or unavailable (or no geolocation at all, code
 * null) opens the permission dialog; a time-out is a retryable error.
 */
export function deviceLocationProblem(code: number | null | undefined): DeviceLocationProblem {
  return code === GEOLOCATION_ERROR.timeout ? 'timeout' : 'permission';
}
