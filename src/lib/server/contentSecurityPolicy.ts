import { randomBytes } from 'node:crypto';
import { publicEnv } from '@/lib/publicEnv';

/**
 * The Content-Security-Policy of the storefront's pages, built from the configuration the server
 * started with (the external API's origin is a deployment's, never the build's).
 *
 * - Scripts: this origin, Google Maps and Firebase's loader, and inline scripts only with this
 *   response's nonce (Next's own bootstrap script, whose text differs per page and per build, the
 *   colour-scheme script, the early-clicks script and the catalog pages' chunk loader, ADR 0010;
 *   the chunks that loader appends come from this origin). No 'unsafe-inline'. A page the page
 *   cache keeps gets a fresh nonce in its header and its body on every answer (scripts/page-cache.mjs,
 *   ADR 0007); nobody can learn a nonce before the answer that draws it, when any stored content is
 *   already written into the page.
 * - Forms post only to this origin and to the external API's (its payment pages).
 * - Styles stay 'unsafe-inline': emotion writes its styles into the page.
 */
export interface PolicyInput {
  /** The external 6amMart backend the browser calls, when one is configured. */
  apiBaseUrl?: string;
  /** This response's script nonce (base64). */
  nonce: string;
  development?: boolean;
}

const GOOGLE_MAPS = 'https://maps.googleapis.com https://maps.gstatic.com';
const FIREBASE_CONNECT =
  'https://*.googleapis.com https://*.firebaseio.com https://firebaseinstallations.googleapis.com';

/** A fresh nonce for one response: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64');

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({
  apiBaseUrl,
  nonce,
  development = false,
}: PolicyInput): string {
  const api = originOf(apiBaseUrl);
  const list = (...sources: (string | null | false)[]) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    // Development: React Refresh evaluates code and talks over a websocket.
    list(
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      development && "'unsafe-eval'",
      GOOGLE_MAPS,
      'https://www.gstatic.com',
    ),
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data: https://fonts.gstatic.com",
    list('connect-src', "'self'", api, GOOGLE_MAPS, FIREBASE_CONNECT, development && 'ws:'),
    "media-src 'self' https: http:",
    "frame-src 'self' https://www.google.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    list('form-action', "'self'", api),
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of one response, from the configuration the server started with. */
export function pagePolicy(nonce: string): string {
  return contentSecurityPolicy({
    apiBaseUrl: publicEnv().NEXT_PUBLIC_BASE_URL,
    nonce,
    development: process.env.NODE_ENV === 'development',
  });
}
