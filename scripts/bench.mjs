#!/usr/bin/env node
/**
 * Performance figures of a production build (benchmarks, not timed tests):
 *   1. first-load JS (gzip) per route, from the build manifest, against the budgets;
 *   2. requests per second of a static file and of the catalog pages, on loopback;
 *   3. server CPU per uncached page render: right after start, and once V8 has compiled the render
 *      path (the median of five batches), in milliseconds and as a multiple of a minimal page's
 *      (the 404 page) rendered by the same server in the same batches: the budget is checked on
 *      that ratio, which does not depend on the host's speed;
 *   4. resident memory of the server after a minute of load;
 *   5. Lighthouse mobile performance of home, store and product pages at a CPU slowdown calibrated
 *      to this host, so that every host emulates the same phone (the median of LIGHTHOUSE_RUNS
 *      runs, 3 by default, is the figure the budget is checked on), and the same loads scored at
 *      Lighthouse's default 4x.
 * Beside the figures: Chromium's version, the host's BenchmarkIndex (median of several samples),
 * the load average and CPU use before and during each measurement, and a warning when the machine
 * was busy (scripts/bench/rules.mjs, machineVerdict), listing the other Chromium and node processes.
 * `--bundles` runs only step 1 (fast); `--server` only steps 1 to 3 (a quick check while working);
 * `--require-quiet` exits 2 instead of measuring on a busy machine.
 * Exits 1 when a budget is exceeded.
 * Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import {
  chromePath,
  chromiumVersion,
  competitorsNow,
  coreCount,
  cpuModel,
  listCompetitors,
  loadAverage,
  printVerdict,
  sampleBenchmarkIndex,
  settle,
  watchMachine,
} from './bench/host.mjs';
import { lighthouseRun } from './bench/lighthouse.mjs';
import {
  DEFAULT_SLOWDOWN,
  PRODUCT_RENDER_RATIO_BUDGET,
  TARGET_PHONE_INDEX,
  calibratedSlowdown,
  emulatedIndex,
  machineVerdict,
  median,
  renderCpuRatio,
} from './bench/rules.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = new Set(process.argv.slice(2));
const bundlesOnly = args.has('--bundles');
const serverOnly = args.has('--server');
const lighthouseOnly = args.has('--lighthouse');
const requireQuiet = args.has('--require-quiet');
const KIB = 1024;
const CATALOG_ROUTES = ['/', '/home', '/store/[id]', '/product/[id]'];
const BUDGET = { catalog: 190 * KIB, other: 250 * KIB };
/** Rounds of renders of each page (step 3's) before the render CPU is measured. */
const RENDER_WARM_ROUNDS = 300;
/** A page that renders almost nothing, the yardstick of render CPU: no route has this path. */
const MINIMAL_PAGE_PATH = '/bench-minimal-page';
const INDEX_SAMPLES = Number(process.env.BENCH_INDEX_SAMPLES ?? 5);
const failures = [];
/** Steps measured while the machine was busy. */
const busySteps = [];

class BusyMachine extends Error {}

/** Records a step's machine verdict and prints it; with --require-quiet a busy one ends the run. */
function judge(step, state) {
  printVerdict(state);
  if (!state.busy) return;
  busySteps.push(step);
  if (requireQuiet) throw new BusyMachine(`the machine was busy during ${step}`);
}

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

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The minimal page's URL when the server renders it as a page (HTML), else null. */
async function minimalPageUrl(base) {
  const url = `${base}${MINIMAL_PAGE_PATH}`;
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    const html = String(response.headers.get('content-type')).startsWith('text/html');
    return response.status === 404 && html ? url : null;
  } catch {
    return null;
  }
}

const fmtMs = (ms) => ms.toFixed(1).padStart(7);

/** Step 3: CPU per uncached render, absolute and as a multiple of the minimal page's. */
async function renderCpu(child, urls, minimalUrl) {
  console.log('\n3. Server CPU per uncached page render (sequential requests, warm process)');
  // What a browser sends: the answer's compression is part of the cost of a render.
  const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const pages = [
    ...(minimalUrl ? [['minimal (404)', minimalUrl]] : []),
    ...Object.entries(urls).filter(([, url]) => url),
  ];
  const renderers = pages.map(([name, url]) => ({
    name,
    // A unique query string defeats page caches, so each request is a real render (the 404 page
    // is never cached anyway).
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
  await settle();
  const watch = watchMachine();
  // The cached-page load before this step never reached the render path. V8 compiles a function
  // once it has run enough: functions that run once per request (routing, headers, the page's data
  // loading) take several hundred requests, so the first renders also pay for compiling (on V8's
  // helper threads). Both figures are shown; the budget is for a process in service.
  const first = new Map();
  for (const { name, render } of renderers) first.set(name, await measure(render, 100));
  for (let round = 0; round < RENDER_WARM_ROUNDS; round += 1) {
    for (const { render } of renderers) await render(`warm-${Date.now()}-${round}`);
  }
  // Five batches of 100 renders of each page, the pages taking turns: a change of the host's speed
  // during the step then falls on every page alike, and each page's batch has the minimal page's
  // batch of the same round to compare with.
  const batches = new Map(renderers.map(({ name }) => [name, []]));
  for (let batch = 0; batch < 5; batch += 1) {
    for (const { name, render } of renderers) batches.get(name).push(await measure(render, 100));
  }
  const minimal = minimalUrl ? batches.get(renderers[0].name).map((b) => b.total) : null;
  for (const { name } of renderers) {
    const own = batches.get(name);
    const sorted = [...own].sort((a, b) => a.total - b.total);
    const { total, main } = sorted[2];
    const ratio =
      minimal && name !== renderers[0].name
        ? renderCpuRatio(
            own.map((b) => b.total),
            minimal,
          )
        : NaN;
    const budget = name === 'product' ? ` (budget ${PRODUCT_RENDER_RATIO_BUDGET.toFixed(1)}x)` : '';
    const times = Number.isFinite(ratio) ? ` = ${ratio.toFixed(2)}x the minimal page${budget}` : '';
    console.log(
      `   ${name.padEnd(29)} ${fmtMs(total)} ms CPU per render${times}; main thread ${main.toFixed(1)}, V8 helper threads ${(total - main).toFixed(1)}; median of 5 × 100, ${sorted[0].total.toFixed(1)}–${sorted[4].total.toFixed(1)}; the first 100 after start: ${first.get(name).total.toFixed(1)}`,
    );
    if (name === 'product') {
      if (!Number.isFinite(ratio)) {
        failures.push(
          'product render CPU: no minimal page to compare with (the 404 page did not render)',
        );
      } else if (ratio > PRODUCT_RENDER_RATIO_BUDGET) {
        failures.push(
          `product render ${ratio.toFixed(2)}x the minimal page's CPU > ${PRODUCT_RENDER_RATIO_BUDGET}x (${total.toFixed(1)} ms)`,
        );
      }
    }
  }
  judge('render CPU', watch.stop());
}

/**
 * One Lighthouse run that produced a score: a run whose trace Lighthouse could not read (NO_NAVSTART
 * and the like, which a busy host provokes) is run again, twice at most.
 */
async function scoredRun(url, slowdown, alsoAt) {
  let run;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    run = await lighthouseRun(url, slowdown, { alsoAt });
    if (Number.isFinite(run.score) && !run.runtimeError) return run;
  }
  return run;
}

const percent = (share) => (Number.isFinite(share) ? `${Math.round(share * 100)}%` : '?');

/** Step 5: Lighthouse at the calibrated slowdown, and the same loads at the default 4x. */
async function lighthouseScores(urls) {
  console.log('\n5. Lighthouse mobile performance');
  if (!existsSync(chromePath)) {
    console.log('   skipped: no Chromium (set CHROME_PATH)');
    return;
  }
  await settle();
  const stepWatch = watchMachine();
  // BenchmarkIndex moves from sample to sample (Lighthouse measures it once, half a second for each
  // half, before each load): the median of several samples calibrates the slowdown once for all
  // pages, so that every page of the run is scored on the same emulated phone.
  const samples = await sampleBenchmarkIndex(INDEX_SAMPLES);
  const hostIndex = median(samples);
  const slowdown = calibratedSlowdown(hostIndex);
  console.log(
    `   ${await chromiumVersion()}; host BenchmarkIndex ${Math.round(hostIndex)} (median of ${samples.map(Math.round).join(', ')}; load ${stepWatch.loadBefore.toFixed(2)})` +
      ` → ${slowdown}x CPU emulates a phone of index ${Math.round(emulatedIndex(hostIndex, slowdown))}` +
      ` (target ${TARGET_PHONE_INDEX}; Lighthouse's default 4x here: ${Math.round(emulatedIndex(hostIndex, DEFAULT_SLOWDOWN))})`,
  );
  if (!Number.isFinite(hostIndex)) console.log('   no BenchmarkIndex: scored at the default 4x');
  else if (hostIndex < TARGET_PHONE_INDEX)
    console.log('   this host is slower than the target phone: the scores understate the phone');
  const busyPages = [];
  const indent = ' '.repeat(33);
  for (const [name, url] of Object.entries(urls)) {
    if (!url) {
      console.log(`   ${name.padEnd(29)} (page not built yet)`);
      continue;
    }
    // Each page's load before it is the previous page's runs: judged during the runs only.
    const watch = watchMachine({ loadBefore: NaN });
    const alsoAt = slowdown === DEFAULT_SLOWDOWN ? [] : [DEFAULT_SLOWDOWN];
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
      runs.push(await scoredRun(url, slowdown, alsoAt));
    runs.sort((a, b) => (a.score || 0) - (b.score || 0));
    const middle = runs[Math.floor(runs.length / 2)];
    const atDefault = runs.map((run) => run.also.get(DEFAULT_SLOWDOWN) ?? run);
    const lighthouseIndexes = runs.map((run) => run.benchmarkIndex);
    const cpuShare = median(runs.map((run) => run.mainThread?.share ?? NaN));
    // The index the slowdown was calibrated on and Lighthouse's before each load: apart, the host's
    // speed changed between calibrating and scoring.
    const state = watch.stop({
      mainThreadCpuShare: cpuShare,
      indexSamples: [hostIndex, ...lighthouseIndexes],
    });
    const errors = [...new Set(runs.map((run) => run.runtimeError).filter(Boolean))];
    console.log(
      `   ${name.padEnd(29)} ${String(middle.score).padStart(7)} at ${slowdown}x CPU (median of ${runs.map((r) => r.score).join(', ')}; TBT ${middle.tbt}, LCP ${middle.lcp});` +
        ` ${median(atDefault.map((r) => r.score))} at the default 4x (the same loads; TBT ${atDefault[runs.indexOf(middle)].tbt}) (budget 95)`,
    );
    console.log(
      `${indent}BenchmarkIndex in Lighthouse ${lighthouseIndexes.map(Math.round).join(', ')}; main thread on a CPU ${percent(cpuShare)} of its task time; load ${state.loadDuring.toFixed(2)}, others ${state.foreignCores.toFixed(2)} cores`,
    );
    if (errors.length) console.log(`${indent}ERROR ${errors.join('; ')}`);
    if (state.busy) {
      busyPages.push(name);
      console.log(`${indent}busy: ${state.reasons.join('; ')}`);
    }
    if (!(middle.score >= 95))
      failures.push(`Lighthouse ${name} ${middle.score} < 95 at ${slowdown}x`);
  }
  const step = stepWatch.stop({ indexSamples: samples });
  const reasons = [
    ...step.reasons,
    ...(busyPages.length ? [`busy while scoring ${busyPages.join(', ')}`] : []),
  ];
  judge('Lighthouse', { ...step, busy: reasons.length > 0, reasons });
}

async function serverFigures() {
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const { child, base } = await startServer(port);
  try {
    const urls = await resolveCatalogUrls(base);
    if (lighthouseOnly) {
      await lighthouseScores(urls);
      return;
    }
    const minimalUrl = await minimalPageUrl(base);
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

    await renderCpu(child, urls, minimalUrl);
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

    await lighthouseScores(urls);
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * The machine before anything is measured: what it is, and whether it is quiet (with
 * --require-quiet, after waiting for the load to settle, a busy machine ends the run).
 */
async function describeHost() {
  const cores = coreCount();
  if (requireQuiet) await settle();
  const competitors = competitorsNow();
  const state = { cores, loadBefore: loadAverage(), competitors };
  const samples = existsSync(chromePath) ? await sampleBenchmarkIndex(INDEX_SAMPLES) : [];
  console.log(
    `\nHost: ${cpuModel()}, ${cores} cores; ${await chromiumVersion()}; Node ${process.version};` +
      ` BenchmarkIndex ${Math.round(median(samples))} (median of ${samples.map(Math.round).join(', ') || 'none'}); load average ${state.loadBefore.toFixed(2)}`,
  );
  const verdict = machineVerdict({ ...state, indexSamples: samples });
  if (!verdict.busy) return;
  console.log(`   the machine is not quiet: ${verdict.reasons.join('; ')}`);
  listCompetitors(competitors);
  if (requireQuiet) throw new BusyMachine('the machine is busy');
}

firstLoadJs();
if (!bundlesOnly) {
  try {
    await describeHost();
    await serverFigures();
  } catch (error) {
    if (!(error instanceof BusyMachine)) throw error;
    console.log(`\n--require-quiet: ${error.message}; no verdict on the budgets.`);
    process.exit(2);
  }
}
if (busySteps.length) {
  console.log(
    `\nMeasured on a busy machine (${busySteps.join(', ')}): these figures are not measurements, and a missed budget may be the machine's. Run again on a quiet machine.`,
  );
}
if (failures.length) {
  console.log(`\nOver budget:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
