import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { hotReads } from './cache';
import { followSettingsChanges } from './settings-broadcast';

/**
 * Subscribes the app's hot-read cache to other instances' setting changes
 * when it starts, and stops when it closes (docs/decisions/0064). A failed
 * subscription is logged, not fatal: entries then keep their short
 * lifetime, so other instances' changes still arrive within it.
 */
export function registerSettingsFollower(app: FastifyInstance, { db }: AppContext): void {
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    try {
      stop = await followSettingsChanges(db, hotReads(db));
    } catch (error) {
      app.log.warn({ err: error }, 'not listening for setting changes: cached settings live 0.5 s');
    }
  });
  app.addHook('onClose', async () => {
    // Closing anyway: a database already closed under it has nothing left to stop.
    await stop?.().catch(() => undefined);
  });
}
