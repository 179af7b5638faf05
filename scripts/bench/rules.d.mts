// Types of rules.mjs for the TypeScript tests.
export const DEFAULT_SLOWDOWN: number;
export const TARGET_PHONE_INDEX: number;
export const PRODUCT_RENDER_CPU_BUDGET_MS: number;
export const MINIMAL_PAGE_CPU_MS_AT_BUDGET: number;
export const PRODUCT_RENDER_RATIO_BUDGET: number;

export interface BusyLimits {
  loadPerCore: number;
  foreignCoresPerCore: number;
  steal: number;
  indexSpread: number;
}
export const BUSY_LIMITS: BusyLimits;

export function median(values: number[]): number;
export function relativeSpread(values: number[]): number;
export function calibratedSlowdown(benchmarkIndex: number, targetIndex?: number): number;
export function emulatedIndex(benchmarkIndex: number, slowdown: number): number;
export function renderCpuRatio(pageBatches: number[], minimalBatches: number[]): number;

export function competitorKind(process: {
  comm?: string;
  argv?: string[];
}): 'chromium' | 'node' | null;

export interface ProcessLink {
  pid: number;
  ppid: number;
}
export function descendantPids(processes: ProcessLink[], pid: number): Set<number>;
export function relatedPids(
  processes: Array<ProcessLink & { pgid: number }>,
  pid: number,
): Set<number>;

export interface Competitor extends ProcessLink {
  kind: 'chromium' | 'node';
  command: string;
  /** CPU during the window, in cores (NaN when not measured). */
  cores: number;
}
export function groupCompetitors(
  competitors: Competitor[],
): Array<Competitor & { processes: number }>;

export interface ObservedProcess extends ProcessLink {
  ticks: number;
  startTicks: number;
  [key: string]: unknown;
}
export function createProcessLedger(): {
  observe(processes: ObservedProcess[], ownPids: Iterable<number>, windowStartTicks: number): void;
  ownTicks(): number;
  foreignTicks(): number;
  others(): Array<ObservedProcess & { ticksInWindow: number }>;
};

export interface CpuTimes {
  busy: number;
  steal: number;
  total: number;
}
export function windowFigures(
  window: {
    cpuStart: CpuTimes;
    cpuEnd: CpuTimes;
    ownTicks: number;
    foreignTicks: number;
    seconds: number;
    cores: number;
  },
  ticksPerSecond?: number,
): {
  seconds: number;
  busyCores: number;
  ownCores: number;
  foreignCores: number;
  stealShare: number;
};

export interface MachineState {
  cores: number;
  loadBefore?: number;
  loadDuring?: number;
  ownCores?: number;
  foreignCores?: number;
  stealShare?: number;
  competitors?: Competitor[];
  mainThreadCpuShare?: number;
  indexSamples?: number[];
}
export function machineVerdict(
  state: MachineState,
  limits?: BusyLimits,
): { busy: boolean; reasons: string[] };

export interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; [key: string]: unknown };
  [key: string]: unknown;
}
export function mainThreadCpuShare(
  traceEvents: TraceEvent[],
  options?: { minTaskMs?: number },
): { wallMs: number; cpuMs: number; tasks: number; share: number } | null;
