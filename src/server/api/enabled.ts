import { usesBuiltInApi } from '@/lib/publicEnv';

/**
 * The built-in API serves requests unless NEXT_PUBLIC_BASE_URL names an external 6amMart backend
 * (read when the server starts: src/lib/publicEnv.ts).
 */
export function isBuiltInApiEnabled(): boolean {
  return usesBuiltInApi();
}

export const BUILTIN_API_OFF_BODY = {
  errors: [
    {
      code: 'builtin_api_off',
      message: 'The built-in API is disabled because an external API base is configured.',
    },
  ],
} as const;
