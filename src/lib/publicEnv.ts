/**
 * The public environment for the browser bundle, without a schema library (zod stays on the server,
 * where `src/lib/env.ts` validates everything at start-up). Next inlines `process.env.NEXT_PUBLIC_*`
 * only when written out literally.
 */
export interface PublicEnv {
  NEXT_PUBLIC_BASE_URL?: string;
  NEXT_PUBLIC_SITE_URL?: string;
  NEXT_PUBLIC_GOOGLE_MAPS_KEY?: string;
  NEXT_PUBLIC_FIREBASE_API_KEY?: string;
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  NEXT_PUBLIC_FIREBASE_PROJECT_ID?: string;
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET?: string;
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID?: string;
  NEXT_PUBLIC_FIREBASE_APP_ID?: string;
  NEXT_PUBLIC_FIREBASE_VAPID_KEY?: string;
}

const clean = (value: string | undefined) => value?.trim() || undefined;
const cleanUrl = (value: string | undefined) => clean(value)?.replace(/\/+$/, '');

let cached: PublicEnv | undefined;

export function publicEnv(): PublicEnv {
  cached ??= {
    NEXT_PUBLIC_BASE_URL: cleanUrl(process.env.NEXT_PUBLIC_BASE_URL),
    NEXT_PUBLIC_SITE_URL: cleanUrl(process.env.NEXT_PUBLIC_SITE_URL),
    NEXT_PUBLIC_GOOGLE_MAPS_KEY: clean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY),
    NEXT_PUBLIC_FIREBASE_API_KEY: clean(process.env.NEXT_PUBLIC_FIREBASE_API_KEY),
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: clean(process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN),
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: clean(process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID),
    NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: clean(process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET),
    NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: clean(
      process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    ),
    NEXT_PUBLIC_FIREBASE_APP_ID: clean(process.env.NEXT_PUBLIC_FIREBASE_APP_ID),
    NEXT_PUBLIC_FIREBASE_VAPID_KEY: clean(process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY),
  };
  return cached;
}

/** True when the storefront talks to its own built-in API (no external 6amMart base configured). */
export function usesBuiltInApi(): boolean {
  return !publicEnv().NEXT_PUBLIC_BASE_URL;
}
