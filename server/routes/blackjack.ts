import type { FastifyInstance } from 'fastify';
import { actionPayloadSchema, BLACKJACK_PATHS, blackjackStateQuerySchema, dealPayloadSchema, blackjackPlayValueSchema, blackjackStateValueSchema } from '../../contract/blackjack-play';
import { ok } from '../../contract/envelope';
import { GAME_ERROR_CODES } from '../../contract/games';
import { PLAY_ERROR_CODES } from '../../contract/play';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import type { Db } from '../db/db';
import { actRound, dealRound, resumeRound } from '../games/blackjack/play';
import { findGame } from '../games/catalogue';
import { isBlackjackTable } from '../games/engines';
import { activeSeed, publicSeed } from '../games/fairness/seeds';
import { resolveLaunchTicket } from '../games/launch-tickets';
import { requestLanguage } from '../http/request-context';
import { WpsError } from '../http/wps-error';
import { readBalance } from '../wallet/wallet';
import { betOptionsCents } from './demo-game';

/** The ticket's member and its game, which must be a blackjack table (server/games/engines.ts). */
async function tableTicket(db: Db, raw: string) {
  const ticket = await resolveLaunchTicket(db, raw);
  if (!ticket) throw new WpsError(PLAY_ERROR_CODES.ticketInvalid, 'launchTicketInvalid');
  const game = await findGame(db, ticket.merchantCode, ticket.nodeId);
  if (!game) throw new WpsError(GAME_ERROR_CODES.gameNotFound, 'gameNotFound');
  if (!isBlackjackTable(game)) throw new WpsError(PLAY_ERROR_CODES.engineMissing, 'engineMissing');
  return { ticket, game };
}

/**
 * The blackjack table's calls (contract/blackjack-play.ts,
 * docs/decisions/0068-blackjack-rounds.md). Every rule is here and in
 * contract/blackjack.ts: the stakes offered, the balance, which action is
 * legal, the step a request acts on.
 */
export function registerBlackjackRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: 'GET', url: BLACKJACK_PATHS.state, query: blackjackStateQuerySchema, reply: blackjackStateValueSchema,
    handler: async ({ request, reply, query: q }) => {
      const { ticket, game } = await tableTicket(db, q.ticket);
      reply.header('Cache-Control', 'no-store');
      return ok({
        gameName: requestLanguage(request) === 'EN' ? game.name_en : game.name_vi,
        nodeId: game.node_id,
        bets: betOptionsCents(Number(game.min_bet)).map((c) => c / 100),
        balance: await readBalance(db, ticket.memberId),
        seed: publicSeed(await db.transaction((tx) => activeSeed(tx, ticket.memberId))),
        round: await resumeRound(db, ticket.memberId, game.node_id),
      });
    },
  });

  defineRoute(app, {
    method: 'POST', url: BLACKJACK_PATHS.deal, body: dealPayloadSchema, reply: blackjackPlayValueSchema,
    handler: async ({ reply, body }) => {
      const { ticket, game } = await tableTicket(db, body.ticket);
      const betCents = Math.round(body.bet * 100);
      if (Math.abs(body.bet * 100 - betCents) > 1e-6 || !betOptionsCents(Number(game.min_bet)).includes(betCents)) {
        throw new WpsError(PLAY_ERROR_CODES.betInvalid, 'betInvalid', 400);
      }
      reply.header('Cache-Control', 'no-store');
      return ok(await dealRound(db, { memberId: ticket.memberId, merchantCode: ticket.merchantCode, nodeId: game.node_id, betCents, dealId: body.dealId }));
    },
  });

  defineRoute(app, {
    method: 'POST', url: BLACKJACK_PATHS.action, body: actionPayloadSchema, reply: blackjackPlayValueSchema,
    handler: async ({ reply, body }) => {
      const { ticket, game } = await tableTicket(db, body.ticket);
      reply.header('Cache-Control', 'no-store');
      return ok(await actRound(db, { memberId: ticket.memberId, nodeId: game.node_id, roundId: body.roundId, step: body.step, action: body.action }));
    },
  });
}
