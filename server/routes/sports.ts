import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import {
  betsQuerySchema, placedSlipSchema, placeSlipSchema, SPORTS_ERROR_CODES, SPORTS_PATHS, sportsBetsSchema, sportsStateQuerySchema, sportsStateSchema,
  type SportsCategory,
} from '../../contract/sports';
import { requireMember } from '../accounts/current-member';
import type { AppContext } from '../app-context';
import { findGame } from '../games/catalogue';
import { isSportsbookGame } from '../games/engines';
import { findVendor } from '../games/vendors';
import { defineRoute } from '../http/route';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { WpsError } from '../http/wps-error';
import { listBets, loadLimits, placeSlip, publicLimits } from '../sports/bets';
import { upcomingFixtures } from '../sports/fixtures';
import { registerSportsScheduler, sportsClock } from '../sports/scheduler';
import { readBalance } from '../wallet/wallet';

/** How many upcoming fixtures the screen gets at once (by kick-off). */
const FIXTURES_SHOWN = 60;

/**
 * The sportsbook's calls (contract/sports.ts, docs/decisions/0073): the
 * launched game's fixtures and limits, a slip, the member's bets. Every rule
 * is here and in server/sports; the screen shows what these answer.
 */
export function registerSportsRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const now = sportsClock(context);

  /** The game the screen was launched for: a sportsbook game, its vendor not under maintenance, its merchant running a book. */
  const bookOf = async (request: FastifyRequest, nodeId: string) => {
    const merchantCode = requestMerchantCode(request, config.merchantCode);
    const game = await findGame(db, merchantCode, nodeId);
    const limits = await loadLimits(db, merchantCode);
    if (!game || !isSportsbookGame(game) || !limits) throw new WpsError(SPORTS_ERROR_CODES.gameNotFound, 'sportsGameNotFound', 404);
    const vendor = await findVendor(db, merchantCode, game.vendor_code);
    if (vendor?.maintenance) {
      throw new WpsError(ERROR_CODES.vendorUnderMaintenance, 'vendorUnderMaintenance', 200, { maintainStart: vendor.maintainStart, maintainEnd: vendor.maintainEnd });
    }
    return { merchantCode, game, limits, category: game.game_type as SportsCategory };
  };

  defineRoute(app, {
    method: 'GET', url: SPORTS_PATHS.state, query: sportsStateQuerySchema, reply: sportsStateSchema,
    handler: async ({ request, reply, query: q }) => {
      const member = await requireMember(context, request);
      const book = await bookOf(request, q.nodeId);
      const at = now();
      reply.header('Cache-Control', 'no-store');
      return ok({
        gameName: requestLanguage(request) === 'EN' ? book.game.name_en : book.game.name_vi,
        nodeId: book.game.node_id,
        category: book.category,
        now: at,
        limits: publicLimits(book.limits),
        fixtures: await upcomingFixtures(db, book.merchantCode, book.category, at, FIXTURES_SHOWN),
        balance: await readBalance(db, member.id),
      });
    },
  });

  defineRoute(app, {
    method: 'POST', url: SPORTS_PATHS.bets, body: placeSlipSchema, reply: placedSlipSchema,
    handler: async ({ request, reply, body }) => {
      const member = await requireMember(context, request);
      const book = await bookOf(request, body.nodeId);
      reply.header('Cache-Control', 'no-store');
      return ok(await placeSlip(db, {
        memberId: member.id, merchantCode: book.merchantCode, nodeId: book.game.node_id, category: book.category, ask: body, limits: book.limits, now: now(),
      }));
    },
  });

  defineRoute(app, {
    method: 'GET', url: SPORTS_PATHS.bets, query: betsQuerySchema, reply: sportsBetsSchema,
    handler: async ({ request, reply, query: q }) => {
      const member = await requireMember(context, request);
      reply.header('Cache-Control', 'no-store');
      return ok(await listBets(db, member.id, q.status));
    },
  });

  registerSportsScheduler(app, context);
}
