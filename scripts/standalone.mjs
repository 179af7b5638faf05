#!/usr/bin/env node
// Completes `.next/standalone` after `NEXT_OUTPUT=standalone next build` so it runs on its own, and
// through the same production server as `npm start` (scripts/production-server.mjs, ADR 0011):
// - the static assets and `public/`, which Next leaves out on purpose (a CDN may serve them instead);
// - the server's scripts, copied into `scripts/` there;
// - a `server.js` in place of Next's own, which would serve without the page cache and the JSON
//   guard of /api/v1: `node .next/standalone/server.js`, the command any standalone deployment
//   knows, starts the shop's server.
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));

/** The production server and everything it imports (relative imports only; Next is traced by Next). */
export const SERVER_SCRIPTS = [
  'production-server.mjs',
  'serve-handler.mjs',
  'page-cache.mjs',
  'api-guard.mjs',
];

/**
 * CommonJS like the server.js it replaces (package.json sets no "type"); `__dirname` is the folder,
 * wherever it was copied to. process.argv[1] stays this file, from which the whole-document render
 * patch resolves Next (ADR 0004).
 */
export const STANDALONE_ENTRY = `// Written by scripts/standalone.mjs (npm run build:standalone) in place of Next's own server.js:
// the shop's production server, with the page cache and the JSON guard (scripts/production-server.mjs).
import('./scripts/production-server.mjs')
  .then(({ startProductionServer }) => startProductionServer({ dir: __dirname, standalone: true }))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`;

/**
 * Completes the standalone folder of a build.
 * @param {string} root  the project (holding `.next` and `public`)
 * @param {{ from?: string }} [options]  `from`: the folder of the server scripts to copy
 * @returns {string} the standalone folder
 */
export function completeStandalone(root, { from = scriptsDir } = {}) {
  const target = path.join(root, '.next', 'standalone');
  if (!existsSync(target)) {
    throw new Error('No standalone build: run `npm run build:standalone` (not `npm run build`).');
  }
  cpSync(path.join(root, '.next', 'static'), path.join(target, '.next', 'static'), {
    recursive: true,
  });
  cpSync(path.join(root, 'public'), path.join(target, 'public'), { recursive: true });
  for (const script of SERVER_SCRIPTS) {
    cpSync(path.join(from, script), path.join(target, 'scripts', script));
  }
  writeFileSync(path.join(target, 'server.js'), STANDALONE_ENTRY);
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    completeStandalone(path.resolve(scriptsDir, '..'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(
    'Standalone server ready: node .next/standalone/server.js (PORT, HOSTNAME, DATA_DIR, PAGE_CACHE_MAX_MB …)',
  );
}
