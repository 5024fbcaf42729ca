import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { GAME_ERROR_CODES } from '../../contract/games';
import { clientSeedPayloadSchema, PLAY_ERROR_CODES, PLAY_PATHS, spinPayloadSchema, ticketQuerySchema, activeSeedSchema, playStateValueSchema, rotateValueSchema, spinValueSchema } from '../../contract/play';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import type { Db } from '../db/db';
import { artStyleOf, isBlackjackTable, isFishingGame, reelSetOf } from '../games/engines';
import { findGame } from '../games/catalogue';
import { activeSeed, publicSeed, rotateSeed, setClientSeed } from '../games/fairness/seeds';
import { type LaunchTicket, resolveLaunchTicket } from '../games/launch-tickets';
import { freeSpinRun, freeSpinsValue, spinReels } from '../games/reels/spin';
import { isReelSymbol, reelSymbolSvg } from '../games/reels/symbol-art';
import { artBaseName, artFormatOf, sendArt, sendImageNotFound } from '../games/svg-reply';
import { requestLanguage } from '../http/request-context';
import { WpsError } from '../http/wps-error';
import { readBalance } from '../wallet/wallet';
import { betOptionsCents } from './demo-game';

const symbolParams = v.object({ style: v.pipe(v.string(), v.regex(/^\d{1,2}$/)), file: v.pipe(v.string(), v.maxLength(40)) });

/** The ticket's member and its game, which must have an engine (the seed calls serve every engine). */
async function engineTicket(db: Db, raw: string) {
  const ticket: LaunchTicket | null = await resolveLaunchTicket(db, raw);
  if (!ticket) throw new WpsError(PLAY_ERROR_CODES.ticketInvalid, 'launchTicketInvalid');
  const game = await findGame(db, ticket.merchantCode, ticket.nodeId);
  if (!game) throw new WpsError(GAME_ERROR_CODES.gameNotFound, 'gameNotFound');
  if (!reelSetOf(game) && !isBlackjackTable(game) && !isFishingGame(game)) throw new WpsError(PLAY_ERROR_CODES.engineMissing, 'engineMissing');
  return { ticket, game };
}

/** The ticket's member and its game, which must have a reels engine. */
async function ticketGame(db: Db, raw: string) {
  const ticket: LaunchTicket | null = await resolveLaunchTicket(db, raw);
  if (!ticket) throw new WpsError(PLAY_ERROR_CODES.ticketInvalid, 'launchTicketInvalid');
  const game = await findGame(db, ticket.merchantCode, ticket.nodeId);
  if (!game) throw new WpsError(GAME_ERROR_CODES.gameNotFound, 'gameNotFound');
  const reelSet = reelSetOf(game);
  if (!reelSet) throw new WpsError(PLAY_ERROR_CODES.engineMissing, 'engineMissing');
  return { ticket, game, reelSet };
}

/**
 * The in-house engines' calls (contract/play.ts, docs/decisions/0065): the
 * play screen's state, a spin, the member's seeds, and the symbol art. Every
 * rule is here: the bets offered, the balance, free spins, the nonce.
 */
export function registerPlayRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: 'GET', url: PLAY_PATHS.state, query: ticketQuerySchema, reply: playStateValueSchema,
    handler: async ({ request, reply, query: q }) => {
      const { ticket, game, reelSet } = await ticketGame(db, q.ticket);
      reply.header('Cache-Control', 'no-store');
      return ok({
        gameName: requestLanguage(request) === 'EN' ? game.name_en : game.name_vi,
        nodeId: game.node_id,
        reelSet: reelSet.id,
        artStyle: artStyleOf(game),
        bets: betOptionsCents(Number(game.min_bet)).map((c) => c / 100),
        balance: await readBalance(db, ticket.memberId),
        seed: publicSeed(await db.transaction((tx) => activeSeed(tx, ticket.memberId))),
        freeSpins: freeSpinsValue(await freeSpinRun(db, ticket.memberId, game.node_id), reelSet),
      });
    },
  });

  defineRoute(app, {
    method: 'POST', url: PLAY_PATHS.spin, body: spinPayloadSchema, reply: spinValueSchema,
    handler: async ({ reply, body }) => {
      const { ticket, game, reelSet } = await ticketGame(db, body.ticket);
      const betCents = Math.round(body.bet * 100);
      // only an offered bet of whole line bets; a free spin ignores it (decided under the round's lock in spinReels)
      const valid = Math.abs(body.bet * 100 - betCents) < 1e-6 && betOptionsCents(Number(game.min_bet)).includes(betCents) && betCents % reelSet.lines.length === 0;
      reply.header('Cache-Control', 'no-store');
      return ok(await spinReels(db, {
        memberId: ticket.memberId, merchantCode: ticket.merchantCode, nodeId: game.node_id, reelSet, betCents: valid ? betCents : null, spinId: body.spinId,
      }));
    },
  });

  defineRoute(app, {
    method: 'POST', url: PLAY_PATHS.clientSeed, body: clientSeedPayloadSchema, reply: activeSeedSchema,
    handler: async ({ reply, body }) => {
      const { ticket } = await engineTicket(db, body.ticket);
      reply.header('Cache-Control', 'no-store');
      return ok(publicSeed(await setClientSeed(db, ticket.memberId, body.clientSeed)));
    },
  });

  defineRoute(app, {
    method: 'POST', url: PLAY_PATHS.rotateSeed, body: ticketQuerySchema, reply: rotateValueSchema,
    handler: async ({ reply, body }) => {
      const { ticket } = await engineTicket(db, body.ticket);
      const { revealed, active } = await rotateSeed(db, ticket.memberId);
      reply.header('Cache-Control', 'no-store');
      return ok({
        revealed: { serverSeed: revealed.serverSeed, serverSeedHash: revealed.serverSeedHash, clientSeed: revealed.clientSeed, rounds: revealed.nextNonce },
        seed: publicSeed(active),
      });
    },
  });

  app.get(`${PLAY_PATHS.symbols}/:style/:file`, async (request, reply) => {
    const params = v.safeParse(symbolParams, request.params);
    const symbol = params.success ? artBaseName(params.output.file) : '';
    if (!params.success || !isReelSymbol(symbol)) return sendImageNotFound(reply);
    return sendArt(reply, reelSymbolSvg(Number(params.output.style), symbol), artFormatOf(params.output.file));
  });
}
