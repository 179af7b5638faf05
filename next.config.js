// @ts-check
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
  // `npm run build:standalone`: `.next/standalone/server.js` runs the shop with only the files it
  // needs (deployments); the default build serves with `next start`.
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

module.exports = nextConfig;
