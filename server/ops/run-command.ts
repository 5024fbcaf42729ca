import { settingsChanged } from '../settings/cache';
import { OpsError } from './commands';
import type { OpsRunContext } from './subcommand';
import { findSubcommand } from './registry';

export interface OpsCommandInput {
  name: string;
  words: readonly string[];
  options: Readonly<Record<string, string>>;
}

/** Parses and runs one operator subcommand; answers the text for the operator. */
export async function runOpsCommand(context: OpsRunContext, input: OpsCommandInput): Promise<string> {
  const command = findSubcommand(input.name);
  if (!command) throw new OpsError(`unknown command ${input.name}`);
  const parsed = command.parse(input.words, input.options);
  try {
    return await command.run(context, parsed);
  } finally {
    // An operator's command is the moment settings change (a promotion kind
    // switched off hides promotions): whatever it wrote, kept answers are
    // read again. Commands are rare; a forgotten writer would serve stale data.
    if (!command.readOnly) await settingsChanged(context.db, { merchantCode: context.merchantCode });
  }
}
