import type { OpsSubcommand } from '../subcommand';
import { AGENT_SUBCOMMANDS } from './agent';
import { BANK_TRANSFER_SUBCOMMANDS } from './bank-transfers';
import { LOTTERY_SUBCOMMANDS } from './lottery';
import { MESSAGE_SUBCOMMANDS } from './messages';
import { PROMOTION_SUBCOMMANDS } from './promotions';
import { WALLET_SUBCOMMANDS } from './wallet';

/**
 * Every feature's operator subcommands (besides status, flag and show).
 * Add one import and one entry per feature file.
 */
export const OPS_SUBCOMMANDS: readonly OpsSubcommand[] = [...PROMOTION_SUBCOMMANDS, ...AGENT_SUBCOMMANDS, ...MESSAGE_SUBCOMMANDS, ...WALLET_SUBCOMMANDS, ...BANK_TRANSFER_SUBCOMMANDS, ...LOTTERY_SUBCOMMANDS];

export function findSubcommand(name: string | undefined): OpsSubcommand | undefined {
  return OPS_SUBCOMMANDS.find((command) => command.name === name);
}
