import { OpsError, siteArgs } from './commands';
import { findSubcommand, OPS_SUBCOMMANDS } from './registry';

/** A command line checked by its subcommand's parse (server/ops/registry.ts), to be run where the data is. */
export interface OpsCommand {
  name: string;
  words: string[];
  /** The `--key value` options besides --merchant. */
  options: Record<string, string>;
  merchant: string | null;
}

export const USAGE = `usage:
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

  const [name, ...words] = positional;
  try {
    const command = findSubcommand(name);
    if (command) {
      command.parse(words, options);
      return { name: command.name, words, options, merchant };
    }
    // An unknown command's options and extra words are refused first, as they always were.
    siteArgs(words, options);
  } catch (error) {
    if (error instanceof OpsError) return error.message;
    throw error;
  }
  return name ? `unknown command ${name}` : 'missing command';
}
