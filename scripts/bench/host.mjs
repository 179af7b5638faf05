/**
 * What the benchmark reads of the machine it runs on (Linux /proc, Chromium): load, CPU times, the
 * other Chromium and node processes, Chromium's version and the host's Lighthouse BenchmarkIndex.
 * The rules applied to these readings are in ./rules.mjs.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import {
  BUSY_LIMITS,
  competitorKind,
  createProcessLedger,
  groupCompetitors,
  machineVerdict,
  median,
  relatedPids,
  windowFigures,
} from './rules.mjs';

const run = promisify(execFile);
/** Linux's USER_HZ: the unit of the CPU times in /proc. */
const TICKS_PER_SECOND = 100;

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function coreCount() {
  return os.availableParallelism?.() ?? os.cpus().length;
}

export function cpuModel() {
  return os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
}

/** The 1-minute load average. */
export function loadAverage() {
  return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
}

/** /proc/stat's totals over all cores, in clock ticks. */
export function readCpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  return {
    busy: user + nice + system + irq + softirq,
    steal: steal ?? 0,
    total: user + nice + system + idle + iowait + irq + softirq + (steal ?? 0),
  };
}

/** Clock ticks since boot. */
function uptimeTicks() {
  return Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * TICKS_PER_SECOND;
}

const commandLines = new Map();

/** One process from /proc: parent, name, command line, CPU ticks and start; null once gone. */
function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = Number(fields[19]);
    const key = `${pid}:${startTicks}`;
    if (!commandLines.has(key))
      commandLines.set(
        key,
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean),
      );
    return {
      pid,
      ppid: Number(fields[1]),
      pgid: Number(fields[2]),
      comm,
      argv: commandLines.get(key),
      ticks: Number(fields[11]) + Number(fields[12]),
      startTicks,
    };
  } catch {
    return null;
  }
}

/** Every process (kernel threads have an empty argv). */
function allProcesses() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter(Boolean);
}

function describe(entry) {
  const command = entry.argv.join(' ');
  return command.length > 110 ? `${command.slice(0, 109)}…` : command;
}

/** The other Chromium and node processes in a list of processes, with their CPU in cores. */
function competitorsAmong(processes, seconds) {
  return processes
    .filter((entry) => entry.argv.length)
    .map((entry) => ({ ...entry, kind: competitorKind(entry) }))
    .filter((entry) => entry.kind)
    .map((entry) => ({
      pid: entry.pid,
      ppid: entry.ppid,
      kind: entry.kind,
      command: describe(entry),
      cores: seconds ? entry.ticksInWindow / TICKS_PER_SECOND / seconds : NaN,
    }));
}

/** Every process seen belonging to the bench, and the process groups the bench started. */
const ownPids = new Set();
const ownGroups = new Set();

/**
 * The bench's processes (relatedPids), and also those that were once: a Chromium's helpers outlive
 * its main process for a while, re-parented away from the bench, idle but counted as other
 * programs, which made every later measurement look busy. A process in a group the bench started
 * (a Chromium is launched as its own group's leader) is the bench's too.
 */
function benchPids(processes) {
  const related = relatedPids(processes, process.pid);
  for (const entry of processes) {
    if (!related.has(entry.pid)) continue;
    ownPids.add(entry.pid);
    if (entry.pgid === entry.pid) ownGroups.add(entry.pgid);
  }
  const own = new Set(related);
  for (const entry of processes) {
    if (ownPids.has(entry.pid) || ownGroups.has(entry.pgid)) own.add(entry.pid);
  }
  return own;
}

/** The other Chromium and node processes right now (no CPU figures). */
export function competitorsNow() {
  const processes = allProcesses();
  const related = benchPids(processes);
  return competitorsAmong(
    processes.filter((entry) => !related.has(entry.pid)),
    0,
  );
}

/**
 * Waits (up to `maxSeconds`, BENCH_SETTLE_SECONDS) for the 1-minute load average to fall to the
 * busy limit: the bench's own previous step leaves load behind for a minute or two. Returns the
 * load average it started with.
 */
export async function settle({
  maxSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 120),
  limits = BUSY_LIMITS,
} = {}) {
  const limit = limits.loadPerCore * coreCount();
  const started = Date.now();
  while (loadAverage() > limit && Date.now() - started < maxSeconds * 1000) await sleep(2000);
  return loadAverage();
}

/**
 * Watches the machine during a measurement: the load average every second, the CPU used by the
 * bench and by everything else, steal, and the other Chromium and node processes. `stop(extra)`
 * returns the figures (with `extra`'s) and machineVerdict's judgement of them. `loadBefore`: NaN
 * when the load before is the bench's own (it is then not judged).
 */
export function watchMachine({ loadBefore = loadAverage() } = {}) {
  const cores = coreCount();
  const windowStart = uptimeTicks();
  const started = performance.now();
  const cpuStart = readCpuTimes();
  const ledger = createProcessLedger();
  const observe = () => {
    const processes = allProcesses();
    ledger.observe(processes, benchPids(processes), windowStart);
  };
  observe();
  const loads = [loadAverage()];
  const timer = setInterval(() => {
    loads.push(loadAverage());
    observe();
  }, 1000);
  timer.unref();
  return {
    loadBefore,
    stop(extra = {}) {
      clearInterval(timer);
      observe();
      loads.push(loadAverage());
      const seconds = (performance.now() - started) / 1000;
      const figures = windowFigures(
        {
          cpuStart,
          cpuEnd: readCpuTimes(),
          ownTicks: ledger.ownTicks(),
          foreignTicks: ledger.foreignTicks(),
          seconds,
          cores,
        },
        TICKS_PER_SECOND,
      );
      const state = {
        cores,
        loadBefore,
        loadDuring: median(loads),
        loadMax: Math.max(...loads),
        ...figures,
        competitors: competitorsAmong(ledger.others(), seconds),
        ...extra,
      };
      return { ...state, ...machineVerdict(state) };
    },
  };
}

/** Load and CPU in one line, for beside a figure. */
export function machineLine(state) {
  const parts = [];
  if (Number.isFinite(state.loadBefore)) parts.push(`load ${state.loadBefore.toFixed(2)} before`);
  if (Number.isFinite(state.loadDuring))
    parts.push(`${state.loadDuring.toFixed(2)} during (max ${state.loadMax.toFixed(2)})`);
  parts.push(`${state.cores} cores`);
  if (Number.isFinite(state.ownCores))
    parts.push(
      `the bench used ${state.ownCores.toFixed(2)} cores, others ${state.foreignCores.toFixed(2)}, steal ${(state.stealShare * 100).toFixed(1)}%`,
    );
  return parts.join(', ');
}

/** Prints the verdict under a step's figures: the reasons, and the competitors with their CPU. */
export function printVerdict(state, indent = '   ') {
  console.log(`${indent}machine: ${machineLine(state)}`);
  if (!state.busy) return;
  console.log(
    `${indent}BUSY MACHINE, these figures are not measurements: ${state.reasons.join('; ')}`,
  );
  listCompetitors(state.competitors ?? [], `${indent}  `);
}

/** The other Chromium and node programs, one line each, with their processes' CPU. */
export function listCompetitors(competitors, indent = '     ') {
  for (const group of groupCompetitors(competitors)) {
    const cpu = Number.isFinite(group.cores)
      ? `, ${(group.cores * 100).toFixed(0)}% of a core`
      : '';
    const count = group.processes > 1 ? `, ${group.processes} processes` : '';
    console.log(`${indent}pid ${group.pid} (${group.kind}${count}${cpu}): ${group.command}`);
  }
}

/** "Chromium 156.0.8078.108", from the binary. */
export async function chromiumVersion(path = chromePath) {
  try {
    const { stdout } = await run(path, ['--version']);
    return stdout.trim().replace(/\s+built on .*$/, '');
  } catch {
    return 'unknown Chromium';
  }
}

/**
 * Lighthouse's BenchmarkIndex (its own page function, so the same figure as a report's "CPU/Memory
 * Power") measured `samples` times in one bare Chromium page, after one warm-up sample: the first
 * runs while Chromium is still starting its other processes and comes out up to half as high.
 * None when Chromium fails (the caller falls back to Lighthouse's default slowdown).
 */
export async function sampleBenchmarkIndex(samples = 5, path = chromePath) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const source = pageFunctions.computeBenchmarkIndex.toString();
  // Each sample compiles the benchmark afresh, as Lighthouse's single evaluation in a page does.
  const script = `const source = ${JSON.stringify(`return (${source})()`)};
const results = [];
for (let i = 0; i <= ${samples}; i += 1) results.push(new Function(source)());
document.body.dataset.index = results.slice(1).join(' ');`;
  const html = `<!doctype html><body><script>${script}</script></body>`;
  try {
    const { stdout } = await run(
      path,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--dump-dom',
        `data:text/html;base64,${Buffer.from(html).toString('base64')}`,
      ],
      { maxBuffer: 1 << 20, timeout: 60_000 },
    );
    const found = /data-index="([^"]*)"/.exec(stdout)?.[1] ?? '';
    return found.split(' ').map(Number).filter(Number.isFinite);
  } catch (error) {
    console.warn(`BenchmarkIndex not measured: ${error.message.split('\n')[0]}`);
    return [];
  }
}
