import {
  BUSY_LIMITS,
  DEFAULT_SLOWDOWN,
  PRODUCT_RENDER_CPU_BUDGET_MS,
  PRODUCT_RENDER_RATIO_BUDGET,
  MINIMAL_PAGE_CPU_MS_AT_BUDGET,
  TARGET_PHONE_INDEX,
  calibratedSlowdown,
  competitorKind,
  createProcessLedger,
  descendantPids,
  emulatedIndex,
  groupCompetitors,
  machineVerdict,
  mainThreadCpuShare,
  median,
  relatedPids,
  relativeSpread,
  renderCpuRatio,
  windowFigures,
  type Competitor,
  type TraceEvent,
} from '../../scripts/bench/rules.mjs';

describe('median and relativeSpread', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring non-numbers', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5, Infinity, 1])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('measures the spread as (max - min) over the median', () => {
    expect(relativeSpread([90, 100, 110])).toBeCloseTo(0.2);
    expect(relativeSpread([100])).toBe(0);
    expect(relativeSpread([])).toBeNaN();
  });
});

describe('calibratedSlowdown', () => {
  it("is Lighthouse's 4x for the reference desktop and proportional to the host's index", () => {
    expect(calibratedSlowdown(1750)).toBe(DEFAULT_SLOWDOWN);
    expect(calibratedSlowdown(1500)).toBe(3.4);
    expect(calibratedSlowdown(875)).toBe(2);
  });

  it('is not capped at 4x: a faster host needs a larger factor for the same phone', () => {
    expect(calibratedSlowdown(3750)).toBe(8.6);
    expect(calibratedSlowdown(3900)).toBeGreaterThan(calibratedSlowdown(3600));
  });

  it('emulates the same phone on any host', () => {
    for (const hostIndex of [600, 1195, 1500, 1819, 2600, 3600, 3900, 6000]) {
      const phone = emulatedIndex(hostIndex, calibratedSlowdown(hostIndex));
      expect(Math.abs(phone - TARGET_PHONE_INDEX) / TARGET_PHONE_INDEX).toBeLessThan(0.03);
    }
  });

  it('cannot speed up a host slower than the phone, and falls back to 4x without an index', () => {
    expect(calibratedSlowdown(300)).toBe(1);
    expect(calibratedSlowdown(NaN)).toBe(DEFAULT_SLOWDOWN);
    expect(calibratedSlowdown(0)).toBe(DEFAULT_SLOWDOWN);
  });

  it('takes another target phone', () => {
    expect(calibratedSlowdown(3000, 1000)).toBe(3);
  });
});

describe('renderCpuRatio', () => {
  it('is the median of the batch-by-batch ratios to the minimal page', () => {
    expect(renderCpuRatio([6, 6.2, 5.8, 9, 6], [2, 2, 2, 2, 2])).toBe(3);
  });

  it('does not depend on the speed of the host', () => {
    const here = renderCpuRatio([6.0, 6.1, 5.9], [1.5, 1.5, 1.5]);
    const slowerHost = renderCpuRatio([10.6, 10.8, 10.4], [2.65, 2.7, 2.6]);
    expect(slowerHost).toBeCloseTo(here, 1);
  });

  it('pairs batches measured together, so a host slowing down mid-run does not move it', () => {
    expect(renderCpuRatio([6, 12, 6], [2, 4, 2])).toBe(3);
  });

  it('skips empty minimal batches and unpaired ones', () => {
    expect(renderCpuRatio([6, 6, 6], [0, 2])).toBe(3);
    expect(renderCpuRatio([6], [])).toBeNaN();
  });

  it('derives the budget from the 10 ms set on the reference machine', () => {
    expect(PRODUCT_RENDER_RATIO_BUDGET).toBeCloseTo(
      PRODUCT_RENDER_CPU_BUDGET_MS / MINIMAL_PAGE_CPU_MS_AT_BUDGET,
      1,
    );
  });
});

describe('competitorKind', () => {
  it('recognises Chromium and node programs by name or path', () => {
    expect(competitorKind({ comm: 'chromium', argv: ['/usr/lib/chromium/chromium'] })).toBe(
      'chromium',
    );
    expect(competitorKind({ comm: 'ThreadPoolForeg', argv: ['/opt/google/chrome/chrome'] })).toBe(
      'chromium',
    );
    expect(competitorKind({ comm: 'node', argv: ['/usr/bin/node', 'scripts/serve.mjs'] })).toBe(
      'node',
    );
    expect(competitorKind({ comm: 'next-server (v', argv: ['next-server (v16.4.6)'] })).toBe(
      'node',
    );
    expect(competitorKind({ comm: 'npm exec playwr', argv: ['npm exec playwright test'] })).toBe(
      'node',
    );
  });

  it("leaves out other programs and Chromium's idle crash reporter", () => {
    expect(competitorKind({ comm: 'bash', argv: ['bash'] })).toBeNull();
    expect(competitorKind({ comm: 'python3', argv: ['/usr/bin/python3', 'x.py'] })).toBeNull();
    expect(
      competitorKind({
        comm: 'chrome_crashpad',
        argv: ['/usr/lib/chromium/chrome_crashpad_handler'],
      }),
    ).toBeNull();
  });
});

describe('descendantPids and relatedPids', () => {
  // init 1 → terminal shell 5 → npm 10 → sh 11 → bench 12 → server 13, chromium 14 → renderer 15;
  // npm, sh and the bench are one process group (the shell's job); another node 20.
  const processes = [
    { pid: 5, ppid: 1, pgid: 5 },
    { pid: 10, ppid: 5, pgid: 10 },
    { pid: 11, ppid: 10, pgid: 10 },
    { pid: 12, ppid: 11, pgid: 10 },
    { pid: 13, ppid: 12, pgid: 10 },
    { pid: 14, ppid: 12, pgid: 14 },
    { pid: 15, ppid: 14, pgid: 14 },
    { pid: 20, ppid: 1, pgid: 20 },
  ];

  it('finds every descendant', () => {
    expect([...descendantPids(processes, 12)].sort()).toEqual([12, 13, 14, 15]);
  });

  it('adds the ancestors of its process group that started it, not the shell above or others', () => {
    expect([...relatedPids(processes, 12)].sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14, 15]);
  });
});

describe('groupCompetitors', () => {
  const competitor = (pid: number, ppid: number, cores: number): Competitor => ({
    pid,
    ppid,
    cores,
    kind: 'chromium',
    command: `chromium ${pid}`,
  });

  it("counts a browser's processes under the browser, with their CPU summed", () => {
    const groups = groupCompetitors([
      competitor(100, 1, 0.01),
      competitor(101, 100, 0.2),
      competitor(102, 101, 0.3),
      competitor(200, 1, NaN),
    ]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ pid: 100, processes: 3 });
    expect(groups[0].cores).toBeCloseTo(0.51);
    expect(groups[1]).toMatchObject({ pid: 200, processes: 1 });
    expect(groups[1].cores).toBeNaN();
  });
});

describe('createProcessLedger', () => {
  it("splits CPU between the bench's processes and the others", () => {
    const ledger = createProcessLedger();
    const windowStart = 1000;
    ledger.observe(
      [
        { pid: 12, ppid: 11, ticks: 500, startTicks: 10 },
        { pid: 20, ppid: 1, ticks: 70, startTicks: 10 },
      ],
      [12],
      windowStart,
    );
    ledger.observe(
      [
        { pid: 12, ppid: 11, ticks: 600, startTicks: 10 },
        // The bench's Chromium, started in the window: counted from 0.
        { pid: 14, ppid: 12, ticks: 40, startTicks: 1200 },
        { pid: 20, ppid: 1, ticks: 90, startTicks: 10 },
        // Another program started in the window.
        { pid: 30, ppid: 1, ticks: 15, startTicks: 1300 },
      ],
      [12, 14],
      windowStart,
    );
    // The Chromium's renderer handed to init stays the bench's.
    ledger.observe(
      [
        { pid: 12, ppid: 11, ticks: 650, startTicks: 10 },
        { pid: 14, ppid: 1, ticks: 90, startTicks: 1200 },
        { pid: 20, ppid: 1, ticks: 90, startTicks: 10 },
        { pid: 30, ppid: 1, ticks: 25, startTicks: 1300 },
      ],
      [12],
      windowStart,
    );
    expect(ledger.ownTicks()).toBe(150 + 90);
    expect(ledger.foreignTicks()).toBe(20 + 25);
    expect(ledger.others().map((entry) => [entry.pid, entry.ticksInWindow])).toEqual([
      [20, 20],
      [30, 25],
    ]);
  });
});

describe('windowFigures', () => {
  it('turns ticks into cores and steal into a share', () => {
    const figures = windowFigures({
      cpuStart: { busy: 1000, steal: 0, total: 5000 },
      // 10 s on 2 cores: 2000 ticks, 1500 busy, 100 stolen.
      cpuEnd: { busy: 2500, steal: 100, total: 7000 },
      ownTicks: 1000,
      foreignTicks: 400,
      seconds: 10,
      cores: 2,
    });
    expect(figures.busyCores).toBeCloseTo(1.5);
    expect(figures.ownCores).toBeCloseTo(1);
    expect(figures.foreignCores).toBeCloseTo(0.4);
    expect(figures.stealShare).toBeCloseTo(0.05);
  });
});

describe('machineVerdict', () => {
  const quiet = {
    cores: 2,
    loadBefore: 0.1,
    loadDuring: 1.1,
    ownCores: 1,
    foreignCores: 0.02,
    stealShare: 0,
    competitors: [],
    mainThreadCpuShare: 0.97,
    indexSamples: [3800, 3900, 3850],
  };

  it("finds a quiet machine quiet, the bench's own load included", () => {
    expect(machineVerdict(quiet)).toEqual({ busy: false, reasons: [] });
  });

  it('flags a load average above the limit before the measurement', () => {
    const verdict = machineVerdict({ ...quiet, loadBefore: 1.5 });
    expect(verdict.busy).toBe(true);
    expect(verdict.reasons[0]).toMatch(/load average 1.50 before \(limit 0.60 for 2 cores\)/);
  });

  it("does not count the bench's own Chromium against the machine", () => {
    // On 2 cores a Lighthouse load keeps the browser's processes runnable at once: the load
    // average and the page's main-thread waiting show that, not other work.
    expect(machineVerdict({ ...quiet, loadDuring: 2.2, mainThreadCpuShare: 0.45 })).toEqual({
      busy: false,
      reasons: [],
    });
  });

  it('flags CPU used by other processes, steal and a moving index', () => {
    expect(machineVerdict({ ...quiet, foreignCores: 0.5 }).reasons).toEqual([
      'other processes used 0.50 cores',
    ]);
    expect(machineVerdict({ ...quiet, stealShare: 0.2 }).reasons[0]).toMatch(/20% .* \(steal\)/);
    expect(machineVerdict({ ...quiet, indexSamples: [1195, 1819, 1500] }).reasons[0]).toMatch(
      /BenchmarkIndex moved by 42%/,
    );
  });

  it('flags other Chromium or node processes even while they idle', () => {
    const verdict = machineVerdict({
      ...quiet,
      competitors: [
        { pid: 5, ppid: 1, kind: 'node', command: 'next-server', cores: 0 },
        { pid: 6, ppid: 1, kind: 'chromium', command: 'chromium', cores: 0 },
        { pid: 7, ppid: 6, kind: 'chromium', command: 'chromium --type=renderer', cores: 0 },
      ],
    });
    expect(verdict.reasons).toEqual(['other Chromium or node processes running (3 in 2 programs)']);
  });

  it('judges only the figures it is given', () => {
    expect(machineVerdict({ cores: 2, loadBefore: NaN }).busy).toBe(false);
  });

  it('uses the limits it is given', () => {
    expect(
      machineVerdict({ cores: 2, loadBefore: 0.5 }, { ...BUSY_LIMITS, loadPerCore: 0.2 }).busy,
    ).toBe(true);
  });
});

describe('mainThreadCpuShare', () => {
  const meta = (pid: number, tid: number, name: string): TraceEvent => ({
    ph: 'M',
    name: 'thread_name',
    pid,
    tid,
    ts: 0,
    args: { name },
  });
  const task = (pid: number, ts: number, dur: number, tdur?: number): TraceEvent => ({
    ph: 'X',
    name: 'RunTask',
    pid,
    tid: 1,
    ts,
    dur,
    ...(tdur === undefined ? {} : { tdur }),
  });

  it("measures the page's renderer main thread: thread time over wall time", () => {
    const share = mainThreadCpuShare([
      meta(1, 1, 'CrRendererMain'),
      meta(2, 1, 'CrRendererMain'),
      meta(3, 1, 'CrBrowserMain'),
      // about:blank's renderer, little work.
      task(1, 0, 5_000, 5_000),
      // The page: 100 ms of tasks, 60 ms on a CPU.
      task(2, 10_000, 50_000, 40_000),
      task(2, 70_000, 50_000, 20_000),
      // The browser's main thread is not the page's.
      task(3, 0, 500_000, 100_000),
    ]);
    expect(share).toEqual({ wallMs: 100, cpuMs: 60, tasks: 2, share: 0.6 });
  });

  it('counts nested task events once and leaves out tasks too short to time', () => {
    const share = mainThreadCpuShare([
      meta(2, 1, 'CrRendererMain'),
      task(2, 0, 40_000, 40_000),
      { ...task(2, 1_000, 30_000, 30_000), name: 'ThreadControllerImpl::RunTask' },
      task(2, 50_000, 500, 100),
    ]);
    expect(share).toEqual({ wallMs: 40, cpuMs: 40, tasks: 1, share: 1 });
  });

  it('is null without thread times', () => {
    expect(mainThreadCpuShare([meta(2, 1, 'CrRendererMain'), task(2, 0, 40_000)])).toBeNull();
    expect(mainThreadCpuShare([])).toBeNull();
  });
});
