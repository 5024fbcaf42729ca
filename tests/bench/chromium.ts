import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Debian's Chromium (no browser downloads on this machine); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Debian Chromium in a container (see docs/decisions/0020-bench-method.md). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright adds headless and (as root) --no-sandbox itself. */
export const PLAYWRIGHT_ARGS = CHROME_FLAGS.filter((flag) => flag !== '--headless=new' && flag !== '--no-sandbox');

/** "Chromium 156.0.8078.79 …" from the binary, or the error text. */
export async function chromiumVersion(): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(CHROMIUM_PATH, ['--version'], { timeout: 10_000 });
    return stdout.trim() || 'unknown';
  } catch (error) {
    return `unknown (${error instanceof Error ? error.message : String(error)})`;
  }
}
