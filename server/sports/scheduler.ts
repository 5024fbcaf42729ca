/**
 * The sportsbook's scheduler, one in every server process
 * (docs/decisions/0073): on start and then every few seconds it keeps each
 * book's fixtures generated up to the horizon, moves a few fixtures' odds
 * (not in test mode, so journeys see only the moves they make), and plays
 * out fixtures whose match is over and that nobody resulted. Every step is
 * safe from several processes at once (unique slots, row locks).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { bookMerchants, ensureFixtures, moveSomeOdds } from './fixtures';
import { playOutDue } from './settle';

export const SPORTS_TICK_MS = 15_000;

export const sportsClock = (context: AppContext): (() => number) => context.config.sports?.now ?? Date.now;

const cryptoRandom = () => randomBytes(4).readUInt32BE() / 2 ** 32;

export async function sportsTick(context: AppContext, random: () => number = cryptoRandom): Promise<void> {
  const { db, config } = context;
  const now = sportsClock(context)();
  const oddsMove = config.sports?.oddsMoves ?? !config.testMode;
  for (const merchant of await bookMerchants(db)) {
    await ensureFixtures(db, merchant, now);
    if (oddsMove) await moveSomeOdds(db, merchant, now, random);
  }
  await playOutDue(db, now, random);
}

export function registerSportsScheduler(app: FastifyInstance, context: AppContext): void {
  if (context.config.sports?.scheduler === false) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const run = () => {
    // One tick at a time per process, and none queued behind a slow one (its work is the same);
    // a failed tick is logged and the next one tries again.
    if (running) return;
    running = sportsTick(context)
      .catch((error: unknown) => app.log.warn({ err: error }, 'sports: tick failed'))
      .finally(() => { running = null; });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, context.config.sports?.tickMs ?? SPORTS_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (running) await running;
  });
}
