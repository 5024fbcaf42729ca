/**
 * The live tables' scheduler, one in every server process
 * (docs/decisions/0072-live-tables.md): on start and then every second it
 * settles every round whose betting window has closed (settleRound's row
 * lock makes each happen once whichever process gets it), so chips are paid
 * whether or not anyone still watches, and a round cut by a restart settles
 * on return; and it opens the next round on every table watched lately.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { findGame } from '../catalogue';
import { liveTableOf, type LiveTable } from '../engines';
import { roundOnTable, settleDue, SPEED_TABLE_TIMING, TABLE_TIMING, TEST_TABLE_TIMING, watchedTables, type TableTiming } from './rounds';

export const TABLES_TICK_MS = 1_000;

export const tablesClock = (context: AppContext): (() => number) => context.config.tables?.now ?? Date.now;

/** The table's round timing: the configured one (tests), a test-mode server's short one, or the table's own. */
export function timingOf(context: AppContext, table: LiveTable): TableTiming {
  const configured = context.config.tables?.timing;
  if (configured) return configured;
  if (context.config.testMode) return TEST_TABLE_TIMING;
  return table.speed ? SPEED_TABLE_TIMING : TABLE_TIMING;
}

export async function tablesTick(context: AppContext): Promise<void> {
  const now = tablesClock(context)();
  await settleDue(context.db, now);
  for (const watched of await watchedTables(context.db, now)) {
    const game = await findGame(context.db, watched.merchantCode, watched.nodeId);
    const table = game ? liveTableOf(game) : null;
    if (game && table) await roundOnTable(context.db, { ...watched, gameId: game.game_id, table }, timingOf(context, table), now);
  }
}

export function registerTablesScheduler(app: FastifyInstance, context: AppContext): void {
  if (context.config.tables?.scheduler === false) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const run = () => {
    // one tick at a time per process (a slow one makes the next wait, never pile up); a failed tick is logged and the next one tries again
    running ??= tablesTick(context)
      .catch((error: unknown) => app.log.warn({ err: error }, 'tables: tick failed'))
      .finally(() => { running = null; });
  };
  app.addHook('onReady', async () => {
    // the first tick before serving: rounds cut by a restart are settled before anyone asks
    run();
    await running;
    timer = setInterval(run, context.config.tables?.tickMs ?? TABLES_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
