import { z } from 'zod';
import { parseCorsOrigins } from '@/server/api/cors';
import { isPlainHost, splitHostList } from './origin';
import { parseTrustProxy } from './server/trustProxy';

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

/**
 * Variables the browser may read. They are read when the server starts, like every other one, and
 * handed to the browser in the document (src/lib/publicEnv.ts): the build bakes none of them in.
 */
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
  DATABASE_POOL_MAX: optionalText.pipe(z.coerce.number().int().min(1).max(1000).optional()),
  PAYMENT_DEMO_SECRET: optionalText.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  ORDER_SIMULATION_SECONDS: optionalText.pipe(z.coerce.number().positive().optional()),
  MESSAGE_REPLY_SECONDS: optionalText.pipe(z.coerce.number().min(0).optional()),
  STREAM_TICK_MS: optionalText.pipe(z.coerce.number().min(10).optional()),
  EVENT_STREAM_MAX_PER_OWNER: optionalText.pipe(
    z.coerce.number().int().min(1).max(1000).optional(),
  ),
  EVENT_STREAM_MAX_PER_PROCESS: optionalText.pipe(
    z.coerce.number().int().min(1).max(100_000).optional(),
  ),
  REFUND_APPROVAL_SECONDS: optionalText.pipe(z.coerce.number().min(0).optional()),
  PAGE_CACHE_MAX_MB: optionalText.pipe(z.coerce.number().min(0).optional()),
  GUEST_ID_RATE_LIMIT: optionalText.pipe(z.coerce.number().int().min(0).optional()),
  CORS_ALLOWED_ORIGINS: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => parseCorsOrigins(value).ok,
        'must be * or a comma-separated list of origins such as https://shop.example.com',
      )
      .optional(),
  ),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => parseTrustProxy(value) !== null,
        'must be the number of proxies in front of the shop (1), true (one) or false, or a ' +
          'comma-separated list of their addresses or CIDR ranges (10.0.0.1,192.168.0.0/16)',
      )
      .optional(),
  ),
  ALLOWED_HOSTS: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => splitHostList(value).every(isPlainHost),
        'must be a comma-separated list of host names, each with an optional :port',
      )
      .optional(),
  ),
});

/** Rules that tie two variables together. */
const serverEnvRules = serverEnvSchema.superRefine((env, context) => {
  const trusted = parseTrustProxy(env.TRUST_PROXY)?.kind ?? 'off';
  if (trusted !== 'off' && !env.ALLOWED_HOSTS && !env.NEXT_PUBLIC_SITE_URL) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['TRUST_PROXY'],
      message:
        'needs ALLOWED_HOSTS (the host names the proxy may forward) or NEXT_PUBLIC_SITE_URL: ' +
        'a forwarded host that nobody listed would end up in every cached page',
    });
  }
});

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
  const result = serverEnvRules.safeParse(source);
  if (!result.success) {
    throw new Error(
      `Invalid environment configuration:\n${describeEnvIssues(result.error)}\n` +
        'See .env.local.example for what each variable means.',
    );
  }
  return result.data;
}

let cachedServerEnv: ServerEnv | undefined;

/** The server environment, parsed once: it is fixed when the server starts (checked there first). */
export function serverEnv(): ServerEnv {
  cachedServerEnv ??= parseServerEnv();
  return cachedServerEnv;
}

export { usesBuiltInApi } from './publicEnv';
