import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/api/contract/envelope';
import type { AppContext } from '../app-context';

/**
 * Hooks for end-to-end tests (reset data, fake time…), registered only with
 * WPS_TEST_MODE=1: in any other deployment these paths do not exist at all.
 */
export function registerTestRoutes(app: FastifyInstance, { config }: AppContext): void {
  if (!config.testMode) return;
  app.get('/__test/ping', async () => ok({ pong: true }));
}
