import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { DEMO_GAME_ERROR_CODES, DEMO_GAME_PATHS, demoSpinPayloadSchema, GAME_ERROR_CODES, demoSpinValueSchema, demoStateValueSchema } from '../../contract/games';
import type { WireLanguage } from '../../contract/headers';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { DEMO_PAGE_HEADERS, demoGamePage } from '../demo-game/page';
import { BET_STEPS, drawReels, multiplierOf } from '../demo-game/slot';
import type { GameRow } from '../games/catalogue';
import { type LaunchTicket, resolveLaunchTicketGame } from '../games/launch-tickets';
import { parseWireLanguage, requestLanguage } from '../http/request-context';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import type { Db } from '../db/db';
import { readBalance, settleRound } from '../wallet/wallet';
import { memberMoneyWriter } from '../messages/money-text';

const pageQuery = v.looseObject({ lang: v.optional(v.string()) });
const stateQuery = v.looseObject({ ticket: v.pipe(v.string(), v.maxLength(200)) });

/** Bets offered for a game: multiples of its min bet, in cents. */
export function betOptionsCents(minBet: number): number[] {
  const cents = Math.round(minBet * 100);
  return BET_STEPS.map((step) => step * cents);
}

async function ticketGame(db: Db, raw: string): Promise<{ ticket: LaunchTicket; game: GameRow }> {
  // One query for the ticket and its game: a spin is this and its settlement (docs/decisions/0091).
  const found = await resolveLaunchTicketGame(db, raw);
  if (!found) throw new WpsError(DEMO_GAME_ERROR_CODES.ticketInvalid, 'launchTicketInvalid');
  if (!found.game) throw new WpsError(GAME_ERROR_CODES.gameNotFound, 'gameNotFound');
  return { ticket: found.ticket, game: found.game };
}

function gameName(game: GameRow, language: WireLanguage): string {
  return language === 'EN' ? game.name_en : game.name_vi;
}

/**
 * The in-house demo game a launch URL opens: its page and the two calls the
 * page makes. Every spin is settled against the member's wallet in one
 * transaction (server/wallet/wallet.ts).
 */
export function registerDemoGameRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get(DEMO_GAME_PATHS.page, async (request, reply) => {
    const q = parseInput(pageQuery, request.query);
    const lang = parseWireLanguage(q.lang) ?? requestLanguage(request);
    return reply.headers(DEMO_PAGE_HEADERS).send(demoGamePage(lang));
  });
  app.get('/demo-game', async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${DEMO_GAME_PATHS.page}${search}`);
  });

  defineRoute(app, {
    method: 'GET', url: DEMO_GAME_PATHS.state, query: stateQuery, reply: demoStateValueSchema,
    handler: async ({ request, reply, query: q }) => {
      const { ticket, game } = await ticketGame(db, q.ticket);
      const language = requestLanguage(request);
      const write = await memberMoneyWriter(db, ticket.merchantCode, language);
      const balance = await readBalance(db, ticket.memberId);
      const bets = betOptionsCents(Number(game.min_bet)).map((c) => c / 100);
      reply.header('Cache-Control', 'no-store');
      return ok({
        balance,
        gameName: gameName(game, language),
        nodeId: game.node_id,
        minBet: Number(game.min_bet),
        bets,
        balanceText: write.money(balance),
        betTexts: bets.map(write.amount),
      });
    },
  });

  defineRoute(app, {
    method: 'POST', url: DEMO_GAME_PATHS.spin, body: demoSpinPayloadSchema, reply: demoSpinValueSchema,
    handler: async ({ request, reply, body }) => {
      const { ticket, game } = await ticketGame(db, body.ticket);
      const betCents = Math.round(body.bet * 100);
      if (!Number.isFinite(body.bet) || Math.abs(body.bet * 100 - betCents) > 1e-6 || !betOptionsCents(Number(game.min_bet)).includes(betCents)) {
        throw new WpsError(DEMO_GAME_ERROR_CODES.betInvalid, 'betInvalid');
      }
      const reels = drawReels(randomInt);
      const winCents = betCents * multiplierOf(reels);
      const balance = await settleRound(db, {
        memberId: ticket.memberId,
        merchantCode: ticket.merchantCode,
        nodeId: game.node_id,
        betCents,
        winCents,
        outcome: reels.join(' '),
      });
      const write = await memberMoneyWriter(db, ticket.merchantCode, requestLanguage(request));
      reply.header('Cache-Control', 'no-store');
      return ok({ reels, bet: betCents / 100, win: winCents / 100, balance, balanceText: write.money(balance), winText: write.money(winCents / 100) });
    },
  });

  // Anything else under /demo-game/ is a plain 404, never the PWA shell.
  app.all('/demo-game/*', async (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
}
