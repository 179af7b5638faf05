import { z } from 'zod';

/** An optional URL: empty strings count as unset so `.env` files can list every key. */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value.replace(/\/+$/, '') : undefined))
  .pipe(z.string().url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** Variables the browser bundle may read (inlined by Next at build time); validated on the server. */
export const publicEnvSchema = z.object({
  NEXT_PUBLIC_BASE_URL: optionalUrl,
  NEXT_PUBLIC_SITE_URL: optionalUrl,
  NEXT_PUBLIC_GOOGLE_MAPS_KEY: optionalText,
  NEXT_PUBLIC_FIREBASE_API_KEY: optionalText,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: optionalText,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: optionalText,
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_APP_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_VAPID_KEY: optionalText,
});

/** Variables only the Node server reads. */
export const serverEnvSchema = publicEnvSchema.extend({
  API_BASE_URL: optionalUrl,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: optionalText,
  OTP_TEST_CODE: optionalText.pipe(
    z
      .string()
      .regex(/^\d{4,8}$/, 'must be 4 to 8 digits')
      .optional(),
  ),
  PORT: optionalText.pipe(z.coerce.number().int().min(1).max(65535).optional()),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;
export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Formats zod issues as one line per variable, for a start-up error people can act on. */
export function describeEnvIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
}

/** Parses the server environment; throws an Error whose message lists every bad variable. */
export function parseServerEnv(
  source: Record<string, string | undefined> = process.env,
): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(
      `Invalid environment configuration:\n${describeEnvIssues(result.error)}\n` +
        'See .env.local.example for what each variable means.',
    );
  }
  return result.data;
}

export { publicEnv, usesBuiltInApi } from './publicEnv';
