/**
 * The public part of the operator's configuration, read when the server starts, never when it is
 * built: one build runs against any backend.
 *
 * - On the server it comes from `process.env` through computed keys. Next inlines a literal
 *   `process.env.NEXT_PUBLIC_…` into both bundles at build time, which would bake the build
 *   machine's values in; the lint configuration forbids writing them literally.
 * - The browser gets it from the document: `_document` writes it as a JSON script element
 *   (`PUBLIC_ENV_ELEMENT_ID`, not executed, so the Content-Security-Policy needs no exception).
 *
 * No schema library here (zod stays on the server, where `src/lib/env.ts` validates everything at
 * start-up and stops the server on a bad value).
 */
export const PUBLIC_ENV_KEYS = [
  'NEXT_PUBLIC_BASE_URL',
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_GOOGLE_MAPS_KEY',
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET',
  'NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
  'NEXT_PUBLIC_FIREBASE_VAPID_KEY',
] as const;

export type PublicEnvKey = (typeof PUBLIC_ENV_KEYS)[number];
export type PublicEnv = Partial<Record<PublicEnvKey, string>>;

/** The id of the document's JSON script element that carries the public configuration. */
export const PUBLIC_ENV_ELEMENT_ID = '__PUBLIC_ENV__';

const URL_KEYS: ReadonlySet<PublicEnvKey> = new Set([
  'NEXT_PUBLIC_BASE_URL',
  'NEXT_PUBLIC_SITE_URL',
]);

/** The public configuration from an environment: set values only, trimmed, URLs without a trailing slash. */
export function readPublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const env: PublicEnv = {};
  for (const key of PUBLIC_ENV_KEYS) {
    let value = source[key]?.trim();
    if (value && URL_KEYS.has(key)) value = value.replace(/\/+$/, '');
    if (value) env[key] = value;
  }
  return env;
}

/**
 * The public configuration as the text of a JSON script element. `<` and the line separators are
 * escaped, so no value can close the element or break out of it.
 */
export function publicEnvScriptText(env: PublicEnv): string {
  return JSON.stringify(env)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What the document handed the browser; empty when the element is missing or unreadable. */
function readDocumentEnv(): PublicEnv {
  const text = document.getElementById(PUBLIC_ENV_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object'
      ? readPublicEnv(parsed as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

let cached: PublicEnv | undefined;

export function publicEnv(): PublicEnv {
  cached ??= typeof window === 'undefined' ? readPublicEnv(process.env) : readDocumentEnv();
  return cached;
}

/** True when the storefront talks to its own built-in API (no external 6amMart base configured). */
export function usesBuiltInApi(): boolean {
  return !publicEnv().NEXT_PUBLIC_BASE_URL;
}
