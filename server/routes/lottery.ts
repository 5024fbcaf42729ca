import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { GAME_PATHS, lotteryMenuValueSchema, lotteryGamesValueSchema } from '../../contract/games';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { assetBase } from '../games/catalogue';
import { loadLotteryGames, loadLotteryMenu } from '../games/lottery';
import { optionalLanguage, pickLanguage } from '../games/query-params';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { requireMerchant } from '../settings/merchant';
import { registerLotteryOrderRoutes } from './lottery-orders';
import {
  VN_LOTTERY_PATHS, VN_NUMERO_DAYS, VN_RECENT_DAYS, vnNumeroQuerySchema, vnNumeroValueSchema, vnRecentQuerySchema, vnRecentValueSchema,
} from '../../contract/vn-lottery';
import { numeroOf, recentVnResults } from '../lottery/vn-draws';

const lotteryQuery = v.looseObject({ language: optionalLanguage() });

/** Lottery list, popular lottery games and the prize-mode menu (the /lgw gateway). */
export function registerLotteryRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const merchantOf = (request: FastifyRequest) => requireMerchant(db, requestMerchantCode(request, config.merchantCode));

  const list = (popular: boolean) => async ({ request, query: q }: { request: FastifyRequest; query: v.InferOutput<typeof lotteryQuery> }) => {
    const merchant = await merchantOf(request);
    const language = pickLanguage(q.language, requestLanguage(request));
    return ok(await loadLotteryGames(db, merchant.code, popular, language, assetBase(request, merchant)));
  };
  defineRoute(app, { method: 'GET', url: GAME_PATHS.lotteryGames, query: lotteryQuery, reply: lotteryGamesValueSchema, handler: list(false) });
  defineRoute(app, { method: 'GET', url: GAME_PATHS.lotteryPopular, query: lotteryQuery, reply: lotteryGamesValueSchema, handler: list(true) });

  defineRoute(app, {
    method: 'GET', url: GAME_PATHS.lotteryMenu, reply: lotteryMenuValueSchema,
    handler: async ({ request }) => {
      const merchant = await merchantOf(request);
      return ok(await loadLotteryMenu(db, merchant.code));
    },
  });

  // The traditional lottery's results and statistics (docs/decisions/0102): public, the same for every merchant.
  defineRoute(app, {
    method: 'GET', url: VN_LOTTERY_PATHS.recent, query: vnRecentQuerySchema, reply: vnRecentValueSchema,
    handler: async ({ query: q }) => ok({ region: q.region, results: await recentVnResults(db, q.region, q.days ?? VN_RECENT_DAYS.default) }),
  });
  defineRoute(app, {
    method: 'GET', url: VN_LOTTERY_PATHS.numero, query: vnNumeroQuerySchema, reply: vnNumeroValueSchema,
    handler: async ({ query: q }) => ok(numeroOf(q.region, await recentVnResults(db, q.region, q.days ?? VN_NUMERO_DAYS.default))),
  });

  registerLotteryOrderRoutes(app, context);
}
