#!/usr/bin/env node
// Completes `.next/standalone` after `next build` so it runs on its own: Next leaves the static
// assets and `public/` out of the standalone folder on purpose (a CDN may serve them instead).
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const target = path.join(root, '.next', 'standalone');
if (!existsSync(target)) {
  console.error('No standalone build: run `npm run build` first.');
  process.exit(1);
}
cpSync(path.join(root, '.next', 'static'), path.join(target, '.next', 'static'), {
  recursive: true,
});
cpSync(path.join(root, 'public'), path.join(target, 'public'), { recursive: true });
console.log(
  'Standalone server ready: node .next/standalone/server.js (PORT, HOSTNAME, DATA_DIR …)',
);
