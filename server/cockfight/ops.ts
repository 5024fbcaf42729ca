import { OpsError } from '../ops/commands';
import { defineSubcommand } from '../ops/subcommand';
import { cockfightTables, currentRound, resolveDue, timingOf } from './rounds';

const USAGE = [
  'cockfight resolve',
  'cockfight table NODE_ID [--betting SECONDS] [--fight SECONDS] [--meron ODDS] [--wala ODDS] [--draw ODDS] [--min AMOUNT] [--max AMOUNT]',
];

const TABLE_OPTIONS = ['betting', 'fight', 'meron', 'wala', 'draw', 'min', 'max'] as const;
type TableChange = Partial<Record<(typeof TABLE_OPTIONS)[number], number>>;

type Parsed = { action: 'resolve' } | { action: 'table'; nodeId: string; change: TableChange };

/** The table row's columns each option writes. */
const COLUMNS: Record<(typeof TABLE_OPTIONS)[number], string> = {
  betting: 'betting_seconds', fight: 'fight_seconds', meron: 'meron_odds', wala: 'wala_odds', draw: 'draw_odds', min: 'min_stake', max: 'max_stake',
};

/**
 * `cockfight …` (docs/decisions/0073): `resolve` resolves every round that
 * has ended and is not resolved yet (what each server's scheduler does every
 * second or two; useful after downtime, or with no server running), then
 * makes each table's current round; `table` changes a table's timing, odds
 * or limits, which apply from its next round (a round keeps the odds it was
 * made with).
 */
export const cockfightCommand = defineSubcommand<Parsed>({
  name: 'cockfight',
  usage: USAGE,
  parse(words, options) {
    const [action, ...rest] = words;
    if (action === 'resolve' && rest.length === 0 && Object.keys(options).length === 0) return { action };
    if (action === 'table' && rest.length === 1 && /^\d{1,12}$/.test(rest[0]!)) {
      const change: TableChange = {};
      for (const [key, text] of Object.entries(options)) {
        const option = TABLE_OPTIONS.find((o) => o === key);
        if (!option) throw new OpsError(`unknown option --${key}`);
        const value = Number(text);
        if (!/^\d{1,12}(\.\d{1,2})?$/.test(text) || value <= 0) throw new OpsError(`--${key} must be a positive number`);
        if ((option === 'betting' || option === 'fight') && !Number.isInteger(value)) throw new OpsError(`--${key} is whole seconds`);
        change[option] = value;
      }
      if (Object.keys(change).length === 0) throw new OpsError('say what changes, e.g. --betting 120 --fight 30');
      return { action, nodeId: rest[0]!, change };
    }
    throw new OpsError(`usage:\n${USAGE.map((line) => `  ${line}`).join('\n')}`);
  },
  async run({ db, merchantCode, app }, parsed) {
    const now = app?.config.cockfight?.now?.() ?? Date.now();
    if (parsed.action === 'resolve') {
      const resolved = await resolveDue(db, now, { merchantCode });
      for (const table of await cockfightTables(db, { merchantCode })) await currentRound(db, table, timingOf(table, app?.config), now);
      if (resolved.length === 0) return 'no round was due';
      return resolved.map((r) => `resolved table ${r.nodeId} round ${r.roundNo}: ${r.result ?? ''}`).join('\n');
    }
    const entries = Object.entries(parsed.change);
    try {
      const updated = await db.query(
        `update cockfight_tables set ${entries.map(([key], i) => `${COLUMNS[key as keyof TableChange]} = $${i + 3}`).join(', ')}
          where merchant_code = $1 and node_id = $2 returning node_id`,
        [merchantCode, parsed.nodeId, ...entries.map(([, value]) => value)],
      );
      if (updated.length === 0) throw new OpsError(`no cockfight table ${parsed.nodeId}`);
    } catch (error) {
      if (error instanceof OpsError) throw error;
      // a value the table's checks refuse (betting 5–3600 s, fight 2–3600 s, odds above 1, max ≥ min)
      throw new OpsError(`the table refused the change: ${error instanceof Error ? error.message : String(error)}`);
    }
    return `table ${parsed.nodeId}: ${entries.map(([key, value]) => `${key} ${value}`).join(', ')} (from its next round)`;
  },
});

export const COCKFIGHT_SUBCOMMANDS = [cockfightCommand];
