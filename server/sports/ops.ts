import { isValidLine, MARKET_KINDS, oddsHundredths, picksOf, type MarketKind, type Pick } from '../../contract/sports-markets';
import { SPORTS_CATEGORIES } from '../../contract/sports';
import { OpsError } from '../ops/commands';
import { defineSubcommand } from '../ops/subcommand';
import { terminalText } from '../ops/terminal-text';
import { findFixture, setSelectionOdds, type FixtureRow } from './fixtures';
import { settleFixture } from './settle';

const USAGE = [
  'fixture list [--category SPORTS|ESPORTS] [--status open|settled|void|all] [--limit N]',
  'fixture result ID SCORE',
  'fixture void ID',
  'fixture odds ID 1x2|ml|ah|ou home|draw|away|over|under ODDS [--line L]',
];

type Parsed =
  | { action: 'list'; category: string | null; status: string; limit: number }
  | { action: 'result'; id: number; home: number; away: number }
  | { action: 'void'; id: number }
  | { action: 'odds'; id: number; kind: MarketKind; line: number | null; pick: Pick; oddsH: number };

const usage = () => new OpsError(`usage:\n${USAGE.map((line) => `  ${line}`).join('\n')}`);

function fixtureId(text: string | undefined): number {
  if (!/^\d{1,15}$/.test(text ?? '')) throw new OpsError('the fixture ID is a whole number (fixture list shows them)');
  return Number(text);
}

const name = (f: FixtureRow) => terminalText(`${f.home} v ${f.away}`);
const scoreText = (f: FixtureRow) => (f.homeScore === null ? '' : ` ${f.homeScore}-${f.awayScore}`);

/** Best of three: one side won two maps, the other fewer. */
const isBestOfThree = (home: number, away: number) => Math.max(home, away) === 2 && Math.min(home, away) <= 1;

/**
 * `fixture …`: the sportsbook's operator commands (docs/decisions/0073).
 * `result` settles every bet on the fixture at that score and `void` voids
 * it, each exactly once (a second one is refused, also from another
 * process at the same moment); `odds` prices one selection by hand, which
 * open slips then show as a change to accept.
 */
export const fixtureCommand = defineSubcommand<Parsed>({
  name: 'fixture',
  usage: USAGE,
  parse(words, options) {
    const [action, ...rest] = words;
    const known = (allowed: string[]) => {
      const unknown = Object.keys(options).find((key) => !allowed.includes(key));
      if (unknown) throw new OpsError(`unknown option --${unknown}`);
    };
    if (action === 'list') {
      known(['category', 'status', 'limit']);
      if (rest.length > 0) throw usage();
      const category = options.category?.toUpperCase() ?? null;
      if (category !== null && !(SPORTS_CATEGORIES as readonly string[]).includes(category)) throw new OpsError('--category must be SPORTS or ESPORTS');
      const status = options.status ?? 'open';
      if (!['open', 'settled', 'void', 'all'].includes(status)) throw new OpsError('--status must be open, settled, void or all');
      const limitText = options.limit ?? '30';
      if (!/^\d{1,4}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 500) throw new OpsError('--limit must be a whole number from 1 to 500');
      return { action, category, status, limit: Number(limitText) };
    }
    if (action === 'result') {
      known([]);
      if (rest.length !== 2) throw usage();
      const score = /^(\d{1,3})-(\d{1,3})$/.exec(rest[1]!);
      if (!score) throw new OpsError('SCORE is home-away, e.g. 2-1');
      return { action, id: fixtureId(rest[0]), home: Number(score[1]), away: Number(score[2]) };
    }
    if (action === 'void') {
      known([]);
      if (rest.length !== 1) throw usage();
      return { action, id: fixtureId(rest[0]) };
    }
    if (action === 'odds') {
      known(['line']);
      if (rest.length !== 4) throw usage();
      const [id, kindText, pickText, oddsText] = rest as [string, string, string, string];
      const kind = MARKET_KINDS.find((k) => k === kindText);
      if (!kind) throw new OpsError(`the market is one of ${MARKET_KINDS.join(', ')}`);
      const pick = picksOf(kind).find((p) => p === pickText);
      if (!pick) throw new OpsError(`a ${kind} selection is one of ${picksOf(kind).join(', ')}`);
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(oddsText) || Number(oddsText) < 1.01) throw new OpsError('ODDS are decimal odds of at least 1.01 with two decimals at most, e.g. 1.95');
      const line = options.line === undefined ? null : Number(options.line);
      if (!isValidLine(kind, line)) throw new OpsError(kind === 'ah' || kind === 'ou' ? `a ${kind} market needs --line, a multiple of 0.25` : `a ${kind} market has no line`);
      return { action, id: fixtureId(id), kind, pick, line, oddsH: oddsHundredths(Number(oddsText)) };
    }
    throw usage();
  },
  async run({ db, merchantCode }, parsed) {
    if (parsed.action === 'list') {
      const rows = await db.query<{ id: string }>(
        `select id::text from sports_fixtures where merchant_code = $1 and ($2::text is null or category = $2) and ($3 = 'all' or status = $3)
          order by sports_fixtures.starts_at, sports_fixtures.id limit $4`,
        [merchantCode, parsed.category, parsed.status, parsed.limit],
      );
      if (rows.length === 0) return 'no fixture';
      const fixtures = await Promise.all(rows.map((r) => findFixture(db, merchantCode, Number(r.id))));
      const lines = fixtures.flatMap((f) => (f ? [`${String(f.id).padStart(6)}  ${new Date(f.startsAt).toISOString()}  ${f.sport.padEnd(10)} ${f.status.padEnd(7)} ${name(f)}${scoreText(f)}  (${terminalText(f.league)})`] : []));
      return [`fixtures by kick-off (ID  kick-off  sport  status  match):`, ...lines].join('\n');
    }
    if (parsed.action === 'odds') {
      const done = await setSelectionOdds(db, merchantCode, { fixtureId: parsed.id, kind: parsed.kind, line: parsed.line, pick: parsed.pick, oddsH: parsed.oddsH });
      if (!done) throw new OpsError(`fixture ${parsed.id} has no open ${parsed.kind}${parsed.line === null ? '' : ` ${parsed.line}`} market with ${parsed.pick}`);
      return `fixture ${parsed.id} ${parsed.kind}${parsed.line === null ? '' : ` ${parsed.line}`} ${parsed.pick}: ${(done.oldOddsH / 100).toFixed(2)} → ${(parsed.oddsH / 100).toFixed(2)}`;
    }
    if (parsed.action === 'result') {
      const fixture = await findFixture(db, merchantCode, parsed.id);
      if (fixture && ['lol', 'dota2', 'cs2'].includes(fixture.sport) && !isBestOfThree(parsed.home, parsed.away)) {
        throw new OpsError(`${fixture.sport} is played best of three: the score is maps won, e.g. 2-1`);
      }
    }
    const answer = await settleFixture(db, merchantCode, parsed.id, parsed.action === 'void' ? { void: true } : { score: { home: parsed.home, away: parsed.away } });
    if (!answer.done) {
      if (answer.reason === 'unknown') throw new OpsError(`no fixture ${parsed.id}`);
      throw new OpsError(`fixture ${parsed.id} is already ${answer.fixture!.status}${scoreText(answer.fixture!)}: nothing changed`);
    }
    const what = parsed.action === 'void' ? 'voided' : `settled at${scoreText(answer.fixture)}`;
    return `fixture ${parsed.id} (${name(answer.fixture)}) ${what}: ${answer.legs} selection(s) on it, ${answer.bets} bet(s) settled`;
  },
});

export const SPORTS_SUBCOMMANDS = [fixtureCommand];
