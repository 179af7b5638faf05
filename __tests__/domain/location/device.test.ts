import {
  DEVICE_LOCATION_OPTIONS,
  deviceLocationProblem,
  GEOLOCATION_ERROR,
} from '@/domain/location/device';

describe('device location rules', () => {
  it('asks for a low-accuracy position with a 5 second time-out', () => {
    expect(DEVICE_LOCATION_OPTIONS).toEqual({ enableHighAccuracy: false, timeout: 5000 });
  });

  it('shows the permission dialog when denied or unavailable, a retry on time-out', () => {
    expect(deviceLocationProblem(GEOLOCATION_ERROR.permissionDenied)).toBe('permission');
    expect(deviceLocationProblem(GEOLOCATION_ERROR.positionUnavailable)).toBe('permission');
    expect(deviceLocationProblem(null)).toBe('permission');
    expect(deviceLocationProblem(GEOLOCATION_ERROR.timeout)).toBe('timeout');
  });
});
