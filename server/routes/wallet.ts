import type { FastifyInstance } from 'fastify';
import { ok } from '../../contract/envelope';
import { GAME_PATHS, type WalletValue, walletValueSchema } from '../../contract/games';
import { requireMember } from '../accounts/current-member';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { requestMerchantCode } from '../http/request-context';
import { requireMerchant } from '../settings/merchant';
import { readBalance } from '../wallet/wallet';
import { registerBankNotifyRoute } from './bank-notify';
import { registerWalletMoneyRoutes } from './wallet-money';

/** The member's balance. One wallet per member (isSingle): no transfers between vendor wallets. */
export function registerWalletRoutes(app: FastifyInstance, context: AppContext): void {
  defineRoute(app, {
    method: 'GET', url: GAME_PATHS.wallet, reply: walletValueSchema,
    handler: async ({ request, reply }) => {
      await requireMerchant(context.db, requestMerchantCode(request, context.config.merchantCode));
      const member = await requireMember(context, request);
      const value: WalletValue = { sumBalance: await readBalance(context.db, member.id), isSingle: true };
      reply.header('Cache-Control', 'no-store');
      return ok(value);
    },
  });
  registerWalletMoneyRoutes(app, context);
  registerBankNotifyRoute(app, context);
}
