/**
 * One Lighthouse mobile run (performance only) in a fresh headless Chromium, for scripts/bench.mjs
 * and scripts/lighthouse-detail.mjs.
 */
import { chromePath } from './host.mjs';
import { mainThreadCpuShare } from './rules.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

function config(cpuSlowdownMultiplier) {
  return { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } };
}

function summary(lhr, slowdown) {
  const score = lhr?.categories.performance.score;
  const audit = (id) => lhr?.audits[id];
  return {
    slowdown,
    score: typeof score === 'number' ? Math.round(score * 100) : NaN,
    tbt: audit('total-blocking-time')?.displayValue ?? '?',
    lcp: audit('largest-contentful-paint')?.displayValue ?? '?',
    runtimeError: lhr?.runtimeError?.message ?? null,
  };
}

/**
 * Loads `url` once and scores it at `slowdown` (Lighthouse's simulated throttling), then scores the
 * same load again at each factor of `alsoAt`. The simulation only multiplies the task durations
 * the load recorded, so re-scoring one load compares factors without the run-to-run variance of a
 * second load (the one thing the factor changes during the load itself is the requestIdleCallback
 * deadline Lighthouse hands the page, which this shop does not use). Returns the summary at
 * `slowdown` with `lhr`, `also` (factor to summary), the host's BenchmarkIndex as Lighthouse measured
 * it before the load, and how much of its task time the page's main thread spent on a CPU.
 */
export async function lighthouseRun(url, slowdown, { alsoAt = [] } = {}) {
  const { default: lighthouse, auditFlowArtifacts } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const flags = { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' };
  let result;
  try {
    result = await lighthouse(url, flags, config(slowdown));
  } finally {
    await chrome.kill();
  }
  const lhr = result?.lhr;
  const artifacts = result?.artifacts;
  const also = new Map();
  for (const factor of alsoAt) {
    if (!artifacts) break;
    const settings = artifacts.settings;
    const rescored = await auditFlowArtifacts(
      {
        gatherSteps: [
          {
            artifacts: {
              ...artifacts,
              settings: {
                ...settings,
                throttling: { ...settings.throttling, cpuSlowdownMultiplier: factor },
              },
            },
            flags,
          },
        ],
      },
      config(factor),
    );
    also.set(factor, summary(rescored.steps[0]?.lhr, factor));
  }
  return {
    ...summary(lhr, slowdown),
    lhr,
    also,
    benchmarkIndex: lhr?.environment.benchmarkIndex ?? NaN,
    mainThread: mainThreadCpuShare(artifacts?.Trace?.traceEvents ?? []),
  };
}
