/**
 * Lighthouse mobile runs through the programmatic API, one fresh Chromium
 * (fresh profile, so empty storage and HTTP cache) per run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result, type ThrottlingSettings } from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM_PATH } from './chromium';
import { onCleanup } from './cleanup';
import { median, round } from './stats';
import { errorText, failed, measured, type Metric } from './types';
import { withTimeout } from './timeouts';

const RUN_TIMEOUT_MS = 180_000;

export interface LighthouseProfile {
  id: 'slow4g' | '3g';
  label: string;
  /** Undefined: Lighthouse's own mobile default (simulated slow 4G). */
  throttling?: ThrottlingSettings;
}

/**
 * Lighthouse's default mobile throttling is its `mobileSlow4G` preset:
 * simulated, rtt 150 ms, 1638.4 kbps, CPU x4.
 * The 3G profile is Lighthouse's `mobileRegular3G` preset (rtt 300 ms,
 * 700 kbps, CPU x4); the devtools-only fields are given for completeness.
 */
export const PROFILES: LighthouseProfile[] = [
  { id: 'slow4g', label: 'Lighthouse mobile, slow 4G (default)' },
  {
    id: '3g',
    label: 'Lighthouse mobile, 3G (rtt 300 ms, 700 kbps, CPU x4)',
    throttling: {
      rttMs: 300,
      throughputKbps: 700,
      cpuSlowdownMultiplier: 4,
      requestLatencyMs: 300 * 3.75,
      downloadThroughputKbps: 700 * 0.9,
      uploadThroughputKbps: 700 * 0.9,
    },
  },
];

/** What one Lighthouse run gives us. */
export interface LighthouseRun {
  performance: number;
  accessibility: number | null;
  bestPractices: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of this machine (lower = slower). */
  benchmarkIndex: number | null;
  warnings: string[];
  /** The full Lighthouse report of this run (JSON), for the opportunities and diagnostics. */
  reportPath: string | null;
}

export interface LighthouseProfileResult {
  profile: LighthouseProfile['id'];
  label: string;
  runs: LighthouseRun[];
  runErrors: string[];
  performance: Metric;
  accessibility: Metric;
  bestPractices: Metric;
  fcpMs: Metric;
  lcpMs: Metric;
  tbtMs: Metric;
  cls: Metric;
}

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') {
    const why = lhr.audits[audit]?.errorMessage ?? 'no numeric value';
    throw new Error(`audit ${audit}: ${why}`);
  }
  return value;
}

function saveReport(dir: string | null, name: string, report: string | string[]): string | null {
  if (!dir) return null;
  try {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${name}.json`);
    writeFileSync(path, Array.isArray(report) ? (report[0] ?? '') : report);
    return path;
  } catch {
    return null;
  }
}

async function runOnce(url: string, profile: LighthouseProfile, reportDir: string | null, name: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // our own handler stops the server too
    logLevel: 'error',
  });
  const unregister = onCleanup(() => chrome.kill());
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttlingMethod: 'simulate',
      ...(profile.throttling ? { throttling: profile.throttling } : {}),
    };
    const result = await withTimeout(lighthouse(url, flags), RUN_TIMEOUT_MS, `Lighthouse run (${profile.id})`);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const performance = score(lhr, 'performance');
    if (performance === null) throw new Error('Lighthouse gave no performance score');
    return {
      performance,
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      fcpMs: round(numeric(lhr, 'first-contentful-paint')),
      lcpMs: round(numeric(lhr, 'largest-contentful-paint')),
      tbtMs: round(numeric(lhr, 'total-blocking-time')),
      cls: round(numeric(lhr, 'cumulative-layout-shift'), 4),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      warnings: lhr.runWarnings.map(String),
      reportPath: saveReport(reportDir, name, result.report),
    };
  } finally {
    unregister();
    chrome.kill();
  }
}

function summarise(
  runs: LighthouseRun[],
  runErrors: string[],
  pick: (run: LighthouseRun) => number | null,
  unit: string,
  digits: number,
): Metric {
  const values = runs.map(pick).filter((v): v is number => typeof v === 'number');
  if (values.length === 0) {
    return failed(runErrors.length > 0 ? `all runs failed: ${runErrors.join(' | ')}` : 'no value', unit);
  }
  const note = runErrors.length > 0 ? `${runErrors.length} run(s) failed` : undefined;
  return measured(round(median(values), digits), values, unit, note);
}

function summariseProfile(profile: LighthouseProfile, label: string, runs: LighthouseRun[], runErrors: string[]): LighthouseProfileResult {
  return {
    profile: profile.id,
    label,
    runs,
    runErrors,
    performance: summarise(runs, runErrors, (r) => r.performance, 'score', 0),
    accessibility: summarise(runs, runErrors, (r) => r.accessibility, 'score', 0),
    bestPractices: summarise(runs, runErrors, (r) => r.bestPractices, 'score', 0),
    fcpMs: summarise(runs, runErrors, (r) => r.fcpMs, 'ms', 0),
    lcpMs: summarise(runs, runErrors, (r) => r.lcpMs, 'ms', 0),
    tbtMs: summarise(runs, runErrors, (r) => r.tbtMs, 'ms', 0),
    cls: summarise(runs, runErrors, (r) => r.cls, '', 4),
  };
}

export interface LighthouseTarget {
  /** Short name for logs and report files ("home", "floor"). */
  id: string;
  url: string;
}

/**
 * Runs one profile `count` times on each target, in sequence (2-core
 * machine: never in parallel) and interleaved (home, floor, home, floor…),
 * so a slow spell of the machine hits both pages alike.
 */
export async function runProfileOn(
  targets: readonly LighthouseTarget[],
  profile: LighthouseProfile,
  count: number,
  log: (line: string) => void,
  reportDir: string | null = null,
): Promise<Map<string, LighthouseProfileResult>> {
  const runs = new Map(targets.map((t) => [t.id, [] as LighthouseRun[]]));
  const errors = new Map(targets.map((t) => [t.id, [] as string[]]));
  for (let i = 1; i <= count; i++) {
    for (const target of targets) {
      const started = Date.now();
      const name = targets.length > 1 ? `${profile.id}-${target.id}` : profile.id;
      try {
        const run = await runOnce(target.url, profile, reportDir, `${name}-${i}`);
        runs.get(target.id)?.push(run);
        log(
          `  ${name} run ${i}/${count}: perf ${run.performance}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, ` +
            `TBT ${run.tbtMs} ms, CLS ${run.cls}, CPU index ${run.benchmarkIndex ?? '?'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      } catch (error) {
        errors.get(target.id)?.push(errorText(error));
        log(`  ${name} run ${i}/${count} FAILED: ${errorText(error)}`);
      }
    }
  }
  return new Map(
    targets.map((t) => [t.id, summariseProfile(profile, targets.length > 1 ? `${profile.label}: ${t.id}` : profile.label, runs.get(t.id) ?? [], errors.get(t.id) ?? [])]),
  );
}

/** Runs one profile `count` times on one page. */
export async function runProfile(
  url: string,
  profile: LighthouseProfile,
  count: number,
  log: (line: string) => void,
  reportDir: string | null = null,
): Promise<LighthouseProfileResult> {
  const results = await runProfileOn([{ id: 'home', url }], profile, count, log, reportDir);
  return results.get('home') as LighthouseProfileResult;
}
