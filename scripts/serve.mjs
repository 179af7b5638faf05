#!/usr/bin/env node
// `npm start`: the production server (scripts/production-server.mjs) on the build in `.next`.
// Usage: node scripts/serve.mjs [-p PORT] [-H HOSTNAME]   (defaults: PORT env or 3000, HOSTNAME env or all)
// PAGE_CACHE_MAX_MB bounds the cache (default 64; 0 turns it off). See docs/caching.md.
import path from 'node:path';
import { startProductionServer } from './production-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

await startProductionServer({ dir: root });
