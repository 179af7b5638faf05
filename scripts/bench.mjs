#!/usr/bin/env node
/**
 * Performance figures of a production build (benchmarks, not timed tests):
 *   1. first-load JS (gzip) per route, from the build manifest, against the budgets;
 *   2. requests per second of a static file and of the catalog pages, on loopback;
 *   3. server CPU per uncached page render: right after start, and once V8 has compiled the render
 *      path (the median of five batches, which the budget is checked on);
 *   4. resident memory of the server after a minute of load;
 *   5. Lighthouse mobile performance of home, store and product pages, at Lighthouse's default
 *      CPU slowdown and at one calibrated to this host (the median of LIGHTHOUSE_RUNS runs, 3 by
 *      default, is the figure the budget is checked on).
 * `--bundles` runs only step 1 (fast); `--server` only steps 1 to 3 (a quick check while working).
 * Exits 1 when a budget is exceeded.
 * Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = new Set(process.argv.slice(2));
const bundlesOnly = args.has('--bundles');
const serverOnly = args.has('--server');
const KIB = 1024;
const CATALOG_ROUTES = ['/', '/home', '/store/[id]', '/product/[id]'];
const BUDGET = { catalog: 190 * KIB, other: 250 * KIB };
/** Rounds of home, store and product renders before the render CPU is measured (see step 3). */
const RENDER_WARM_ROUNDS = 300;
const failures = [];

function fmtKiB(bytes) {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

function firstLoadJs() {
  const manifestPath = path.join(root, '.next', 'build-manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const shared = [
    ...(manifest.polyfillFiles ?? []),
    ...(manifest.rootMainFiles ?? []),
    ...(manifest.pages['/_app'] ?? []),
  ];
  const sizeCache = new Map();
  const gzipSize = (file) => {
    if (!sizeCache.has(file)) {
      sizeCache.set(file, gzipSync(readFileSync(path.join(root, '.next', file))).length);
    }
    return sizeCache.get(file);
  };
  const rows = [];
  for (const [route, files] of Object.entries(manifest.pages)) {
    if (route === '/_app' || route === '/_error') continue;
    const js = [...new Set([...shared, ...files])].filter((file) => file.endsWith('.js'));
    const total = js.reduce((sum, file) => sum + gzipSize(file), 0);
    const budget = CATALOG_ROUTES.includes(route) ? BUDGET.catalog : BUDGET.other;
    rows.push({ route, total, budget });
    if (total > budget)
      failures.push(`${route}: first-load JS ${fmtKiB(total)} > ${fmtKiB(budget)}`);
  }
  console.log('\n1. First-load JS (gzip) per route');
  for (const { route, total, budget } of rows.sort((a, b) => a.route.localeCompare(b.route))) {
    const mark = total > budget ? 'OVER' : 'ok';
    console.log(
      `   ${route.padEnd(28)} ${fmtKiB(total).padStart(10)}  budget ${fmtKiB(budget).padStart(10)}  ${mark}`,
    );
  }
  for (const route of CATALOG_ROUTES) {
    if (!manifest.pages[route]) console.log(`   ${route.padEnd(28)} (route not built yet)`);
  }
}

async function startServer(port) {
  const dataDir = path.join(root, '.data', 'bench');
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'serve.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${base}/api/ready`);
      if (response.ok) return { child, base };
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  child.kill('SIGTERM');
  throw new Error('server did not become ready');
}

/** CPU seconds (user + system) the process has used, from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

/** CPU seconds of the main thread alone (the rest is V8's helpers: garbage collection, compiling). */
function mainThreadSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

async function load(url, { connections = 10, duration = 8 } = {}) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
    p99: result.latency.p99,
  };
}

async function resolveCatalogUrls(base) {
  const urls = { home: `${base}/`, store: null, product: null };
  try {
    const stores = await (
      await fetch(`${base}/api/v1/stores/get-stores/all?limit=1&offset=1`, {
        headers: { zoneId: '[1]', moduleId: '1' },
      })
    ).json();
    const store = stores.stores?.[0];
    if (store) {
      urls.store = `${base}/store/${store.slug ?? store.id}?module_id=1&store_zone_id=${store.zone_id}`;
    }
    const items = await (
      await fetch(
        `${base}/api/v1/items/latest?store_id=${store?.id}&category_id=0&limit=1&offset=1`,
        {
          headers: { zoneId: '[1]', moduleId: '1' },
        },
      )
    ).json();
    const item = items.products?.[0];
    if (item) urls.product = `${base}/product/${item.slug ?? item.id}?module_id=1`;
  } catch {
    // catalog endpoints not there yet
  }
  for (const key of ['store', 'product']) {
    if (urls[key] && (await fetch(urls[key])).status !== 200) urls[key] = null;
  }
  return urls;
}

/**
 * Lighthouse's CPU slowdown is relative to the host: its default 4x turns a high-end desktop
 * (BenchmarkIndex about 1750) into a mid-tier phone. Lighthouse's throttling guide asks to
 * calibrate on weaker hosts; this keeps the emulated phone the same (index about 440) on any host.
 */
const MID_TIER_PHONE_INDEX = 1750 / 4;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  return Math.min(4, Math.max(1, Number((benchmarkIndex / MID_TIER_PHONE_INDEX).toFixed(1))));
}

async function lighthouseRun(url, cpuSlowdownMultiplier) {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      cpuSlowdownMultiplier
        ? {
            extends: 'lighthouse:default',
            settings: { throttling: { cpuSlowdownMultiplier } },
          }
        : undefined,
    );
    const lhr = result?.lhr;
    return {
      score: Math.round((lhr?.categories.performance.score ?? 0) * 100),
      benchmarkIndex: lhr?.environment.benchmarkIndex ?? NaN,
      tbt: lhr?.audits['total-blocking-time']?.displayValue ?? '?',
      lcp: lhr?.audits['largest-contentful-paint']?.displayValue ?? '?',
    };
  } finally {
    await chrome.kill();
  }
}

async function serverFigures() {
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const { child, base } = await startServer(port);
  try {
    const urls = await resolveCatalogUrls(base);
    // Warm the caches and the JIT before measuring.
    for (const url of Object.values(urls).filter(Boolean))
      await load(url, { connections: 2, duration: 2 });

    console.log('\n2. Requests per second on loopback (10 connections)');
    const staticRate = await load(`${base}/favicon.svg`);
    console.log(
      `   static file                   ${staticRate.rps.toFixed(0).padStart(7)} req/s  p99 ${staticRate.p99} ms`,
    );
    for (const [name, url] of Object.entries(urls)) {
      if (!url) {
        console.log(`   ${name.padEnd(29)} (page not built yet)`);
        continue;
      }
      const rate = await load(url);
      const share = rate.rps / staticRate.rps;
      console.log(
        `   ${name.padEnd(29)} ${rate.rps.toFixed(0).padStart(7)} req/s  p99 ${rate.p99} ms  ${(share * 100).toFixed(0)}% of static${rate.errors ? `  ERRORS ${rate.errors}` : ''}`,
      );
      if (name === 'product' && share < 0.3)
        failures.push(`product page served at ${(share * 100).toFixed(0)}% of static (< 30%)`);
    }

    console.log('\n3. Server CPU per uncached page render (sequential requests, warm process)');
    // What a browser sends: the answer's compression is part of the cost of a render.
    const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const renderers = Object.entries(urls)
      .filter(([, url]) => url)
      .map(([name, url]) => ({
        name,
        // A unique query string defeats page caches, so each request is a real render.
        render: async (tag) =>
          (
            await fetch(`${url}${url.includes('?') ? '&' : '?'}bench=${tag}`, {
              headers: browserHeaders,
            })
          ).arrayBuffer(),
      }));
    const measure = async (render, renders) => {
      const before = cpuSeconds(child.pid);
      const mainBefore = mainThreadSeconds(child.pid);
      for (let index = 0; index < renders; index += 1) await render(`${Date.now()}-${index}`);
      const total = ((cpuSeconds(child.pid) - before) / renders) * 1000;
      const main = ((mainThreadSeconds(child.pid) - mainBefore) / renders) * 1000;
      return { total, main };
    };
    // The cached-page load above never reached the render path. V8 compiles a function once it
    // has run enough: functions that run once per request (routing, headers, the page's data
    // loading) take several hundred requests, so the first renders also pay for compiling (on
    // V8's helper threads). Both figures are shown; the budget is for a process in service.
    const first = new Map();
    for (const { name, render } of renderers) first.set(name, await measure(render, 100));
    for (let round = 0; round < RENDER_WARM_ROUNDS; round += 1) {
      for (const { render } of renderers) await render(`warm-${Date.now()}-${round}`);
    }
    for (const { name, render } of renderers) {
      const batches = [];
      for (let batch = 0; batch < 5; batch += 1) batches.push(await measure(render, 100));
      batches.sort((a, b) => a.total - b.total);
      const { total, main } = batches[2];
      const early = first.get(name);
      console.log(
        `   ${name.padEnd(29)} ${total.toFixed(1).padStart(7)} ms CPU per render (main thread ${main.toFixed(1)}, V8 helper threads ${(total - main).toFixed(1)}; median of 5 × 100, ${batches[0].total.toFixed(1)}–${batches[4].total.toFixed(1)}; the first 100 after start: ${early.total.toFixed(1)})`,
      );
      if (name === 'product' && total > 10)
        failures.push(`product render ${total.toFixed(1)} ms CPU > 10 ms`);
    }

    if (serverOnly) return;

    console.log('\n4. Resident memory after a minute of load');
    const targets = Object.values(urls).filter(Boolean);
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      await Promise.all(targets.map((url) => load(url, { connections: 4, duration: 5 })));
    }
    const rss = rssMiB(child.pid);
    console.log(
      `   server RSS                    ${rss.toFixed(0).padStart(7)} MiB (budget 800 MiB)`,
    );
    if (rss > 800) failures.push(`RSS ${rss.toFixed(0)} MiB > 800 MiB`);

    console.log('\n5. Lighthouse mobile performance');
    if (!existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium')) {
      console.log('   skipped: no Chromium (set CHROME_PATH)');
    } else {
      for (const [name, url] of Object.entries(urls)) {
        if (!url) {
          console.log(`   ${name.padEnd(29)} (page not built yet)`);
          continue;
        }
        // Lighthouse's default 4x first; it also measures the host's BenchmarkIndex, which on a
        // shared host moves from run to run: each page is calibrated on its own, and the median of
        // LIGHTHOUSE_RUNS calibrated runs is the figure (Lighthouse's own advice for variance).
        const standard = await lighthouseRun(url, null);
        const slowdown = calibratedSlowdown(standard.benchmarkIndex);
        const runs = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
          runs.push(await lighthouseRun(url, slowdown));
        runs.sort((a, b) => a.score - b.score);
        const median = runs[Math.floor(runs.length / 2)];
        console.log(
          `   ${name.padEnd(29)} ${String(median.score).padStart(7)} at ${slowdown}x CPU (median of ${runs.map((r) => r.score).join(', ')}; TBT ${median.tbt}, LCP ${median.lcp});` +
            ` ${standard.score} at the default 4x; host BenchmarkIndex ${Math.round(standard.benchmarkIndex)} (target 95)`,
        );
        if (median.score < 95) failures.push(`Lighthouse ${name} ${median.score} < 95`);
      }
    }
  } finally {
    child.kill('SIGTERM');
  }
}

firstLoadJs();
if (!bundlesOnly) await serverFigures();
if (failures.length) {
  console.log(`\nOver budget:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
