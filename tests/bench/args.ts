/** Command-line options of `npm run bench`. */
export interface BenchOptions {
  build: boolean;
  strict: boolean;
  lighthouseRuns: number;
  repeatVisits: number;
  offlineStarts: number;
  skipLighthouse: boolean;
  output: string;
  /** Build folder to build into and serve (default: npm run build → dist/). */
  distDir: string | null;
  /** Skip the 3G profile (reported, not budgeted). */
  skip3g: boolean;
}

export const USAGE = `usage: npm run bench -- [options]   (or: npx tsx tests/bench/run.ts [options])
  --no-build          measure the existing build (skip building)
  --dist DIR          build into DIR (vite build --outDir DIR) and serve it instead of dist/
  --runs N            Lighthouse runs per page and profile (default 5)
  --quick             one run of everything (smoke check)
  --strict            exit 1 when a budget fails or a figure could not be measured
  --no-lighthouse     skip Lighthouse (JS bytes and service-worker figures only)
  --no-3g             skip the 3G Lighthouse profile (not budgeted)
  --out FILE          JSON output (default .bench/results.json)
  --help              this text`;

export function parseArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = {
    build: true,
    strict: false,
    lighthouseRuns: 5,
    repeatVisits: 5,
    offlineStarts: 3,
    skipLighthouse: false,
    output: '.bench/results.json',
    distDir: null,
    skip3g: false,
  };
  let runs: number | null = null;
  let quick = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${name} needs a value`);
      return v;
    };
    switch (name) {
      case '--no-build':
        options.build = false;
        break;
      case '--strict':
        options.strict = true;
        break;
      case '--quick':
        quick = true;
        break;
      case '--no-3g':
        options.skip3g = true;
        break;
      case '--no-lighthouse':
        options.skipLighthouse = true;
        break;
      case '--runs': {
        const text = value();
        runs = Number(text);
        if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`--runs must be a whole number from 1 to 50, got "${text}"`);
        break;
      }
      case '--out':
        options.output = value();
        break;
      case '--dist':
        options.distDir = value();
        break;
      case '--help':
      case '-h':
        throw new HelpRequested();
      default:
        throw new Error(`unknown option ${arg}`);
    }
  }
  if (quick) {
    options.lighthouseRuns = 1;
    options.repeatVisits = 1;
    options.offlineStarts = 1;
  }
  if (runs !== null) options.lighthouseRuns = runs;
  return options;
}

export class HelpRequested extends Error {
  constructor() {
    super('help requested');
  }
}
