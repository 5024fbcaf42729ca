import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import {
  COCKFIGHT_ERROR_CODES, COCKFIGHT_PATHS, COCKFIGHT_ROAD_LENGTH, cockfightBetAskSchema, cockfightPlacedSchema, cockfightStateQuerySchema, cockfightStateSchema,
} from '../../contract/cockfight';
import { requireMember } from '../accounts/current-member';
import type { AppContext } from '../app-context';
import { myBets, placeCockfightBet } from '../cockfight/bets';
import { cockfightTables, currentRound, publicRound, recentRounds, resolveDue, timingOf } from '../cockfight/rounds';
import { cockfightClock, registerCockfightScheduler } from '../cockfight/scheduler';
import { findGame } from '../games/catalogue';
import { isCockfightGame } from '../games/engines';
import { findVendor } from '../games/vendors';
import { defineRoute } from '../http/route';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { WpsError } from '../http/wps-error';
import { readBalance } from '../wallet/wallet';

/**
 * The cockfight tables' calls (contract/cockfight.ts, docs/decisions/0073):
 * the table's round, road and the member's bets, and a bet. The state call
 * also resolves the table's ended rounds, so a screen never waits for the
 * scheduler's next tick to see its result.
 */
export function registerCockfightRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const now = cockfightClock(context);

  const tableOf = async (request: FastifyRequest, nodeId: string) => {
    const merchantCode = requestMerchantCode(request, config.merchantCode);
    const game = await findGame(db, merchantCode, nodeId);
    const [table] = game && isCockfightGame(game) ? await cockfightTables(db, { merchantCode, nodeId }) : [];
    if (!game || !table) throw new WpsError(COCKFIGHT_ERROR_CODES.gameNotFound, 'cockfightGameNotFound', 404);
    const vendor = await findVendor(db, merchantCode, game.vendor_code);
    if (vendor?.maintenance) {
      throw new WpsError(ERROR_CODES.vendorUnderMaintenance, 'vendorUnderMaintenance', 200, { maintainStart: vendor.maintainStart, maintainEnd: vendor.maintainEnd });
    }
    return { game, table };
  };

  defineRoute(app, {
    method: 'GET', url: COCKFIGHT_PATHS.state, query: cockfightStateQuerySchema, reply: cockfightStateSchema,
    handler: async ({ request, reply, query: q }) => {
      const member = await requireMember(context, request);
      const { game, table } = await tableOf(request, q.nodeId);
      const at = now();
      const timing = timingOf(table, config);
      await resolveDue(db, at, { merchantCode: table.merchantCode, nodeId: table.nodeId });
      const round = await currentRound(db, table, timing, at);
      reply.header('Cache-Control', 'no-store');
      return ok({
        gameName: requestLanguage(request) === 'EN' ? game.name_en : game.name_vi,
        nodeId: game.node_id,
        now: at,
        bettingSeconds: timing.bettingSeconds,
        fightSeconds: timing.fightSeconds,
        limits: { minStake: table.minStakeCents / 100, maxStake: table.maxStakeCents / 100 },
        round: publicRound(round, at),
        road: (await recentRounds(db, table, COCKFIGHT_ROAD_LENGTH)).map((r) => publicRound(r, at)),
        myBets: await myBets(db, member.id, table),
        balance: await readBalance(db, member.id),
      });
    },
  });

  defineRoute(app, {
    method: 'POST', url: COCKFIGHT_PATHS.bets, body: cockfightBetAskSchema, reply: cockfightPlacedSchema,
    handler: async ({ request, reply, body }) => {
      const member = await requireMember(context, request);
      const { table } = await tableOf(request, body.nodeId);
      reply.header('Cache-Control', 'no-store');
      return ok(await placeCockfightBet(db, { memberId: member.id, table, ask: body, now: now() }));
    },
  });

  registerCockfightScheduler(app, context);
}
