import { opsMoney } from '../wallet/deposit-notice';
import { settleContracts } from './contracts';
import { PeriodOpenError } from './periods';
import { settleTeamRebates } from './team-rebate-settle';
import type { Db } from '../db/db';
import { OpsError } from '../ops/commands';
import { defineSubcommand } from '../ops/subcommand';

const money = (cents: number) => opsMoney(cents / 100);
const USAGE = 'settle salary|dividend|rebate --date YYYY-MM-DD';

async function settle(db: Db, merchantCode: string, what: 'salary' | 'dividend' | 'rebate', date: string): Promise<string> {
  if (what === 'rebate') {
    const report = await settleTeamRebates(db, merchantCode, date);
    return `team rebates for ${date}: ${report.paid} paid (${money(report.totalCents)}), ${report.already} already paid`;
  }
  const kinds = what === 'salary' ? (['daily_salary', 'hourly_salary'] as const) : (['dividend'] as const);
  const report = await settleContracts(db, merchantCode, kinds, date);
  return `${what} for ${date}: ${report.paid} paid (${money(report.totalCents)}), ${report.already} already paid, `
    + `${report.unpaid} unpaid (upline balance too low), ${report.nothing} below the first tier`;
}

/**
 * `settle salary --date D`: daily salary for D and hourly salary for each hour of D;
 * `settle dividend --date D`: the half month containing D; `settle rebate --date D`:
 * the agents' team rebate income of D. Days are the merchant's (UTC+7). Repeatable.
 * A period that has not ended is refused (nothing paid).
 */
export const settleCommand = defineSubcommand({
  name: 'settle',
  usage: [USAGE],
  parse(words, options) {
    const [what] = words;
    if (words.length !== 1 || (what !== 'salary' && what !== 'dividend' && what !== 'rebate')) throw new OpsError(USAGE);
    const date = options.date ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new OpsError('--date must be YYYY-MM-DD');
    return { what, date } as { what: 'salary' | 'dividend' | 'rebate'; date: string };
  },
  async run({ db, merchantCode }, { what, date }) {
    try {
      return await settle(db, merchantCode, what, date);
    } catch (error) {
      if (!(error instanceof PeriodOpenError)) throw error;
      throw new OpsError(`${what} for ${date}: the period has not ended (it ends ${error.to.toISOString()}); nothing was paid. `
        + 'Only closed periods are settled: run it again after that.');
    }
  },
});

export const AGENT_SUBCOMMANDS = [settleCommand];
