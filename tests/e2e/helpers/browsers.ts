/**
 * The browsers the journeys drive: Debian's Chromium (tests/ensure-chromium.sh
 * installs it; no browser downloads here).
 *
 * The headless shell is the same Chromium build without the desktop browser
 * around it, which drove the journeys in about three quarters of the full
 * browser's time (docs/decisions/0095). It has no Push API: the journey about
 * push notifications (messages-push.spec.ts) launches the full browser
 * itself, in the same worker and against the same server as the others
 * (docs/decisions/0117).
 */
import { PLAYWRIGHT_ARGS } from '../../bench/chromium';

export const HEADLESS_SHELL = process.env.E2E_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The switches every Chromium the project starts gets (tests/bench/chromium.ts,
 * which Lighthouse's runs use too), and for the journeys V8's two optimising
 * compilers (Maglev, TurboFan) off: a journey's page lives for seconds,
 * mostly running code once, and compiling it again optimised cost about 6%
 * of the browser's CPU on the fault matrix's 77 journeys (195 CPU-s to 183).
 * Sparkplug's baseline code stays, and WebAssembly is untouched (unlike --jitless).
 */
export const CHROMIUM_ARGS = [...PLAYWRIGHT_ARGS, '--js-flags=--max-opt=1'];
