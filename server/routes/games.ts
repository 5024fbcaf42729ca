import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { DEMO_GAME_PATHS, favouriteChangeSchema, GAME_ERROR_CODES, GAME_PATHS, GAME_TYPES, LOBBY_GAME_CODE, LOTTO_MODES, PLAY_TYPES, emptyValueSchema, favouriteIdsValueSchema, gamePageValueSchema, hotGamesValueSchema, launchValueSchema, vendorGameTypesValueSchema, vendorsValueSchema, winnersValueSchema } from '../../contract/games';
import { PAGE_SIZE, WINNER_LIMIT } from '../../src/config/constants';
import { appPath } from '../../src/config/paths';
import { requestToken, requireMember } from '../accounts/current-member';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { gameIconSvg, vendorLogoSvg } from '../games/artwork';
import { artBaseName, artFormatOf, sendArt, sendImageNotFound } from '../games/svg-reply';
import { assetBase, findGame, gameFieldsOf, hotGames, queryGames, type GameRow } from '../games/catalogue';
import { TRIAL_TYPE } from '../accounts/members';
import { WALLET_ERROR_CODES } from '../../contract/wallet';
import { addFavourite, favouriteIds, recordRecent, removeFavourite } from '../games/favourites';
import { isLiveLobby, liveTableOf } from '../games/engines';
import { issueLaunchTicket } from '../games/launch-tickets';
import { isBlackjackTable, isFishingGame, isCockfightGame, isLotteryEngine, isSportsbookGame, reelSetOf } from '../games/engines';
import {
  optionalFlag,
  optionalGameType,
  optionalInt,
  optionalLanguage,
  optionalNumber,
  optionalText,
  pickLanguage,
} from '../games/query-params';
import { findVendor, loadVendorGameTypes, loadVendors } from '../games/vendors';
import { loadWinners } from '../games/winners';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { WpsError } from '../http/wps-error';
import type { WireLanguage } from '../../contract/headers';
import { BY_MERCHANT, BY_MERCHANT_AND_LANGUAGE, readKept, sendKeptRead } from '../settings/hot-reply';
import { requireMerchant, type Merchant } from '../settings/merchant';
import { readBalance } from '../wallet/wallet';

const MAX_PAGE_SIZE = 200;

// Loose objects: clients add merchant, platform, clientType, t=<ms> and more.
const listQuery = v.looseObject({
  gameType: optionalGameType(),
  vassalage: optionalText(20),
  gameName: optionalText(100),
  gameClassify: v.optional(v.pipe(
    v.unknown(),
    v.transform((raw) => (typeof raw === 'string' && raw.trim() ? raw.trim().toUpperCase() : undefined)),
    v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2,10}$/))),
  )),
  isNew: optionalFlag(),
  minBet: optionalNumber(),
  /** Slots with at least this many lines (docs/decisions/0102). */
  minLine: optionalInt(1, 10_000),
  pageNo: optionalInt(1, 100_000),
  pageSize: optionalInt(1, MAX_PAGE_SIZE),
  language: optionalLanguage(),
});
const pagedQuery = v.looseObject({
  gameType: optionalGameType(),
  vendor: optionalText(20),
  vassalage: optionalText(20),
  pageNo: optionalInt(1, 100_000),
  pageSize: optionalInt(1, MAX_PAGE_SIZE),
  language: optionalLanguage(),
});
const hotQuery = v.looseObject({ gameType: optionalGameType(), language: optionalLanguage() });
const winnersQuery = v.looseObject({
  gameCategory: v.optional(v.pipe(
    v.unknown(),
    v.transform((raw) => (typeof raw === 'string' && raw.trim() ? raw.trim().toUpperCase() : 'ALL')),
    v.picklist(['ALL', ...GAME_TYPES]),
  ), 'ALL'),
  limitNum: optionalInt(1, 100),
  language: optionalLanguage(),
});
const launchQuery = v.looseObject({
  nodeId: optionalText(40),
  gameId: optionalText(80),
  gameCode: optionalText(80),
  vassalage: optionalText(20),
  lottoMode: v.optional(v.picklist(LOTTO_MODES)),
  playType: v.optional(v.picklist(PLAY_TYPES)),
  language: optionalLanguage(),
});
const recentAddBody = v.object({ nodeId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });
const iconParams = v.object({ vendor: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,20}$/)), file: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,80}\.(svg|webp)$/)) });
const logoParams = v.object({ file: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,20}\.(svg|webp)$/)) });

/** The app's Language, then the query's language when it names one. */
export function languageOf(request: FastifyRequest, queryLanguage: string | undefined) {
  return pickLanguage(queryLanguage, requestLanguage(request));
}

/**
 * Where a launch leads: a game with an engine of its own opens the PWA's play
 * screen (docs/decisions/0065), every other game the demo page. Both get the
 * ticket, never the session token.
 */
function launchUrl(base: string, game: GameRow, ticket: string, language: string): string {
  // a live table opens its own screen, a live vendor's lobby game its tables (docs/decisions/0072)
  const liveTable = liveTableOf(game);
  if (liveTable) {
    const screen = liveTable.engine === 'baccarat' ? 'playBaccarat' : liveTable.engine === 'roulette' ? 'playRoulette' : 'playTable';
    return new URL(appPath(screen, { ticket, nodeId: game.node_id }), base).toString();
  }
  if (isLiveLobby(game)) return new URL(appPath('playTables', { ticket, nodeId: game.node_id }), base).toString();
  if (reelSetOf(game)) return new URL(appPath('play', { ticket, nodeId: game.node_id }), base).toString();
  if (isBlackjackTable(game)) return new URL(appPath('playBlackjack', { ticket, nodeId: game.node_id }), base).toString();
  if (isFishingGame(game)) return new URL(appPath('playFishing', { ticket, nodeId: game.node_id }), base).toString();
  // The lottery screen calls as the member (its session): the ticket is not needed.
  if (isLotteryEngine(game)) return new URL(appPath('fastLottery', { nodeId: game.node_id }), base).toString();
  // The sportsbook and the cockfight tables call as the member too (docs/decisions/0073).
  if (isSportsbookGame(game)) return new URL(appPath('sportsbook', { nodeId: game.node_id }), base).toString();
  if (isCockfightGame(game)) return new URL(appPath('cockfightPit', { nodeId: game.node_id }), base).toString();
  const url = new URL(DEMO_GAME_PATHS.page, base);
  url.searchParams.set('session', ticket);
  url.searchParams.set('nodeId', game.node_id);
  url.searchParams.set('lang', language.toLowerCase());
  return url.toString();
}

/**
 * The games lobby (lists, hot, vendors, winners, favourites, recent,
 * launch, generated artwork) and, registered from here so app.ts needs one
 * line, the lottery, announcements, wallet and demo game routes.
 */
/** The games lobby: lists, vendors, favourites, launches, game art. */
export function registerGameRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const merchantOf = (request: FastifyRequest) => requireMerchant(db, requestMerchantCode(request, config.merchantCode));

  /** The same lobby answer for every caller: kept per merchant, language, image origin and `key`. */
  const keptLobby = async (request: FastifyRequest, reply: FastifyReply, key: string, language: WireLanguage | null,
    load: (merchant: Merchant, base: string) => Promise<unknown>) => {
    const merchant = await merchantOf(request);
    const base = assetBase(request, merchant);
    const kept = await readKept(db, merchant.code, `${key}|${language ?? ''}|${base}`, () => load(merchant, base));
    return sendKeptRead(request, reply, kept, language ? BY_MERCHANT_AND_LANGUAGE : BY_MERCHANT);
  };

  defineRoute(app, {
    method: 'GET', url: GAME_PATHS.gameList, query: listQuery, reply: gamePageValueSchema,
    handler: async ({ request, reply, query: q }) => {
      const language = languageOf(request, q.language);
      const query = {
        gameType: q.gameType,
        vendor: q.vassalage,
        name: q.gameName,
        classify: q.gameClassify === 'FAV' ? undefined : q.gameClassify,
        isNew: q.isNew,
        minBet: q.minBet,
        minLine: q.minLine,
        pageNo: q.pageNo ?? 1,
        pageSize: q.pageSize ?? PAGE_SIZE,
      };
      if (q.gameClassify === 'FAV') {
        // A member's favourites: never kept.
        const merchant = await merchantOf(request);
        const favouritesOf = (await requireMember(context, request)).id;
        return ok(await queryGames(db, { merchantCode: merchant.code, ...query, favouritesOf }, language, assetBase(request, merchant)));
      }
      // The key is the parsed query, so extra parameters (t=<ms>, platform) share one entry.
      return keptLobby(request, reply, `games|${JSON.stringify(query)}`, language, (merchant, base) =>
        queryGames(db, { merchantCode: merchant.code, ...query }, language, base));
    },
  });

  defineRoute(app, {
    method: 'GET', url: GAME_PATHS.hotGames, query: hotQuery, reply: hotGamesValueSchema,
    handler: async ({ request, reply, query: q }) => {
      const language = languageOf(request, q.language);
      return keptLobby(request, reply, `hot|${q.gameType ?? ''}`, language, async (merchant, base) =>
        ({ list: await hotGames(db, merchant.code, q.gameType, language, base) }));
    },
  });

  defineRoute(app, {
    method: 'GET', url: GAME_PATHS.vendors, reply: vendorsValueSchema,
    handler: async ({ request, reply }) => keptLobby(request, reply, 'vendors', null, (merchant, base) => loadVendors(db, merchant.code, base)),
  });

  defineRoute(app, {
    method: 'GET', url: GAME_PATHS.vendorGameTypes, reply: vendorGameTypesValueSchema,
    handler: async ({ request, reply }) => keptLobby(request, reply, 'vendor-game-types', null, (merchant) => loadVendorGameTypes(db, merchant.code)),
  });

  defineRoute(app, {
    method: 'GET', url: GAME_PATHS.winners, query: winnersQuery, reply: winnersValueSchema,
    handler: async ({ request, reply, query: q }) => {
      const language = languageOf(request, q.language);
      const limit = q.limitNum ?? WINNER_LIMIT;
      return keptLobby(request, reply, `winners|${q.gameCategory}|${limit}`, language, (merchant, base) =>
        loadWinners(db, merchant.code, q.gameCategory, limit, language, base));
    },
  });

  // ---- member lists: recent and favourites
  /** A member's own list (recently launched or favourites), paged like the game list. */
  async function memberGamePage({ request, query: q }: { request: FastifyRequest; query: v.InferOutput<typeof pagedQuery> }, list: 'recentOf' | 'favouritesOf') {
    const merchant = await merchantOf(request);
    const member = await requireMember(context, request);
    return ok(await queryGames(db, {
      merchantCode: merchant.code,
      gameType: q.gameType,
      vendor: q.vendor ?? q.vassalage,
      [list]: member.id,
      pageNo: q.pageNo ?? 1,
      pageSize: q.pageSize ?? PAGE_SIZE,
    }, languageOf(request, q.language), assetBase(request, merchant)));
  }

  defineRoute(app, { method: 'GET', url: GAME_PATHS.recentGames, query: pagedQuery, reply: gamePageValueSchema, handler: (call) => memberGamePage(call, 'recentOf') });

  defineRoute(app, {
    method: 'POST', url: GAME_PATHS.recentGames, body: recentAddBody, reply: emptyValueSchema,
    handler: async ({ request, body }) => {
      const merchant = await merchantOf(request);
      const member = await requireMember(context, request);
      if (!(await findGame(db, merchant.code, body.nodeId))) throw new WpsError(GAME_ERROR_CODES.gameNotFound, 'gameNotFound');
      await recordRecent(db, member.id, body.nodeId);
      return ok(null);
    },
  });

  defineRoute(app, {
    method: 'GET', url: GAME_PATHS.favouriteIds, query: pagedQuery, reply: favouriteIdsValueSchema,
    handler: async ({ request, query: q }) => {
      await merchantOf(request);
      const member = await requireMember(context, request);
      return ok({ nodeIds: await favouriteIds(db, member.id, q.pageNo ?? 1, q.pageSize ?? 100) });
    },
  });

  defineRoute(app, { method: 'GET', url: GAME_PATHS.favouriteList, query: pagedQuery, reply: gamePageValueSchema, handler: (call) => memberGamePage(call, 'favouritesOf') });

  defineRoute(app, {
    method: 'POST', url: GAME_PATHS.favouriteAdd, body: favouriteChangeSchema, reply: emptyValueSchema,
    handler: async ({ request, body }) => {
      const merchant = await merchantOf(request);
      const member = await requireMember(context, request);
      await addFavourite(db, merchant.code, member.id, body.nodeId);
      return ok(null);
    },
  });

  defineRoute(app, {
    method: 'DELETE', url: GAME_PATHS.favouriteRemove, body: favouriteChangeSchema, reply: emptyValueSchema,
    handler: async ({ request, body }) => {
      await merchantOf(request);
      const member = await requireMember(context, request);
      await removeFavourite(db, member.id, body.nodeId);
      return ok(null);
    },
  });

  // ---- launch
  defineRoute(app, {
    method: 'GET', url: GAME_PATHS.launchGame, query: launchQuery, reply: launchValueSchema,
    handler: async ({ request, query: q }) => {
      const merchant = await merchantOf(request);
      const member = await requireMember(context, request);
      let nodeId = q.nodeId;
      const code = q.gameCode ?? q.gameId;
      if (!nodeId && code && q.vassalage) {
        // gameCode `lobby` is the vendor's lobby, its first game (as the vendor tile's lobbyNodeId), of the lottery mode named
        const [row] = code === LOBBY_GAME_CODE
          ? await db.query<{ node_id: string }>(
            `select node_id from games where merchant_code = $1 and vendor_code = $2 and enabled and ($3::text is null or game_type = $3)
              order by sort_order, node_id limit 1`,
            [merchant.code, q.vassalage.toUpperCase(), q.lottoMode ?? null],
          )
          : await db.query<{ node_id: string }>(
            'select node_id from games where merchant_code = $1 and vendor_code = $2 and game_id = $3',
            [merchant.code, q.vassalage.toUpperCase(), code],
          );
        nodeId = row?.node_id;
      }
      const game = nodeId ? await findGame(db, merchant.code, nodeId) : null;
      if (!game) throw new WpsError(GAME_ERROR_CODES.gameNotFound, 'gameNotFound');
      // This site launches platform=html5 only (docs/decisions/0093).
      if (!game.is_h5) throw new WpsError(GAME_ERROR_CODES.notH5, 'gameNotH5');
      const fields = gameFieldsOf(game);
      if ((q.lottoMode && q.lottoMode !== fields.lottoMode) || (q.playType && q.playType !== fields.playType)) {
        throw new WpsError(GAME_ERROR_CODES.modeMismatch, 'gameModeMismatch');
      }
      // A trial account plays play money, on the games whose own free-play flag allows it (docs/decisions/0094).
      if (member.type === TRIAL_TYPE && !game.support_play) throw new WpsError(WALLET_ERROR_CODES.freeReject, 'freeReject');
      const vendor = await findVendor(db, merchant.code, game.vendor_code);
      if (vendor?.maintenance) {
        throw new WpsError(ERROR_CODES.vendorUnderMaintenance, 'vendorUnderMaintenance', 200, {
          maintainStart: vendor.maintainStart,
          maintainEnd: vendor.maintainEnd,
        });
      }
      if ((await readBalance(db, member.id)) <= 0) throw new WpsError(ERROR_CODES.launchBalanceNotEnough, 'balanceNotEnough');
      await recordRecent(db, member.id, game.node_id);
      const ticket = await issueLaunchTicket(db, {
        memberId: member.id, merchantCode: merchant.code, nodeId: game.node_id, sessionToken: requestToken(request) ?? '',
      });
      return ok({ content: { game_url: launchUrl(assetBase(request, merchant), game, ticket, languageOf(request, q.language)) } });
    },
  });

  // ---- generated artwork
  app.get('/wps/game/icons/:vendor/:file', async (request, reply) => {
    const params = v.safeParse(iconParams, request.params);
    if (!params.success) return sendImageNotFound(reply);
    const merchant = await merchantOf(request);
    const gameId = artBaseName(params.output.file);
    const [row] = await db.query<{ name_vi: string; name_en: string; vendor_code: string; game_id: string; game_type: string; classifies: string[] }>(
      'select name_vi, name_en, vendor_code, game_id, game_type, classifies from games where merchant_code = $1 and vendor_code = $2 and game_id = $3',
      [merchant.code, params.output.vendor.toUpperCase(), gameId],
    );
    if (!row) return sendImageNotFound(reply);
    return sendArt(reply, gameIconSvg(row.vendor_code, row.game_id, row.name_vi, { gameType: row.game_type, nameEn: row.name_en, classifies: row.classifies }), artFormatOf(params.output.file));
  });

  app.get('/wps/game/vendor-logos/:file', async (request, reply) => {
    const params = v.safeParse(logoParams, request.params);
    if (!params.success) return sendImageNotFound(reply);
    const merchant = await merchantOf(request);
    const vendor = await findVendor(db, merchant.code, artBaseName(params.output.file).toUpperCase());
    if (!vendor) return sendImageNotFound(reply);
    return sendArt(reply, vendorLogoSvg(vendor.code), artFormatOf(params.output.file));
  });
}
