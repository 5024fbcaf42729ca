import type { FastifyInstance } from 'fastify';
import { ok } from '../../contract/envelope';
import { GAME_PATHS, type WalletValue, walletValueSchema } from '../../contract/games';
import { WALLET_PATHS } from '../../contract/wallet';
import { requireMember } from '../accounts/current-member';
import { defineRoute } from '../http/route';
import { noStoreWhere } from '../http/route-hooks';
import type { AppContext } from '../app-context';
import { requestMerchantCode } from '../http/request-context';
import { requireMerchant } from '../settings/merchant';
import { readBalance } from '../wallet/wallet';
import { registerBankNotifyRoute } from './bank-notify';
import { registerWalletMoneyRoutes } from './wallet-money';

/** The member's balance. One wallet per member (isSingle): no transfers between vendor wallets. */
export function registerWalletRoutes(app: FastifyInstance, context: AppContext): void {
  // Every answer of a wallet path is private, refusals included (the money routes: server/routes/wallet-money.ts).
  const walletPaths: ReadonlySet<string> = new Set(Object.values(WALLET_PATHS));
  noStoreWhere(app, (pattern) => walletPaths.has(pattern));
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
