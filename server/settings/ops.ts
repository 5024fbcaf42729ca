import { applyFlag, applyStatus, OpsError, readOpsState, siteArgs, STATUS_MODES, type OpsState, type StatusMode } from '../ops/commands';
import { defineSubcommand } from '../ops/subcommand';

/** What `status`, `flag` and `show` print: the site state and every flag. */
export function describeOpsState(state: OpsState): string {
  const site = state.maintenance
    ? `maintenance${state.maintenanceEnd ? ` until ${new Date(state.maintenanceEnd).toISOString()}` : ' (no end announced)'}`
    : state.regionRestriction
      ? 'blocked (region restriction)'
      : 'normal';
  const flags = Object.entries(state.flags)
    .map(([id, f]) => `  ${f.effective ? 'on ' : 'off'} ${id}${f.enabled && !f.effective ? ' (switched on, but a parent is off)' : ''}`)
    .join('\n');
  return `merchant ${state.merchantCode}: ${site}\nflags:\n${flags}`;
}

/** `status normal|maintenance|blocked [--end-minutes N]`: the site page everyone sees. */
export const statusCommand = defineSubcommand({
  name: 'status',
  usage: ['status normal|maintenance|blocked [--end-minutes N]'],
  parse(words, options) {
    const { first, second, endMinutes } = siteArgs(words, options);
    if (!(STATUS_MODES as readonly string[]).includes(first ?? '') || second !== undefined) {
      throw new OpsError(`status needs one of ${STATUS_MODES.join('|')}`);
    }
    if (endMinutes !== null && first !== 'maintenance') throw new OpsError('--end-minutes only applies to maintenance');
    return { mode: first as StatusMode, endMinutes };
  },
  async run({ db, merchantCode }, { mode, endMinutes }) {
    return describeOpsState(await applyStatus(db, merchantCode, mode, endMinutes));
  },
});

/** `flag <MODULE_ID> on|off`: one whitelabel switch. */
export const flagCommand = defineSubcommand({
  name: 'flag',
  usage: ['flag <MODULE_ID> on|off'],
  parse(words, options) {
    const { first, second, endMinutes } = siteArgs(words, options);
    if (!first || !/^[A-Za-z0-9_]+$/.test(first)) throw new OpsError('flag needs a module id, e.g. FREEPLAY3');
    if (second !== 'on' && second !== 'off') throw new OpsError('flag needs on or off after the module id');
    if (endMinutes !== null) throw new OpsError('--end-minutes only applies to status maintenance');
    return { modId: first.toUpperCase(), enabled: second === 'on' };
  },
  async run({ db, merchantCode }, { modId, enabled }) {
    return describeOpsState(await applyFlag(db, merchantCode, modId, enabled));
  },
});

/** `show`: the site state and flags, changing nothing. */
export const showCommand = defineSubcommand({
  name: 'show',
  usage: ['show'],
  readOnly: true,
  parse(words, options) {
    const { first, endMinutes } = siteArgs(words, options);
    if (first !== undefined || endMinutes !== null) throw new OpsError('show takes no arguments');
    return null;
  },
  async run({ db, merchantCode }) {
    return describeOpsState(await readOpsState(db, merchantCode));
  },
});

export const SITE_SUBCOMMANDS = [statusCommand, flagCommand, showCommand];
