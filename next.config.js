// @ts-check
const { PHASE_PRODUCTION_SERVER } = require('next/constants');
const { i18n } = require('./next-i18next.config');

/**
 * The policy of every response that is not a page (the API's JSON and its demo payment page, static
 * files). Pages replace it with one built from the configuration the server started with
 * (src/lib/server/contentSecurityPolicy.ts, set in pages/_document.tsx): nothing that differs between
 * deployments is fixed here, at build time.
 */
const FALLBACK_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers sent with every response. */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: FALLBACK_CONTENT_SECURITY_POLICY },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `npm run build:standalone`: `.next/standalone` holds the shop with only the files it needs
  // (deployments), and scripts/standalone.mjs puts the production server's own server.js there.
  // Either build is served by scripts/production-server.mjs, never by `next start` (see the end).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Read from disk at run time, so file tracing cannot see them: migrations, translations and PGlite's data.
  outputFileTracingIncludes: {
    '/**': [
      './drizzle/**/*',
      './public/locales/**/*',
      './next-i18next.config.js',
      './node_modules/@electric-sql/pglite/dist/**/*',
    ],
  },

  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // `npm run typecheck` checks types once for the whole repo (tests included); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  compiler: {
    // V8's compile hint on every client chunk (ADR 0010), added here rather than by a step after
    // `next build` so that no build goes out without it, whatever command ran it. A hook rather than
    // a webpack plugin: the build runs on Turbopack, which does not run webpack plugins; Next calls
    // this after either bundler has written the chunks, before it collects page data. Only
    // `static/chunks` is touched: server code is not streamed to a browser.
    async runAfterProductionCompile({ distDir }) {
      const { addCompileHints } = await import('./scripts/compile-hints.mjs');
      const changed = addCompileHints(distDir);
      console.info(`compile hints: ${changed} client chunks marked for eager compiling`);
    },
  },
  // Hashing every rendered page costs the server about as much as compressing it; the page cache
  // (scripts/page-cache.mjs) tags the pages it keeps, which are the ones worth revalidating.
  generateEtags: false,
  i18n,
  // Without this, Turbopack gives the server two emotion instances in the pages router (see DESIGN.md).
  bundlePagesRouterDependencies: true,
  // PGlite ships WebAssembly and data files it loads from its own folder: keep it out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  experimental: {
    // Visitors mostly arrive on one page from a search engine or a shared link, so the first load
    // of the landing, module home, store and product pages matters most. Turbopack's default split
    // those pages' code into 13 chunks; on a phone's connection each one costs a request (Lighthouse
    // simulates HTTP/1.1's six connections per origin). Merging the small ones gives 7 (React DOM and
    // Next's client stay apart: they are over `maxMergeChunkSize`), 0.2-0.3 s less LCP, and about
    // 4 KiB less gzip per page, since a bigger chunk compresses better.
    turbopackChunking: {
      firstPageLoadPriority: 0.7,
      priorityRoutes: [/^\/$/, /^\/home$/, /^\/store\/\[/, /^\/product\/\[/],
      maxChunkCountPerGroup: 3,
      minChunkSize: 150000,
    },
  },
  images: {
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    remotePatterns: [
      { protocol: 'https', hostname: '**' },
      { protocol: 'http', hostname: '**' },
    ],
  },
  // The spec's account routes are sections of /profile (R-ACCOUNT-5); Next keeps the query string
  // and applies them under every locale prefix.
  async redirects() {
    return ['my-orders', 'wallet', 'coupons', 'loyalty-points', 'referral-code', 'settings'].map(
      (page) => ({ source: `/${page}`, destination: `/profile?page=${page}`, permanent: true }),
    );
  },
  async rewrites() {
    return [
      { source: '/robots.txt', destination: '/api/robots' },
      { source: '/sitemap.xml', destination: '/api/sitemap' },
      // The demo payment gateway of the built-in API (API-ORDERS-1: a web route, not under /api).
      { source: '/payment-mobile', destination: '/api/v1/payment-mobile' },
      { source: '/sitemaps/pages.xml', destination: '/api/sitemap/pages' },
      {
        source: '/sitemaps/:module(\\d+)/:kind.xml',
        destination: '/api/sitemap/:module/:kind',
      },
      // Share images (og:image) of products, stores, categories and the shop, drawn by
      // pages/api/share-image/[...parts].ts; a plain path crawlers and CDNs treat as an image.
      { source: '/share-image/:path*', destination: '/api/share-image/:path*' },
    ];
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

/**
 * The production server is scripts/production-server.mjs (`npm start`, `npm run start:standalone`):
 * Next behind the page cache and the JSON guard of /api/v1 (docs/caching.md, ADR 0011). `next start`
 * would serve the same build without them (every shared page rendered for each visitor, the API's
 * errors for malformed requests in Next's formats), so it stops here with a message instead. The
 * production server marks its process (PRODUCTION_SERVER_MARK) before Next reads this file.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
module.exports = (phase) => {
  if (phase === PHASE_PRODUCTION_SERVER && process.env.STOREFRONT_PRODUCTION_SERVER !== '1') {
    throw new Error(
      "`next start` is not this shop's production server: run `npm start` (or, for a standalone " +
        'build, `npm run start:standalone`), which serves through the page cache (docs/caching.md).',
    );
  }
  return nextConfig;
};
