import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { GAME_ERROR_CODES } from '../../contract/games';
import {
  LIVE_MODEL_PATH, LIVE_TABLE_ERROR_CODES, LIVE_TABLE_PATHS, liveModelListSchema, LOBBY_ROAD_LENGTH, ROAD_LENGTH, tableBetPayloadSchema, tablesLobbySchema, tableStateQuerySchema, tableStateSchema,
  type LobbyTable, type TableState,
} from '../../contract/live-tables';
import { PLAY_ERROR_CODES } from '../../contract/play';
import type { AppContext } from '../app-context';
import type { Db } from '../db/db';
import { assetBase, findGame, GAME_COLUMNS, type GameRow } from '../games/catalogue';
import { isLiveLobby, liveTableOf } from '../games/engines';
import { resolveLaunchTicket } from '../games/launch-tickets';
import { betsOn, limitsOf, placeBets } from '../games/tables/bets';
import { publicRound, roadOf, roundOnTable, settleDue, watchTables, type TableRef } from '../games/tables/rounds';
import { registerTablesScheduler, tablesClock, timingOf } from '../games/tables/scheduler';
import { liveModels } from '../games/tables/live-models';
import { optionalLanguage, pickLanguage } from '../games/query-params';
import { requireMerchant } from '../settings/merchant';
import { findVendor } from '../games/vendors';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { defineRoute } from '../http/route';
import { WpsError } from '../http/wps-error';
import { readBalance } from '../wallet/wallet';

/** The ticket's member and its game, which must be enabled. */
async function ticketGame(db: Db, raw: string) {
  const ticket = await resolveLaunchTicket(db, raw);
  if (!ticket) throw new WpsError(PLAY_ERROR_CODES.ticketInvalid, 'launchTicketInvalid');
  const game = await findGame(db, ticket.merchantCode, ticket.nodeId);
  if (!game) throw new WpsError(GAME_ERROR_CODES.gameNotFound, 'gameNotFound');
  return { ticket, game };
}

/** The ticket's member and its table (a LIVE game dealing baccarat or roulette, server/games/engines.ts). */
async function tableTicket(db: Db, raw: string) {
  const { ticket, game } = await ticketGame(db, raw);
  const table = liveTableOf(game);
  if (!table) throw new WpsError(PLAY_ERROR_CODES.engineMissing, 'engineMissing');
  const ref: TableRef = { merchantCode: ticket.merchantCode, nodeId: game.node_id, gameId: game.game_id, table };
  return { ticket, game, ref };
}

/**
 * The live tables' calls (contract/live-tables.ts, docs/decisions/0072-live-tables.md).
 * Every rule is the server's: the round on the table and its window (its
 * clock), the layout's spots, the chips and the per-spot limit, the balance.
 * Every answer first settles the table's due round and opens the next one,
 * so a watched table never waits for the scheduler's tick.
 */
export function registerLiveTableRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const now = tablesClock(context);

  async function stateOf(memberId: number, game: GameRow, ref: TableRef, language: 'VI' | 'EN', at: number): Promise<TableState> {
    await watchTables(db, ref.merchantCode, [ref.nodeId], at);
    await settleDue(db, at, ref);
    const round = await roundOnTable(db, ref, timingOf(context, ref.table), at);
    const mine = await betsOn(db, round.id, memberId);
    const limits = limitsOf(Number(game.min_bet));
    return {
      gameName: language === 'EN' ? game.name_en : game.name_vi,
      nodeId: game.node_id,
      engine: ref.table.engine,
      variant: ref.table.engine === 'baccarat' ? ref.table.variant : null,
      chips: limits.chipsCents.map((c) => c / 100),
      maxPerSpot: limits.maxPerSpotCents / 100,
      balance: await readBalance(db, memberId),
      serverNow: at,
      round: publicRound(round),
      myBets: mine.bets.map((b) => ({ spot: b.spot, amount: b.cents / 100 })),
      myStake: mine.bets.reduce((sum, b) => sum + b.cents, 0) / 100,
      myPayout: mine.payoutCents === null ? null : mine.payoutCents / 100,
      road: await roadOf(db, ref, ROAD_LENGTH),
    };
  }

  defineRoute(app, {
    method: 'GET', url: LIVE_TABLE_PATHS.state, query: tableStateQuerySchema, reply: tableStateSchema,
    handler: async ({ request, reply, query: q }) => {
      const { ticket, game, ref } = await tableTicket(db, q.ticket);
      reply.header('Cache-Control', 'no-store');
      return ok(await stateOf(ticket.memberId, game, ref, requestLanguage(request), now()));
    },
  });

  defineRoute(app, {
    method: 'POST', url: LIVE_TABLE_PATHS.bet, body: tableBetPayloadSchema, reply: tableStateSchema,
    handler: async ({ request, reply, body }) => {
      const { ticket, game, ref } = await tableTicket(db, body.ticket);
      const vendor = await findVendor(db, ticket.merchantCode, game.vendor_code);
      if (vendor?.maintenance) {
        throw new WpsError(ERROR_CODES.vendorUnderMaintenance, 'vendorUnderMaintenance', 200, { maintainStart: vendor.maintainStart, maintainEnd: vendor.maintainEnd });
      }
      const at = now();
      await placeBets(db, { memberId: ticket.memberId, ref, roundId: body.roundId, requestId: body.requestId, bets: body.bets }, limitsOf(Number(game.min_bet)), at);
      reply.header('Cache-Control', 'no-store');
      return ok(await stateOf(ticket.memberId, game, ref, requestLanguage(request), at));
    },
  });

  defineRoute(app, {
    method: 'GET', url: LIVE_TABLE_PATHS.lobby, query: tableStateQuerySchema, reply: tablesLobbySchema,
    handler: async ({ request, reply, query: q }) => {
      const { ticket, game } = await ticketGame(db, q.ticket);
      if (!isLiveLobby(game)) throw new WpsError(LIVE_TABLE_ERROR_CODES.notLobby, 'tableLobbyInvalid', 400);
      const at = now();
      const language = requestLanguage(request);
      const games = await db.query<GameRow>(
        `select ${GAME_COLUMNS} from games g where g.merchant_code = $1 and g.vendor_code = $2 and g.game_type = 'LIVE' and g.enabled
          order by g.sort_order, g.node_id`,
        [ticket.merchantCode, game.vendor_code],
      );
      const refs = games.flatMap((g) => {
        const table = liveTableOf(g);
        return table ? [{ game: g, ref: { merchantCode: ticket.merchantCode, nodeId: g.node_id, gameId: g.game_id, table } satisfies TableRef }] : [];
      });
      await watchTables(db, ticket.merchantCode, refs.map((r) => r.ref.nodeId), at);
      await settleDue(db, at);
      const tables: LobbyTable[] = [];
      for (const { game: g, ref } of refs) {
        const round = await roundOnTable(db, ref, timingOf(context, ref.table), at);
        tables.push({
          nodeId: g.node_id, gameId: g.game_id, gameName: language === 'EN' ? g.name_en : g.name_vi, vassalage: g.vendor_code,
          engine: ref.table.engine, variant: ref.table.engine === 'baccarat' ? ref.table.variant : null, minBet: Number(g.min_bet),
          round: { roundNo: round.roundNo, phase: round.status, closesAt: round.closesAt, endsAt: round.endsAt },
          road: await roadOf(db, ref, LOBBY_ROAD_LENGTH),
        });
      }
      reply.header('Cache-Control', 'no-store');
      return ok({
        gameName: language === 'EN' ? game.name_en : game.name_vi,
        vendorName: (await findVendor(db, ticket.merchantCode, game.vendor_code))?.displayName ?? game.vendor_code,
        balance: await readBalance(db, ticket.memberId),
        serverNow: at,
        tables,
      });
    },
  });

  // The live model list: public (guests see the lobby's streams too), never kept: its flags follow the tables.
  defineRoute(app, {
    method: 'GET', url: LIVE_MODEL_PATH, query: v.looseObject({ language: optionalLanguage() }), reply: liveModelListSchema,
    handler: async ({ request, reply, query: q }) => {
      const merchant = await requireMerchant(db, requestMerchantCode(request, context.config.merchantCode));
      const language = pickLanguage(q.language, requestLanguage(request));
      reply.header('Cache-Control', 'no-store');
      return ok({ models: await liveModels(db, merchant.code, language, assetBase(request, merchant), now()) });
    },
  });

  registerTablesScheduler(app, context);
}
