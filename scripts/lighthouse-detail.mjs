#!/usr/bin/env node
/**
 * One Lighthouse mobile run of a page, with what the score is made of: the metrics, the boot-up
 * time per script, the main-thread breakdown, the long tasks and the LCP element with its phases.
 * For finding what to fix after `npm run bench` reports a score; against a running server:
 *   node scripts/lighthouse-detail.mjs http://127.0.0.1:3000/product/... [cpuSlowdown]
 * Without cpuSlowdown, the slowdown `npm run bench` calibrates for this host (the same phone on any
 * host); the same load is also scored at Lighthouse's default 4x. Like the bench, it prints the
 * host's BenchmarkIndex, the load average and a warning when the machine is busy.
 */
import {
  chromiumVersion,
  coreCount,
  printVerdict,
  sampleBenchmarkIndex,
  watchMachine,
} from './bench/host.mjs';
import { lighthouseRun } from './bench/lighthouse.mjs';
import {
  DEFAULT_SLOWDOWN,
  TARGET_PHONE_INDEX,
  calibratedSlowdown,
  emulatedIndex,
  median,
} from './bench/rules.mjs';

const [url, slowdownArgument] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/lighthouse-detail.mjs URL [cpuSlowdown]');
  process.exit(2);
}
const watch = watchMachine();
const samples = await sampleBenchmarkIndex(Number(process.env.BENCH_INDEX_SAMPLES ?? 5));
const hostIndex = median(samples);
const cpuSlowdownMultiplier = Number(slowdownArgument ?? calibratedSlowdown(hostIndex));
console.log(
  `${await chromiumVersion()}, ${coreCount()} cores; host BenchmarkIndex ${Math.round(hostIndex)}` +
    ` (median of ${samples.map(Math.round).join(', ')}); ${cpuSlowdownMultiplier}x CPU emulates a` +
    ` phone of index ${Math.round(emulatedIndex(hostIndex, cpuSlowdownMultiplier))}` +
    ` (the bench's target: ${Math.round(TARGET_PHONE_INDEX)})`,
);
const alsoAt = cpuSlowdownMultiplier === DEFAULT_SLOWDOWN ? [] : [DEFAULT_SLOWDOWN];
const run = await lighthouseRun(url, cpuSlowdownMultiplier, { alsoAt });
const lhr = run.lhr;
if (!lhr) throw new Error('Lighthouse returned no report');
if (lhr.runtimeError) console.log('runtime error:', lhr.runtimeError.message);
const audits = lhr.audits;
const metric = (id) => audits[id]?.displayValue ?? '?';
const atDefault = run.also.get(DEFAULT_SLOWDOWN);
console.log(
  `score ${run.score} at ${cpuSlowdownMultiplier}x CPU` +
    `${atDefault ? ` (${atDefault.score} at the default 4x, TBT ${atDefault.tbt})` : ''}` +
    ` (BenchmarkIndex in Lighthouse ${Math.round(lhr.environment.benchmarkIndex)}):` +
    ` FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')},` +
    ` TBT ${metric('total-blocking-time')}, SI ${metric('speed-index')}, CLS ${metric('cumulative-layout-shift')}`,
);
const short = (text) => (text.length > 70 ? `…${text.slice(-69)}` : text);
console.log('\nboot-up time per script (ms total / scripting)');
for (const item of (audits['bootup-time']?.details?.items ?? []).slice(0, 10)) {
  console.log(
    `  ${String(Math.round(item.total)).padStart(6)} ${String(Math.round(item.scripting)).padStart(6)}  ${short(item.url)}`,
  );
}
const main = run.mainThread;
if (main) {
  // Lighthouse multiplies wall time: a task that waited for a core is slowed down as page work.
  console.log(
    `\nmain thread: ${Math.round(main.wallMs)} ms of tasks (${main.tasks} tasks of 1 ms or more), ` +
      `${Math.round(main.cpuMs)} ms of it on a CPU (${Math.round(main.share * 100)}%); ` +
      `off the CPU the rest (waiting for a core, or blocked), which the simulation slows down as page work`,
  );
}
console.log('\nmain-thread work (ms)');
for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
  console.log(`  ${String(Math.round(item.duration)).padStart(6)}  ${item.groupLabel}`);
}
console.log('\nlong tasks (start ms, duration ms)');
for (const item of (audits['long-tasks']?.details?.items ?? []).slice(0, 15)) {
  console.log(
    `  ${String(Math.round(item.startTime)).padStart(6)} ${String(Math.round(item.duration)).padStart(6)}  ${short(item.url)}`,
  );
}
const lcp = audits['largest-contentful-paint-element']?.details?.items ?? [];
const node = lcp[0]?.items?.[0]?.node?.snippet;
if (node) console.log(`\nLCP element: ${node.slice(0, 160)}`);
for (const phase of lcp[1]?.items ?? []) {
  console.log(`  ${phase.phase.padEnd(12)} ${Math.round(phase.timing)} ms`);
}
printVerdict(
  watch.stop({
    mainThreadCpuShare: run.mainThread?.share ?? NaN,
    indexSamples: [...samples, run.benchmarkIndex],
  }),
  '',
);
