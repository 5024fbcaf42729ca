import { AGENT_SUBCOMMANDS } from '../agent/ops';
import { COCKFIGHT_SUBCOMMANDS } from '../cockfight/ops';
import { GAME_SUBCOMMANDS } from '../games/ops';
import { KYC_SUBCOMMANDS } from '../kyc/ops';
import { LOTTERY_SUBCOMMANDS } from '../lottery/ops';
import { MESSAGE_SUBCOMMANDS } from '../messages/ops';
import { PAYMENT_SUBCOMMANDS } from '../payments/ops';
import { PROMOTION_SUBCOMMANDS } from '../promotions/ops';
import { SITE_SUBCOMMANDS } from '../settings/ops';
import { SPORTS_SUBCOMMANDS } from '../sports/ops';
import { WALLET_SUBCOMMANDS } from '../wallet/ops';
import type { OpsSubcommand } from './subcommand';

/**
 * Every operator subcommand, each kept with its domain in `server/<domain>/ops.ts`.
 * The CLI, its usage text (in this order) and POST /__ops/run read this list:
 * a new domain adds one import and one entry.
 */
export const OPS_SUBCOMMANDS: readonly OpsSubcommand[] = [
  ...SITE_SUBCOMMANDS,
  ...PROMOTION_SUBCOMMANDS,
  ...AGENT_SUBCOMMANDS,
  ...MESSAGE_SUBCOMMANDS,
  ...WALLET_SUBCOMMANDS,
  ...PAYMENT_SUBCOMMANDS,
  ...LOTTERY_SUBCOMMANDS,
  ...SPORTS_SUBCOMMANDS,
  ...COCKFIGHT_SUBCOMMANDS,
  ...GAME_SUBCOMMANDS,
  ...KYC_SUBCOMMANDS,
];

export function findSubcommand(name: string | undefined): OpsSubcommand | undefined {
  return OPS_SUBCOMMANDS.find((command) => command.name === name);
}
