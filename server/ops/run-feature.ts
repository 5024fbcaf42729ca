import { OpsError } from './commands';
import type { OpsRunContext } from './subcommand';
import { findSubcommand } from './subcommands';

export interface FeatureCommandInput {
  name: string;
  words: readonly string[];
  options: Readonly<Record<string, string>>;
}

/** Parses and runs one feature subcommand; answers the text for the operator. */
export async function runFeatureCommand(context: OpsRunContext, input: FeatureCommandInput): Promise<string> {
  const command = findSubcommand(input.name);
  if (!command) throw new OpsError(`unknown command ${input.name}`);
  return command.run(context, command.parse(input.words, input.options));
}
