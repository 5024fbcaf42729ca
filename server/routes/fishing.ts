import type { FastifyInstance } from 'fastify';
import { ok } from '../../contract/envelope';
import { cannonValuesCents, FISHING_RTP } from '../../contract/fishing';
import { FISHING_PATHS, fishingStateQuerySchema, fishingStateValueSchema, shotPayloadSchema, shotValueSchema } from '../../contract/fishing-play';
import { GAME_ERROR_CODES } from '../../contract/games';
import { PLAY_ERROR_CODES } from '../../contract/play';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { PALETTES } from '../art/paint';
import type { Db } from '../db/db';
import { findGame } from '../games/catalogue';
import { artStyleOf, isFishingGame } from '../games/engines';
import { activeSeed, publicSeed } from '../games/fairness/seeds';
import { shootFish } from '../games/fishing/shoot';
import { resolveLaunchTicket } from '../games/launch-tickets';
import { RateLimiter, type RateLimitRule } from '../http/rate-limit';
import { requestLanguage } from '../http/request-context';
import { WpsError } from '../http/wps-error';
import { readBalance } from '../wallet/wallet';

/**
 * Shots a member may fire, counted in the database (rate_counters) so every
 * server process shares the count: the screen fires at most four a second
 * (its cannon's reload, docs/decisions/0074-fishing.md), so ten leaves room
 * for a second tab and a retry while a script hammering the call is refused
 * with 429 and Retry-After.
 */
export const FISHING_SHOT_LIMIT: RateLimitRule = { max: 10, windowMs: 1000 };

/** The ticket's member and its game, which must be a fishing game (server/games/engines.ts). */
async function fishingTicket(db: Db, raw: string) {
  const ticket = await resolveLaunchTicket(db, raw);
  if (!ticket) throw new WpsError(PLAY_ERROR_CODES.ticketInvalid, 'launchTicketInvalid');
  const game = await findGame(db, ticket.merchantCode, ticket.nodeId);
  if (!game) throw new WpsError(GAME_ERROR_CODES.gameNotFound, 'gameNotFound');
  if (!isFishingGame(game)) throw new WpsError(PLAY_ERROR_CODES.engineMissing, 'engineMissing');
  return { ticket, game };
}

/** The game's lobby palette as the wire's [deep, mid, glow]. */
function paletteOf(game: Parameters<typeof artStyleOf>[0]): [string, string, string] {
  const [deep, mid, glow] = PALETTES[artStyleOf(game)]!;
  return [deep, mid, glow];
}

const cannonsOf = (minBet: number) => cannonValuesCents(Math.round(minBet * 100));

/**
 * The fishing arcade's calls (contract/fishing-play.ts). Every rule is here
 * and in contract/fishing.ts: the cannon values offered, the balance, the
 * nonce, whether the fish is caught and what it pays.
 */
export function registerFishingRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const limiter = new RateLimiter<'fishingShot'>(db, { fishingShot: config.fishing?.shotLimit ?? FISHING_SHOT_LIMIT }, config.fishing?.now ?? null);

  defineRoute(app, {
    method: 'GET', url: FISHING_PATHS.state, query: fishingStateQuerySchema, reply: fishingStateValueSchema,
    handler: async ({ request, reply, query: q }) => {
      const { ticket, game } = await fishingTicket(db, q.ticket);
      reply.header('Cache-Control', 'no-store');
      return ok({
        gameName: requestLanguage(request) === 'EN' ? game.name_en : game.name_vi,
        nodeId: game.node_id,
        palette: paletteOf(game),
        cannons: cannonsOf(Number(game.min_bet)).map((c) => c / 100),
        rtp: FISHING_RTP,
        balance: await readBalance(db, ticket.memberId),
        seed: publicSeed(await db.transaction((tx) => activeSeed(tx, ticket.memberId))),
      });
    },
  });

  defineRoute(app, {
    method: 'POST', url: FISHING_PATHS.shot, body: shotPayloadSchema, reply: shotValueSchema,
    handler: async ({ reply, body }) => {
      const { ticket, game } = await fishingTicket(db, body.ticket);
      await limiter.hit('fishingShot', `member:${ticket.memberId}`);
      const cannonCents = Math.round(body.cannon * 100);
      if (Math.abs(body.cannon * 100 - cannonCents) > 1e-6 || !cannonsOf(Number(game.min_bet)).includes(cannonCents)) {
        throw new WpsError(PLAY_ERROR_CODES.betInvalid, 'betInvalid', 400);
      }
      reply.header('Cache-Control', 'no-store');
      return ok(await shootFish(db, {
        memberId: ticket.memberId, merchantCode: ticket.merchantCode, nodeId: game.node_id,
        cannonCents, species: body.species, fishId: body.fishId, shotId: body.shotId,
      }));
    },
  });
}
