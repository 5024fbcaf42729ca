import type { Db } from '../db/db';

export interface WithdrawalPayee {
  bankName: string;
  cardNumber: string;
  holderName: string;
}

/**
 * Where the operator sends each withdrawal's money: the bank, the full
 * account number and the holder of the card the member chose, by order id.
 */
export async function withdrawalPayees(db: Db, merchantCode: string, orderIds: readonly string[]): Promise<Map<string, WithdrawalPayee>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; bank_name: string; card_number: string; holder_name: string }>(
    `select o.id::text, c.bank_name, c.card_number, c.holder_name from withdrawal_orders o join bank_cards c on c.id = o.bank_card_id
      where o.merchant_code = $1 and o.id = any($2::bigint[])`,
    [merchantCode, orderIds],
  );
  return new Map(rows.map((r) => [r.id, { bankName: r.bank_name, cardNumber: r.card_number, holderName: r.holder_name }]));
}
