/**
 * The cockfight tables' scheduler, one in every server process
 * (docs/decisions/0073): every second or two it resolves each round that
 * has ended (resolveRound's row lock makes each happen once whichever
 * process gets it) and keeps a current round at every table, so its seed
 * hash is shown before any bet and the road has no gaps while a server
 * runs. Rounds that ended while every process was down resolve on the
 * first tick after start.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { cockfightTables, currentRound, resolveDue, timingOf } from './rounds';

export const COCKFIGHT_TICK_MS = 2_000;
/** Test mode's rounds last seconds: resolved within one of their end. */
const TEST_MODE_TICK_MS = 1_000;

export const cockfightClock = (context: AppContext): (() => number) => context.config.cockfight?.now ?? Date.now;

/**
 * One pass: resolve what has ended, then make sure every table has a current
 * round. `roundEnds` (the scheduler's memory between passes, table → the end
 * of the round it last saw) skips a table whose round is still running:
 * rounds follow each other, so nothing is to be made there before that end,
 * whichever process made the round. Without it each pass read every table's
 * latest round, most of an idle server's CPU (a tick every second in test
 * mode; docs/decisions/0106).
 */
export async function cockfightTick(context: AppContext, roundEnds = new Map<string, number>()): Promise<void> {
  const now = cockfightClock(context)();
  await resolveDue(context.db, now);
  for (const table of await cockfightTables(context.db)) {
    const key = `${table.merchantCode}/${table.nodeId}`;
    if (now < (roundEnds.get(key) ?? Number.NEGATIVE_INFINITY)) continue;
    const round = await currentRound(context.db, table, timingOf(table, context.config), now);
    roundEnds.set(key, round.resultAt);
  }
}

export function registerCockfightScheduler(app: FastifyInstance, context: AppContext): void {
  const { config } = context;
  if (config.cockfight?.scheduler === false) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const roundEnds = new Map<string, number>();
  const run = () => {
    // One tick at a time per process, and none queued behind a slow one (its work is the same);
    // a failed tick is logged and the next one tries again.
    if (running) return;
    running = cockfightTick(context, roundEnds)
      .catch((error: unknown) => app.log.warn({ err: error }, 'cockfight: tick failed'))
      .finally(() => { running = null; });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, config.cockfight?.tickMs ?? (config.testMode ? TEST_MODE_TICK_MS : COCKFIGHT_TICK_MS));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (running) await running;
  });
}
