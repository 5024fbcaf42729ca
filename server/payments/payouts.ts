/**
 * Paying a withdrawal out through the provider (docs/decisions/0071),
 * besides the operator's own transfer (`ops withdrawal approve`): the
 * pending withdrawal is sent to the provider once (its reference kept on
 * the order), and the provider's signed payout callback settles it
 * (paid, or the hold released) through server/payments/callbacks.ts.
 */
import type { AppConfig } from '../app-context';
import type { Db } from '../db/db';
import { paymentProvider } from './provider';

export type PayoutRefusal = 'no-provider' | 'not-pending' | 'already-sent';

export class PayoutRefused extends Error {
  constructor(readonly reason: PayoutRefusal) {
    super(reason);
    this.name = 'PayoutRefused';
  }
}

/**
 * Sends pending withdrawal `id` of the merchant to the provider. The order
 * row is claimed first (payout_requested_at set under its lock), so two
 * operators sending it at once send it once; the provider's reference is
 * written after it answers.
 */
export async function requestPayout(context: { db: Db; config: AppConfig | null | undefined }, merchantCode: string, id: number) {
  const provider = paymentProvider(context);
  if (!provider) throw new PayoutRefused('no-provider');
  const { db } = context;
  const claimed = await db.transaction(async (tx) => {
    const [order] = await tx.query<{ order_no: string; cents: string; status: string; requested: boolean; bank_code: string; card_number: string; holder_name: string }>(
      `select o.order_no, (o.amount * 100)::bigint::text as cents, o.status, o.payout_requested_at is not null as requested,
              c.bank_code, c.card_number, c.holder_name
         from withdrawal_orders o join bank_cards c on c.id = o.bank_card_id
        where o.id = $1 and o.merchant_code = $2 for update of o`,
      [id, merchantCode],
    );
    if (!order || order.status !== 'pending') throw new PayoutRefused('not-pending');
    if (order.requested) throw new PayoutRefused('already-sent');
    await tx.query('update withdrawal_orders set payout_provider = $2, payout_requested_at = now() where id = $1', [id, provider.id]);
    return order;
  });
  let ref: string;
  try {
    ({ ref } = await provider.requestPayout({
      merchantCode, orderNo: claimed.order_no, amountCents: Number(claimed.cents),
      bankCode: claimed.bank_code, accountNumber: claimed.card_number, holderName: claimed.holder_name,
    }));
  } catch (error) {
    // Not sent: the withdrawal may be sent again (or paid by hand).
    await db.query('update withdrawal_orders set payout_provider = null, payout_requested_at = null where id = $1 and payout_ref is null', [id]);
    throw error;
  }
  // The callback may have come first and named it already (server/payments/callbacks.ts).
  await db.query('update withdrawal_orders set payout_ref = $2 where id = $1 and payout_ref is null', [id, ref]);
  return { orderNo: claimed.order_no, amount: Number(claimed.cents) / 100, provider: provider.id, ref };
}
