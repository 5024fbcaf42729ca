/**
 * The fast lottery's scheduler, one in every server process: on start and
 * then every few seconds it draws every due draw (performDraw's row lock
 * makes each happen once whichever process gets it) and keeps an open draw
 * for each game, so its seed hash is shown before any order and the results
 * history has no gaps while a server runs. Missed periods (every process
 * down) are drawn by the first tick after start. Each tick also draws the
 * traditional lottery's regions whose hour has come today (server/lottery/vn-draws.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { drawDue, lotteryEngineGames, openDraw } from './draws';
import { drawVnDue } from './vn-draws';

export const LOTTERY_TICK_MS = 5_000;

export const lotteryClock = (context: AppContext): (() => number) => context.config.lottery?.now ?? Date.now;

export async function lotteryTick(context: AppContext): Promise<void> {
  const now = lotteryClock(context)();
  await drawDue(context.db, now);
  for (const game of await lotteryEngineGames(context.db)) await openDraw(context.db, game, now);
  // the traditional lottery's regions, each at its hour of the day in Vietnam (docs/decisions/0102)
  await drawVnDue(context.db, now);
}

export function registerLotteryScheduler(app: FastifyInstance, context: AppContext): void {
  if (context.config.lottery?.scheduler === false) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    // One tick at a time per process; a failed tick is logged and the next one tries again.
    running = running.then(() => lotteryTick(context)).catch((error: unknown) => app.log.warn({ err: error }, 'lottery: tick failed'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, context.config.lottery?.tickMs ?? LOTTERY_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
