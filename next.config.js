// @ts-check
const { i18n } = require('./next-i18next.config');

/** Headers sent with every response; the CSP is tuned for MUI (inline styles) and Next (inline JSON). */
const securityHeaders = [
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
  i18n,
  // Without this, Turbopack gives the server two emotion instances in the pages router (see DESIGN.md).
  bundlePagesRouterDependencies: true,
  // PGlite ships WebAssembly and data files it loads from its own folder: keep it out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  images: {
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    remotePatterns: [
      { protocol: 'https', hostname: '**' },
      { protocol: 'http', hostname: '**' },
    ],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

module.exports = nextConfig;
