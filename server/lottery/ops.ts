import { drawDue, lotteryEngineGames, openDraw } from './draws';
import { drawVnDay, vnDate } from './vn-draws';
import { VN_REGIONS, type VnRegion } from '../../contract/vn-lottery';
import { OpsError } from '../ops/commands';
import { defineSubcommand } from '../ops/subcommand';

type LotteryOps = { kind: 'fast' } | { kind: 'vn'; regions: readonly VnRegion[]; date: string | null };

const USAGE = 'lottery draw | lottery vn-draw [north|central|south] [--date YYYY-MM-DD]';

/**
 * `lottery draw`: draws every fast-lottery draw that has closed and is not
 * drawn yet (what each server's scheduler does every few seconds; useful
 * after downtime, or with no server running), then opens the next draw of
 * each game. A draw another process is performing is skipped, never doubled.
 *
 * `lottery vn-draw [region] [--date]`: draws the traditional lottery's day
 * for one region or all three (default today in Vietnam, any past day too),
 * as the scheduler does at each region's hour (docs/decisions/0102). A day
 * already drawn keeps its results: the command says so and shows them.
 */
export const lotteryCommand = defineSubcommand<LotteryOps>({
  name: 'lottery',
  usage: ['lottery draw', 'lottery vn-draw [north|central|south] [--date YYYY-MM-DD]'],
  parse(words, options) {
    if (words.length === 1 && words[0] === 'draw') return { kind: 'fast' };
    if (words[0] !== 'vn-draw' || words.length > 2) throw new OpsError(USAGE);
    const region = words[1];
    if (region !== undefined && !(VN_REGIONS as readonly string[]).includes(region)) throw new OpsError(`region: north, central or south\n${USAGE}`);
    const date = options.date ?? null;
    if (date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new OpsError(`--date YYYY-MM-DD\n${USAGE}`);
    return { kind: 'vn', regions: region ? [region as VnRegion] : VN_REGIONS, date };
  },
  async run({ db, merchantCode, app }, parsed) {
    const now = app?.config.lottery?.now?.() ?? Date.now();
    if (parsed.kind === 'vn') {
      const date = parsed.date ?? vnDate(now);
      const lines: string[] = [];
      for (const region of parsed.regions) {
        const outcome = await drawVnDay(db, region, date, now).catch((error: unknown) => {
          throw error instanceof RangeError ? new OpsError(error.message) : error;
        });
        for (const result of outcome.results) {
          const special = result.prizes.find((p) => p.tier === 'special')?.numbers[0] ?? '';
          const fresh = outcome.drawn.includes(result.province);
          lines.push(`${fresh ? 'drew' : 'already drawn'} ${region} ${date} ${result.province} (${result.provinceName}): special ${special}`);
        }
      }
      return lines.join('\n');
    }
    const drawn = await drawDue(db, now, merchantCode);
    for (const game of await lotteryEngineGames(db, { merchantCode })) await openDraw(db, game, now);
    if (drawn.length === 0) return 'no draw was due';
    return drawn.map((d) => `drew ${d.gameCode} #${d.issue}`).join('\n');
  },
});

export const LOTTERY_SUBCOMMANDS = [lotteryCommand];
