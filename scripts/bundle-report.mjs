#!/usr/bin/env node
/**
 * Where a route's first-load JS comes from: gzip bytes per package (or per source file with
 * --files), attributed through the source maps. Needs a build with browser source maps:
 *   ANALYZE=1 npm run build && node scripts/bundle-report.mjs [route|shared] [--files] [--top N]
 * `shared` (the default) is what every page loads; a route shows only what it adds on top.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const route = args.find((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg)) ?? 'shared';
const byFile = args.includes('--files');
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 30;

const manifest = JSON.parse(readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8'));
const shared = new Set([
  ...(manifest.polyfillFiles ?? []),
  ...(manifest.rootMainFiles ?? []),
  ...(manifest.pages['/_app'] ?? []),
]);
const files = (route === 'shared' ? [...shared] : (manifest.pages[route] ?? []))
  .filter((file) => route === 'shared' || !shared.has(file))
  .filter((file, index, all) => file.endsWith('.js') && all.indexOf(file) === index);
if (!files.length) {
  console.error(`No JS for ${route}: pass a route of the build manifest, or "shared".`);
  process.exit(1);
}

/** Groups a source path by package (node_modules) or by file (our code). */
function groupOf(source) {
  const modules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/);
  if (modules) return byFile ? `${modules[1]}${modules[2] ?? ''}` : modules[1];
  return source.replace(/^.*?\/(src|pages)\//, '$1/');
}

const totals = new Map();
let gzipTotal = 0;
let missingMaps = 0;
for (const file of files) {
  const filePath = path.join(root, '.next', file);
  const code = readFileSync(filePath, 'utf8');
  const gzipped = gzipSync(code).length;
  gzipTotal += gzipped;
  const mapName = code.match(/sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapPath = mapName ? path.join(path.dirname(filePath), mapName) : `${filePath}.map`;
  if (!existsSync(mapPath)) {
    missingMaps += 1;
    continue;
  }
  // Each generated character counts for its source; a chunk's gzip size is shared out pro rata.
  const ratio = gzipped / code.length;
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8')));
  let previous = null;
  consumer.eachMapping((mapping) => {
    if (previous) {
      const length =
        mapping.generatedLine === previous.generatedLine
          ? mapping.generatedColumn - previous.generatedColumn
          : lines[previous.generatedLine - 1].length - previous.generatedColumn;
      const group = groupOf(previous.source ?? '(unmapped)');
      totals.set(group, (totals.get(group) ?? 0) + length * ratio);
    }
    previous = mapping;
  });
}

console.log(`${route}: ${files.length} files, ${(gzipTotal / 1024).toFixed(1)} KiB gzip`);
if (missingMaps) console.log(`(${missingMaps} files without source maps: build with ANALYZE=1)`);
for (const [group, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${group}`);
}
