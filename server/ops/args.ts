import { OpsError, STATUS_MODES, type StatusMode } from './commands';
import { findSubcommand, OPS_SUBCOMMANDS } from './subcommands';

export type OpsCommand =
  | { kind: 'status'; mode: StatusMode; endMinutes: number | null; merchant: string | null }
  | { kind: 'flag'; modId: string; enabled: boolean; merchant: string | null }
  | { kind: 'show'; merchant: string | null }
  /** A feature's subcommand (server/ops/subcommands): checked here, run where the data is. */
  | { kind: 'feature'; name: string; words: string[]; options: Record<string, string>; merchant: string | null };

export const USAGE = `usage:
  npm run ops -- status normal|maintenance|blocked [--end-minutes N]
  npm run ops -- flag <MODULE_ID> on|off
  npm run ops -- show
${OPS_SUBCOMMANDS.flatMap((command) => command.usage.map((line) => `  npm run ops -- ${line}`)).join('\n')}
options:
  --merchant CODE   merchant to change (default: MERCHANT_CODE or DEMO)
environment: PORT (default 8080), DATA_DIR (default ./data), DATABASE_URL`;

/** Parses the command line; a string result is the error to print. */
export function parseOpsArgs(argv: readonly string[]): OpsCommand | string {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  let merchant: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined) return `${arg} needs a value`;
      i += 1;
      if (arg === '--merchant') merchant = value;
      else options[arg.slice(2)] = value;
    } else {
      positional.push(arg);
    }
  }

  const [command, first, second, ...rest] = positional;
  const feature = findSubcommand(command);
  if (feature) {
    const words = positional.slice(1);
    try {
      feature.parse(words, options);
    } catch (error) {
      if (error instanceof OpsError) return error.message;
      throw error;
    }
    return { kind: 'feature', name: feature.name, words, options, merchant };
  }
  const unknownOption = Object.keys(options).find((name) => name !== 'end-minutes');
  if (unknownOption) return `unknown option --${unknownOption}`;
  let endMinutes: number | null = null;
  if (options['end-minutes'] !== undefined) {
    endMinutes = Number(options['end-minutes']);
    if (!Number.isFinite(endMinutes) || endMinutes <= 0) return `--end-minutes must be a positive number, got "${options['end-minutes']}"`;
  }
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
