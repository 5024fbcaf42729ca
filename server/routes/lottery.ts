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

  registerLotteryOrderRoutes(app, context);
}
