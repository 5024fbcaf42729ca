import { STATUS_MODES, type StatusMode } from './commands';

export type OpsCommand =
  | { kind: 'status'; mode: StatusMode; endMinutes: number | null; merchant: string | null }
  | { kind: 'flag'; modId: string; enabled: boolean; merchant: string | null }
  | { kind: 'show'; merchant: string | null };

export const USAGE = `usage:
  npm run ops -- status normal|maintenance|blocked [--end-minutes N]
  npm run ops -- flag <MODULE_ID> on|off
  npm run ops -- show
options:
  --merchant CODE   merchant to change (default: MERCHANT_CODE or DEMO)
environment: PORT (default 8080), DATA_DIR (default ./data), DATABASE_URL`;

/** Parses the command line; a string result is the error to print. */
export function parseOpsArgs(argv: readonly string[]): OpsCommand | string {
  const positional: string[] = [];
  let merchant: string | null = null;
  let endMinutes: number | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--merchant' || arg === '--end-minutes') {
      const value = argv[i + 1];
      if (value === undefined) return `${arg} needs a value`;
      i += 1;
      if (arg === '--merchant') merchant = value;
      else {
        endMinutes = Number(value);
        if (!Number.isFinite(endMinutes) || endMinutes <= 0) return `--end-minutes must be a positive number, got "${value}"`;
      }
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else {
      positional.push(arg);
    }
  }

  const [command, first, second, ...rest] = positional;
  if (rest.length > 0) return `unexpected arguments: ${rest.join(' ')}`;
  switch (command) {
    case 'status': {
      if (!(STATUS_MODES as readonly string[]).includes(first ?? '') || second !== undefined) {
        return `status needs one of ${STATUS_MODES.join('|')}`;
      }
      if (endMinutes !== null && first !== 'maintenance') return '--end-minutes only applies to maintenance';
      return { kind: 'status', mode: first as StatusMode, endMinutes, merchant };
    }
    case 'flag': {
      if (!first || !/^[A-Za-z0-9_]+$/.test(first)) return 'flag needs a module id, e.g. FREEPLAY3';
      if (second !== 'on' && second !== 'off') return 'flag needs on or off after the module id';
      if (endMinutes !== null) return '--end-minutes only applies to status maintenance';
      return { kind: 'flag', modId: first.toUpperCase(), enabled: second === 'on', merchant };
    }
    case 'show':
      if (first !== undefined || endMinutes !== null) return 'show takes no arguments';
      return { kind: 'show', merchant };
    default:
      return command ? `unknown command ${command}` : 'missing command';
  }
}
