import { drawDue, lotteryEngineGames, openDraw } from './draws';
import { OpsError } from '../ops/commands';
import { defineSubcommand } from '../ops/subcommand';

/**
 * `lottery draw`: draws every fast-lottery draw that has closed and is not
 * drawn yet (what each server's scheduler does every few seconds; useful
 * after downtime, or with no server running), then opens the next draw of
 * each game. A draw another process is performing is skipped, never doubled.
 */
export const lotteryCommand = defineSubcommand({
  name: 'lottery',
  usage: ['lottery draw'],
  parse(words) {
    if (words.length !== 1 || words[0] !== 'draw') throw new OpsError('lottery draw');
    return {};
  },
  async run({ db, merchantCode, app }) {
    const now = app?.config.lottery?.now?.() ?? Date.now();
    const drawn = await drawDue(db, now, merchantCode);
    for (const game of await lotteryEngineGames(db, { merchantCode })) await openDraw(db, game, now);
    if (drawn.length === 0) return 'no draw was due';
    return drawn.map((d) => `drew ${d.gameCode} #${d.issue}`).join('\n');
  },
});

export const LOTTERY_SUBCOMMANDS = [lotteryCommand];
