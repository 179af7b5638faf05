#!/usr/bin/env node
/**
 * One Lighthouse mobile run of a page, with what the score is made of: the metrics, the boot-up
 * time per script, the main-thread breakdown, the long tasks and the LCP element with its phases.
 * For finding what to fix after `npm run bench` reports a score; against a running server:
 *   node scripts/lighthouse-detail.mjs http://127.0.0.1:3000/product/... [cpuSlowdown=2]
 */
const [url, slowdownArgument] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/lighthouse-detail.mjs URL [cpuSlowdown]');
  process.exit(2);
}
const cpuSlowdownMultiplier = Number(slowdownArgument ?? 2);
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const result = await lighthouse(
    url,
    { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
    { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } },
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  if (lhr.runtimeError) console.log('runtime error:', lhr.runtimeError.message);
  const audits = lhr.audits;
  const metric = (id) => audits[id]?.displayValue ?? '?';
  console.log(
    `score ${Math.round((lhr.categories.performance.score ?? 0) * 100)} at ${cpuSlowdownMultiplier}x CPU` +
      ` (host BenchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}):` +
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
} finally {
  await chrome.kill();
}
