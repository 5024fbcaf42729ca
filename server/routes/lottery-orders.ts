import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../contract/envelope';
import { cancelSubOrdersSchema, drawsQuerySchema, gameNumeroSchema, LOTTERY_NUMERO_DRAWS, numeroQuerySchema, LOTTERY_DRAWS_LIMIT, LOTTERY_ERROR_CODES, LOTTERY_PATHS, orderDetailQuerySchema, ordersQuerySchema, placeOrderSchema, stateQuerySchema, testCloseDrawSchema, drawsListSchema, lotteryStateSchema, orderDetailSchema, ordersPageSchema } from '../../contract/lottery';
import { requireMember } from '../accounts/current-member';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { findGame } from '../games/catalogue';
import { isLotteryEngine } from '../games/engines';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import { closeOpenDraw, drawDue, lotteryEngineGames, openDraw, publicDraw, recentDraws, type LotteryGameRow } from '../lottery/draws';
import { cancelSubOrders, listOrders, loadOdds, orderDetail, placeOrder } from '../lottery/orders';
import { lotteryClock, registerLotteryScheduler } from '../lottery/scheduler';
import { endingCounts } from '../lottery/numero';
import { readBalance } from '../wallet/wallet';

/**
 * The fast lottery's calls (contract/lottery.ts, docs/decisions/0068): the
 * open draw, recent results, and the member's orders. Every rule is here
 * and in server/lottery; the screen only shows what these answer.
 */
export function registerLotteryOrderRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const now = lotteryClock(context);
  const gameOf = async (request: FastifyRequest, where: { gameCode?: string; nodeId?: string }): Promise<LotteryGameRow> => {
    const [game] = await lotteryEngineGames(db, { merchantCode: requestMerchantCode(request, config.merchantCode), ...where });
    if (!game) throw new WpsError(LOTTERY_ERROR_CODES.gameNotFound, 'lotteryGameNotFound', 404);
    return game;
  };

  /**
   * The draw a lottery screen shows: the game's own when it has a draw
   * engine, else, for any other lottery game (every vendor's lottery tiles
   * open this screen), the merchant's first in-house draw.
   */
  const stateGameOf = async (request: FastifyRequest, q: { gameCode: string } | { nodeId: string }): Promise<LotteryGameRow> => {
    const merchantCode = requestMerchantCode(request, config.merchantCode);
    const [own] = await lotteryEngineGames(db, { merchantCode, ...q });
    if (own) return own;
    const tile = 'nodeId' in q ? await findGame(db, merchantCode, q.nodeId) : null;
    const [drawn] = tile && isLotteryEngine(tile) ? await lotteryEngineGames(db, { merchantCode }) : [];
    if (!drawn) throw new WpsError(LOTTERY_ERROR_CODES.gameNotFound, 'lotteryGameNotFound', 404);
    return drawn;
  };

  defineRoute(app, {
    method: 'GET', url: LOTTERY_PATHS.state, query: stateQuerySchema, reply: lotteryStateSchema,
    handler: async ({ request, reply, query: q }) => {
      const member = await requireMember(context, request);
      const game = await stateGameOf(request, q);
      // a vendor's lottery game plays the in-house draw under its own name (server/games/engines.ts, docs/decisions/0076)
      const row = await findGame(db, game.merchantCode, 'nodeId' in q ? q.nodeId : game.nodeId);
      const draw = await openDraw(db, game, now());
      const odds = await loadOdds(db, game);
      reply.header('Cache-Control', 'no-store');
      return ok({
        gameCode: game.gameCode, nodeId: game.nodeId,
        gameName: row ? (requestLanguage(request) === 'EN' ? row.name_en : row.name_vi) : game.gameCode,
        now: now(), draw: publicDraw(draw),
        betTypes: odds.map((o) => ({ betType: o.betType, pointPrice: o.priceCents / 100, payoutPerPoint: o.payoutCents / 100, minPoints: o.minPoints, maxPoints: o.maxPoints })),
        balance: await readBalance(db, member.id),
      });
    },
  });

  defineRoute(app, {
    method: 'GET', url: LOTTERY_PATHS.draws, query: drawsQuerySchema, reply: drawsListSchema,
    handler: async ({ request, reply, query: q }) => {
      const game = await gameOf(request, { gameCode: q.gameCode });
      reply.header('Cache-Control', 'no-store');
      return ok((await recentDraws(db, game.merchantCode, game.gameCode, q.limit ?? LOTTERY_DRAWS_LIMIT)).map(publicDraw));
    },
  });

  // game numero: the recent results' two-digit endings counted (docs/decisions/0102)
  defineRoute(app, {
    method: 'GET', url: LOTTERY_PATHS.numero, query: numeroQuerySchema, reply: gameNumeroSchema,
    handler: async ({ request, reply, query: q }) => {
      const game = await gameOf(request, { gameCode: q.gameCode });
      const draws = await recentDraws(db, game.merchantCode, game.gameCode, q.limit ?? LOTTERY_NUMERO_DRAWS.default);
      reply.header('Cache-Control', 'no-store');
      return ok({
        gameCode: game.gameCode, draws: draws.length, fromIssue: draws.at(-1)?.issue ?? null, toIssue: draws[0]?.issue ?? null,
        numbers: endingCounts(draws.map((d) => (d.prizes ?? []).flat())).map(({ number, count, absent }) => ({ number, count, absentDraws: absent })),
      });
    },
  });

  defineRoute(app, {
    method: 'POST', url: LOTTERY_PATHS.orders, body: placeOrderSchema, reply: orderDetailSchema,
    handler: async ({ request, reply, body }) => {
      const member = await requireMember(context, request);
      const game = await gameOf(request, { gameCode: body.gameCode });
      reply.header('Cache-Control', 'no-store');
      return ok(await placeOrder(db, game, member.id, body, now()));
    },
  });

  defineRoute(app, {
    method: 'GET', url: LOTTERY_PATHS.orders, query: ordersQuerySchema, reply: ordersPageSchema,
    handler: async ({ request, reply, query: q }) => {
      const member = await requireMember(context, request);
      reply.header('Cache-Control', 'no-store');
      return ok(await listOrders(db, member.id, { gameCode: q.gameCode, status: q.status, issue: q.issue, pageNo: q.pageNo ?? 1 }));
    },
  });

  defineRoute(app, {
    method: 'GET', url: LOTTERY_PATHS.orderDetail, query: orderDetailQuerySchema, reply: orderDetailSchema,
    handler: async ({ request, reply, query: q }) => {
      const member = await requireMember(context, request);
      reply.header('Cache-Control', 'no-store');
      return ok(await orderDetail(db, member.id, q.orderId));
    },
  });

  defineRoute(app, {
    method: 'POST', url: LOTTERY_PATHS.cancelSubOrders, body: cancelSubOrdersSchema, reply: orderDetailSchema,
    handler: async ({ request, reply, body }) => {
      const member = await requireMember(context, request);
      reply.header('Cache-Control', 'no-store');
      return ok(await cancelSubOrders(db, member.id, body.orderId, body.subOrderIds, now()));
    },
  });

  if (config.testMode) {
    // End-to-end tests cannot wait for the interval: close the open draw now and draw it.
    app.post(LOTTERY_PATHS.testCloseDraw, async (request) => {
      const body = parseInput(testCloseDrawSchema, request.body);
      const game = await gameOf(request, { gameCode: body.gameCode });
      await closeOpenDraw(db, game, now());
      return ok({ drawn: await drawDue(db, now(), game.merchantCode) });
    });
  }

  registerLotteryScheduler(app, context);
}
