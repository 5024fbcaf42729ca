import type { OpsSubcommand } from '../subcommand';

/**
 * Every feature's operator subcommands (besides status, flag and show).
 * Add one import and one entry per feature file.
 */
export const OPS_SUBCOMMANDS: readonly OpsSubcommand[] = [];

export function findSubcommand(name: string | undefined): OpsSubcommand | undefined {
  return OPS_SUBCOMMANDS.find((command) => command.name === name);
}
