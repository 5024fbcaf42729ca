import type { OpsSubcommand } from '../subcommand';
import { AGENT_SUBCOMMANDS } from './agent';

/**
 * Every feature's operator subcommands (besides status, flag and show).
 * Add one import and one entry per feature file.
 */
export const OPS_SUBCOMMANDS: readonly OpsSubcommand[] = [...AGENT_SUBCOMMANDS];

export function findSubcommand(name: string | undefined): OpsSubcommand | undefined {
  return OPS_SUBCOMMANDS.find((command) => command.name === name);
}
