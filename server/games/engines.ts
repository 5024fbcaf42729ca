/**
 * Which engine a game plays (docs/decisions/0065, 0076): every vendor's
 * games play the in-house engine of their category, dressed in the game's
 * own name and palette (`artStyleOf`): slots the reels, card tables
 * blackjack (docs/decisions/0068), lotteries the fast lottery (0067),
 * fishing, live tables, sports and cockfight their own. Only a game of a
 * category without an engine would still open the demo page.
 */
import { LUCKY_20 } from '../../contract/reel-games';
import type { ReelGame } from '../../contract/reels';
import type { BaccaratVariant } from '../../contract/baccarat';
import { PALETTES, pick, seeded } from '../art/paint';
import { hashOf } from './artwork';

interface EngineGame {
  vendor_code: string;
  game_type: string;
  game_id: string;
}

/** The reel set a game plays, or null when it has no reels engine: every slot (RNG) of every vendor plays the in-house reels. */
export function reelSetOf(game: EngineGame): ReelGame | null {
  return game.game_type === 'RNG' ? LUCKY_20 : null;
}

/**
 * Whether the game opens the app's lottery screen: every lottery and
 * e-lottery game of every vendor. The in-house fast lottery draws (docs/decisions/0067);
 * another vendor's lottery game plays that draw under its own name (server/routes/lottery-orders.ts).
 */
export function isLotteryEngine(game: EngineGame): boolean {
  return game.game_type === 'LOTT' || game.game_type === 'ELOTT';
}

/**
 * Whether the game is a blackjack table: every card table (game type PVP)
 * of every vendor deals blackjack, the in-house "Xì Dách BGS" tables as much
 * as another vendor's card games (docs/decisions/0068, 0076).
 */
export function isBlackjackTable(game: EngineGame): boolean {
  return game.game_type === 'PVP';
}

/**
 * Whether the game opens the in-house sportsbook: every SPORTS and ESPORTS
 * game of the seed, dressed in its name, showing its category's fixtures
 * (docs/decisions/0073-sports-and-cockfight.md).
 */
export function isSportsbookGame(game: EngineGame): boolean {
  return game.game_type === 'SPORTS' || game.game_type === 'ESPORTS';
}

/** Whether the game is a cockfight table (every COCKFIGHT game: SV388-style rounds, docs/decisions/0073). */
export function isCockfightGame(game: EngineGame): boolean {
  return game.game_type === 'COCKFIGHT';
}

/**
 * Whether the game is a fishing game: every FISH game of the seed (JILI,
 * CQ9, JDB, Fa Chai) opens the in-house fishing arcade, dressed in its name
 * and palette (docs/decisions/0074-fishing.md).
 */
export function isFishingGame(game: EngineGame): boolean {
  return game.game_type === 'FISH';
}

/** The palette (index into PALETTES) the game's lobby icon was drawn in: the play screen's symbols share it. */
export function artStyleOf(game: EngineGame): number {
  const palette = pick(PALETTES, seeded(hashOf(`${game.vendor_code}/${game.game_id}`)));
  return PALETTES.indexOf(palette);
}

/** A live-casino table's engine and rules (docs/decisions/0072-live-tables.md). */
export type LiveTable =
  | { engine: 'baccarat'; variant: BaccaratVariant; speed: boolean }
  | { engine: 'roulette'; speed: boolean }
  | { engine: 'dragon-tiger' | 'sic-bo' | 'xoc-dia'; speed: boolean };

/** The seed's table names of the other live games (English), and the engine each deals (docs/decisions/0076). */
const OTHER_TABLES: readonly [RegExp, 'dragon-tiger' | 'sic-bo' | 'xoc-dia'][] = [
  [/dragon tiger/i, 'dragon-tiger'], [/sic bo/i, 'sic-bo'], [/xoc dia/i, 'xoc-dia'],
];

interface LiveGame extends EngineGame {
  classifies: readonly string[];
  name_en: string;
  room_id: string | null;
}

/**
 * The table a live-casino game deals: every LIVE game classified BAC deals
 * baccarat (its "No Commission" tables under that rule set), every one
 * classified ROU European roulette; "Speed" and "Auto" tables keep a
 * shorter betting window. The seed's other live tables are named by their
 * game: "Dragon Tiger", "Sic Bo" and "Xoc Dia" tables deal those
 * (docs/decisions/0076); a live game of no known table has none.
 */
export function liveTableOf(game: LiveGame): LiveTable | null {
  if (game.game_type !== 'LIVE' || game.room_id === null) return null;
  const speed = /\b(speed|auto)\b/i.test(game.name_en);
  if (game.classifies.includes('BAC')) return { engine: 'baccarat', variant: /no commission/i.test(game.name_en) ? 'no-commission' : 'classic', speed };
  if (game.classifies.includes('ROU')) return { engine: 'roulette', speed };
  const other = OTHER_TABLES.find(([name]) => name.test(game.name_en));
  return other ? { engine: other[1], speed } : null;
}

/** Whether the game is a live vendor's lobby (its first LIVE game, without a room): it opens the vendor's tables. */
export function isLiveLobby(game: LiveGame): boolean {
  return game.game_type === 'LIVE' && game.room_id === null;
}

/** Whether a launch of the game opens an engine's screen (server/routes/games.ts), not the demo page. */
export function hasEngine(game: LiveGame): boolean {
  return liveTableOf(game) !== null || isLiveLobby(game) || reelSetOf(game) !== null || isBlackjackTable(game) || isFishingGame(game)
    || isLotteryEngine(game) || isSportsbookGame(game) || isCockfightGame(game);
}
