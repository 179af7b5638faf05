import { publicEnv } from '@/lib/publicEnv';

/** The API base for the browser: the external backend when configured, else this origin. */
export function browserApiBaseUrl(): string {
  const external = publicEnv().NEXT_PUBLIC_BASE_URL;
  return external ? `${external}/api/v1` : '/api/v1';
}
