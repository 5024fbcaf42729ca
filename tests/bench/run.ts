/**
 * `npm run bench`: builds the PWA, serves it with the reference server and
 * measures /m/home on a phone profile: Lighthouse (slow 4G, side by side
 * with a floor page holding only the first banner, and 3G), gzip JS of the
 * first 10 s of a first visit, repeat visit under the service worker and
 * offline cold start. Prints a table against the budgets and writes
 * .bench/results.json.
 * Method: docs/decisions/0020-bench-method.md.
 */
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { HelpRequested, parseArgs, USAGE, type BenchOptions } from './args';
import { launchBrowser, PHONE } from './browser';
import { judge, type BudgetVerdict } from './budgets';
import { chromiumVersion } from './chromium';
import { installSignalHandlers, runCleanups } from './cleanup';
import { measureJsBytes, type JsBytesResult } from './js-bytes';
import { PROFILES, runProfile, runProfileOn, type LighthouseProfileResult } from './lighthouse';
import { installFloorPage } from './floor';
import { median, round } from './stats';
import { measured } from './types';
import { measureServiceWorker, type ServiceWorkerResult } from './offline';
import { renderFailures, renderTable, row, writeJson, type Row } from './report';
import { buildApp, startServer } from './server';
import { errorText, failed, type Metric } from './types';

const ROOT = resolve(import.meta.dirname, '..', '..');

function log(line: string): void {
  console.info(line);
}

function notRun(reason: string): Metric {
  return failed(reason, '');
}

async function measureInBrowser(origin: string, options: BenchOptions) {
  let js: JsBytesResult | null = null;
  let sw: ServiceWorkerResult | null = null;
  let browserError: string | null = null;
  let browserVersion: string | null = null;
  const open = await launchBrowser().catch((error: unknown) => {
    browserError = `could not launch Chromium through Playwright: ${errorText(error)}`;
    return null;
  });
  if (!open) return { js, sw, browserError, browserVersion };
  try {
    browserVersion = open.browser.version();
    log(`\n▸ gzip JS of the first load (${PHONE}, fresh context)`);
    js = await measureJsBytes(open.browser, origin).catch((error: unknown) => {
      const reason = `JS bytes measurement failed: ${errorText(error)}`;
      return { gzipBytes: failed(reason, 'bytes'), rawBytes: failed(reason, 'bytes'), files: [], serviceWorkerFiles: [], errors: [reason] };
    });
    if (js.gzipBytes.ok) log(`  ${js.files.length} script file(s), ${js.gzipBytes.value} B gzip`);
    log(`\n▸ service worker: repeat visit (x${options.repeatVisits}) and offline cold start (x${options.offlineStarts})`);
    sw = await measureServiceWorker(open.browser, origin, { repeat: options.repeatVisits, offline: options.offlineStarts }, log).catch(
      (error: unknown) => {
        const reason = `service-worker measurement failed: ${errorText(error)}`;
        return {
          controlled: false,
          controlNote: reason,
          repeatVisit: failed(reason, 'ms'),
          repeatVisitRuns: [],
          offlineColdStart: failed(reason, 'ms'),
          offlineRuns: [],
          offlineNotes: [],
        };
      },
    );
  } finally {
    await open.close();
  }
  return { js, sw, browserError, browserVersion };
}

async function main(): Promise<number> {
  // `--load`: the server load bench (tests/bench/load/run-load.ts) instead of the page measurements.
  if (process.argv.includes('--load')) return (await import('./load/run-load')).runLoadBench(process.argv.slice(2));
  // `--players [MAX]`: how many concurrent players of a realistic mix one instance holds (tests/bench/load/players.ts).
  if (process.argv.includes('--players')) return (await import('./load/players')).runPlayersBench(process.argv.slice(2));
  let options: BenchOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof HelpRequested) {
      console.info(USAGE);
      return 0;
    }
    console.error(`bench: ${errorText(error)}\n${USAGE}`);
    return 2;
  }
  installSignalHandlers();
  const startedAt = new Date();
  const chromium = await chromiumVersion();
  log(`bench: ${chromium.split('\n')[0]}; Lighthouse runs per profile: ${options.skipLighthouse ? 0 : options.lighthouseRuns}`);

  if (options.build) {
    log('▸ npm run build');
    const t = Date.now();
    await buildApp(ROOT, options.distDir ?? undefined);
    log(`  built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  } else {
    log('▸ skipping the build (--no-build): measuring the existing dist/');
  }

  log('▸ starting the server (fresh PGlite folder)');
  const server = await startServer(ROOT, options.distDir ?? undefined);
  const url = `${server.origin}/m/home`;
  log(`  ${url}`);

  const reportDir = join(dirname(resolve(ROOT, options.output)), 'lighthouse');
  rmSync(reportDir, { recursive: true, force: true }); // no stale reports from an earlier run
  let browserPart: Awaited<ReturnType<typeof measureInBrowser>>;
  const lighthouse: LighthouseProfileResult[] = [];
  let floor: LighthouseProfileResult | null = null;
  try {
    browserPart = await measureInBrowser(server.origin, options);
    if (!options.skipLighthouse) {
      for (const profile of PROFILES.filter((p) => !(options.skip3g && p.id === '3g'))) {
        log(`\n▸ ${profile.label}: ${options.lighthouseRuns} run(s)`);
        if (profile.id === 'slow4g') {
          // the floor page side by side, in the same run (issue 11)
          const floorPath = await installFloorPage(server.probeOrigin, resolve(ROOT, options.distDir ?? 'dist'));
          const pair = await runProfileOn(
            [
              { id: 'home', url },
              { id: 'floor', url: `${server.origin}${floorPath}` },
            ],
            profile,
            options.lighthouseRuns,
            log,
            reportDir,
          );
          lighthouse.push(pair.get('home') as LighthouseProfileResult);
          floor = pair.get('floor') ?? null;
        } else {
          lighthouse.push(await runProfile(url, profile, options.lighthouseRuns, log, reportDir));
        }
      }
    }
  } finally {
    await server.stop();
  }

  const { js, sw, browserError, browserVersion } = browserPart;
  const browserFailure = browserError ?? 'not measured';
  const jsGzip = js?.gzipBytes ?? failed(browserFailure, 'bytes');
  const jsRaw = js?.rawBytes ?? failed(browserFailure, 'bytes');
  const repeat = sw?.repeatVisit ?? failed(browserFailure, 'ms');
  const offline = sw?.offlineColdStart ?? failed(browserFailure, 'ms');
  const lhSkipped = notRun(options.skipLighthouse ? 'skipped (--no-lighthouse)' : 'not run');
  const slow4g = lighthouse.find((r) => r.profile === 'slow4g');
  const g3 = lighthouse.find((r) => r.profile === '3g');
  const g3Skipped = notRun(options.skip3g && !options.skipLighthouse ? 'skipped (--no-3g)' : 'not run');

  const ratio = (home: Metric | undefined, base: Metric | undefined): Metric => {
    if (!home?.ok || !base?.ok) return (home && !home.ok ? home : base && !base.ok ? base : lhSkipped) as Metric;
    if (base.value <= 0) return failed(`skipped: the floor's figure is ${base.value}, no ratio`, 'ratio');
    return measured(round(home.value / base.value, 2), [round(home.value / base.value, 2)], 'ratio', `${home.value} / ${base.value}`);
  };
  const lcpRatio = ratio(slow4g?.lcpMs, floor?.lcpMs);
  const fcpRatio = ratio(slow4g?.fcpMs, floor?.fcpMs);
  const tbtRatio = ratio(slow4g?.tbtMs, floor?.tbtMs);
  const indexes = [...lighthouse, ...(floor ? [floor] : [])].flatMap((p) => p.runs.map((r) => r.benchmarkIndex)).filter((x): x is number => typeof x === 'number');
  const cpuIndex: Metric = indexes.length > 0 ? measured(round(median(indexes)), indexes, '', `${Math.min(...indexes)}–${Math.max(...indexes)}`) : lhSkipped;

  const verdicts: BudgetVerdict[] = [
    judge('jsGzip', jsGzip),
    judge('performance', slow4g?.performance ?? lhSkipped),
    judge('lcpRatio', lcpRatio),
    judge('tbt', slow4g?.tbtMs ?? lhSkipped),
    judge('cls', slow4g?.cls ?? lhSkipped),
    judge('repeatVisit', repeat),
    judge('offlineColdStart', offline),
  ];
  const v = (id: BudgetVerdict['id']) => verdicts.find((x) => x.id === id);

  const metrics: [string, Metric, BudgetVerdict?][] = [
    ['JS gzip (first load)', jsGzip, v('jsGzip')],
    ['JS raw (first load)', jsRaw],
    ['slow 4G: performance', slow4g?.performance ?? lhSkipped, v('performance')],
    ['slow 4G: FCP', slow4g?.fcpMs ?? lhSkipped],
    ['slow 4G: LCP', slow4g?.lcpMs ?? lhSkipped],
    ['slow 4G: TBT', slow4g?.tbtMs ?? lhSkipped, v('tbt')],
    ['floor page: FCP', floor?.fcpMs ?? lhSkipped],
    ['floor page: LCP', floor?.lcpMs ?? lhSkipped],
    ['floor page: TBT', floor?.tbtMs ?? lhSkipped],
    ['LCP / floor', lcpRatio, v('lcpRatio')],
    ['FCP / floor', fcpRatio],
    ['TBT / floor', tbtRatio],
    ['Lighthouse CPU benchmark index (median)', cpuIndex],
    ['slow 4G: CLS', slow4g?.cls ?? lhSkipped, v('cls')],
    ['slow 4G: accessibility', slow4g?.accessibility ?? lhSkipped],
    ['slow 4G: best practices', slow4g?.bestPractices ?? lhSkipped],
    ['3G: performance', g3?.performance ?? (options.skipLighthouse ? lhSkipped : g3Skipped)],
    ['3G: FCP', g3?.fcpMs ?? (options.skipLighthouse ? lhSkipped : g3Skipped)],
    ['3G: LCP', g3?.lcpMs ?? (options.skipLighthouse ? lhSkipped : g3Skipped)],
    ['3G: TBT', g3?.tbtMs ?? (options.skipLighthouse ? lhSkipped : g3Skipped)],
    ['3G: CLS', g3?.cls ?? (options.skipLighthouse ? lhSkipped : g3Skipped)],
    ['repeat visit to home (SW)', repeat, v('repeatVisit')],
    ['offline cold start to home', offline, v('offlineColdStart')],
  ];
  const rows: Row[] = metrics.map(([label, metric, verdict]) => row(label, metric, verdict));

  const failedBudgets = verdicts.filter((x) => x.verdict !== 'pass');
  log(`\n/m/home on ${PHONE}-sized Chromium (${browserVersion ?? chromium}); medians of the runs\n`);
  log(renderTable(rows));
  const reasons = renderFailures(metrics.map(([label, metric]) => [label, metric] as [string, Metric]));
  if (reasons.length > 0) log(`\nnot measured:\n${reasons.join('\n')}`);
  if (js && js.files.length > 0) {
    log('\nscripts of the first load (gzip / raw bytes):');
    for (const f of js.files) log(`  ${String(f.gzipBytes).padStart(8)} / ${String(f.rawBytes).padStart(8)}  ${f.url}`);
  }
  const skipped = failedBudgets.filter((x) => x.reason?.startsWith('skipped'));
  const failing = failedBudgets.filter((x) => !skipped.includes(x));
  log(
    `\nbudgets: ${verdicts.length - failedBudgets.length} of ${verdicts.length} pass` +
      (failing.length > 0 ? `; failing: ${failing.map((x) => x.id).join(', ')}` : '') +
      (skipped.length > 0 ? `; skipped: ${skipped.map((x) => x.id).join(', ')}` : ''),
  );

  const output = resolve(ROOT, options.output);
  writeJson(output, {
    timestamp: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    url: '/m/home',
    options,
    environment: {
      chromium,
      playwrightBrowserVersion: browserVersion,
      device: PHONE,
      node: process.version,
      cpus: (await import('node:os')).cpus().length,
      lighthouseBenchmarkIndex: lighthouse.flatMap((p) => p.runs.map((r) => r.benchmarkIndex)),
    },
    budgets: verdicts,
    medians: Object.fromEntries(metrics.map(([label, metric]) => [label, metric.ok ? metric.value : null])),
    lighthouse,
    floor,
    ratios: { lcp: lcpRatio, fcp: fcpRatio, tbt: tbtRatio },
    jsBytes: js,
    serviceWorker: sw,
    errors: browserError ? [browserError] : [],
  });
  log(`results: ${options.output}`);

  if (options.strict && failedBudgets.length > 0) return 1;
  return 0;
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    await runCleanups();
    process.exit(1);
  });
