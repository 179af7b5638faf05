import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useState } from 'react';
import toast from '@/lib/toast';
import type { LatLng } from '@/api/types';
import {
  DEVICE_LOCATION_OPTIONS,
  deviceLocationProblem,
  type DeviceLocationProblem,
} from '@/domain/location/device';
import { LOCATION_NAMESPACES } from './i18n';

export class DeviceLocationError extends Error {
  readonly problem: DeviceLocationProblem;

  constructor(problem: DeviceLocationProblem) {
    super(`Device location failed: ${problem}`);
    this.name = 'DeviceLocationError';
    this.problem = problem;
  }
}

async function permissionDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'denied';
  } catch {
    // Browsers without the Permissions API for geolocation simply ask when reading the position.
    return false;
  }
}

/** Reads the device position with low accuracy and a 5 s time-out (R-LOC-4). */
export async function readDevicePosition(): Promise<LatLng> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    throw new DeviceLocationError('permission');
  }
  if (await permissionDenied()) throw new DeviceLocationError('permission');
  return new Promise<LatLng>((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new DeviceLocationError(deviceLocationProblem(error.code))),
      DEVICE_LOCATION_OPTIONS,
    );
  });
}

/**
 * 'Use Current Location': resolves the device position, or opens the permission dialog when the
 * permission is off or the position unavailable; a time-out is an error toast.
 */
export function useDeviceLocation() {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const [locating, setLocating] = useState(false);
  const [permissionOpen, setPermissionOpen] = useState(false);

  const locate = useCallback(async (): Promise<LatLng | null> => {
    setLocating(true);
    try {
      return await readDevicePosition();
    } catch (error) {
      if (error instanceof DeviceLocationError && error.problem === 'timeout') {
        toast.error(t('Could not detect your location. Please try again.'), {
          id: 'device-location',
        });
      } else {
        setPermissionOpen(true);
      }
      return null;
    } finally {
      setLocating(false);
    }
  }, [t]);

  const closePermission = useCallback(() => setPermissionOpen(false), []);
  return { locate, locating, permissionOpen, closePermission };
}
