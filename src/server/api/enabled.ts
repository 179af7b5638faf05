/**
 * The built-in API serves requests unless NEXT_PUBLIC_BASE_URL names an external 6amMart backend.
 * Next inlines `process.env.NEXT_PUBLIC_*` at build time, so the runtime value is read too (computed
 * key): setting either turns the built-in API off.
 */
const KEY = 'NEXT_PUBLIC_BASE_URL';

export function isBuiltInApiEnabled(): boolean {
  const inlined = process.env.NEXT_PUBLIC_BASE_URL;
  const runtime = process.env[KEY];
  return !inlined?.trim() && !runtime?.trim();
}

export const BUILTIN_API_OFF_BODY = {
  errors: [
    {
      code: 'builtin_api_off',
      message: 'The built-in API is disabled because an external API base is configured.',
    },
  ],
} as const;
