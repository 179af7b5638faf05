#!/usr/bin/env node
// `npm run test:e2e:stress [-- playwright args]`: the Playwright suite three times in a row on the
// build already in `.next`, with two processes burning CPU beside it and retries off, so a test that
// passes only on a quiet machine or on its second try shows up here rather than in CI, where two
// browsers and the server share two cores (playwright.config.ts). Prints each run's counts and time
// and a total; exits non-zero when any run failed. It does not build: run `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = 3;
const BURNERS = 2;
/** A burner stops by itself after this long even if nothing tells it to (the script was killed). */
const BURN_LIMIT_MS = 3 * 60 * 60 * 1000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Busy for 50 ms at a time, so it still hears its parent go (the IPC channel closing) between
 * slices and never outlives the runs.
 */
const BURNER_SOURCE = `
process.on('disconnect', () => process.exit(0));
setTimeout(() => process.exit(0), ${BURN_LIMIT_MS});
const burn = () => {
  const until = Date.now() + 50;
  while (Date.now() < until);
  setImmediate(burn);
};
burn();
`;

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

function startBurners() {
  for (let i = 0; i < BURNERS; i += 1) {
    const burner = spawn(process.execPath, ['-e', BURNER_SOURCE], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    children.add(burner);
    burner.on('exit', () => children.delete(burner));
  }
}

function stopChildren(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal);
}

/**
 * One Playwright run with retries forced off; its counts come from the JSON reporter, written
 * outside `test-results` (Playwright empties that folder at the start of every run).
 * @param {number} run
 * @param {string} reportDir
 */
function playwrightRun(run, reportDir) {
  const report = path.join(reportDir, `run-${run}.json`);
  const started = Date.now();
  const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  const args = [cli, 'test', '--retries=0', '--reporter=list,json', ...process.argv.slice(2)];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  children.add(child);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      let stats = null;
      try {
        stats = JSON.parse(readFileSync(report, 'utf8')).stats;
      } catch {
        // No report: Playwright stopped before its reporters ran (a server that did not start).
      }
      resolve({ ok: code === 0 && !signal, stats, seconds: (Date.now() - started) / 1000 });
    });
  });
}

function describe(run, { ok, stats, seconds }) {
  const counts = stats
    ? `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`
    : 'no report';
  return `run ${run}/${RUNS}: ${ok ? 'ok' : 'FAILED'}: ${counts} in ${seconds.toFixed(0)} s`;
}

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error(
    'test:e2e:stress: no production build in .next. Run `npm run build` first; this script does not build.',
  );
  process.exit(1);
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    stopChildren(signal);
    process.exit(code);
  });
}

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-stress-'));
startBurners();
const results = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`\n=== e2e stress: run ${run}/${RUNS} (retries 0, ${BURNERS} CPU burners) ===`);
    const result = await playwrightRun(run, reportDir);
    results.push(result);
    console.log(describe(run, result));
  }
} finally {
  stopChildren();
  rmSync(reportDir, { recursive: true, force: true });
}

console.log('\n=== e2e stress ===');
results.forEach((result, index) => console.log(describe(index + 1, result)));
const passed = results.reduce((sum, { stats }) => sum + (stats?.expected ?? 0), 0);
const failed = results.reduce((sum, { stats }) => sum + (stats?.unexpected ?? 0), 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
