import { WALLET_ERROR_CODES, type DepositOrder } from '../../contract/wallet';
import type { Db } from '../db/db';
import { publishMemberEvent } from '../events/member-events';
import { DEPOSIT_SELECT, depositOf, refuse, type DepositRow } from './orders';

/**
 * "I have transferred" (docs/decisions/0060): the member's own pending order
 * now waits for the money. Repeating it changes nothing; a settled order
 * answers as it is (the page then shows its outcome), another member's or an
 * unknown order is refused.
 */
export async function markDepositTransferred(db: Db, memberId: number, orderId: number): Promise<DepositOrder> {
  await db.transaction(async (tx) => {
    const changed = await tx.query(
      // only a bank transfer waits for money the member sent; a provider's order waits for its callback
      "update deposit_orders set transferred_at = now() where id = $1 and member_id = $2 and status = 'pending' and transferred_at is null and method = 'BANK' returning id",
      [orderId, memberId],
    );
    // The member's other tabs and devices show it waiting too.
    if (changed.length > 0) await publishMemberEvent(tx, memberId, { kind: 'order', order: 'deposit', id: orderId, status: 'waiting' });
  });
  return depositOrderOf(db, memberId, orderId);
}

/** One of the member's own orders as it is now; another member's or an unknown one is refused. */
export async function depositOrderOf(db: Db, memberId: number, orderId: number): Promise<DepositOrder> {
  const [row] = await db.query<DepositRow>(`${DEPOSIT_SELECT} where o.id = $1 and o.member_id = $2`, [orderId, memberId]);
  if (!row) throw refuse(WALLET_ERROR_CODES.orderNotPending);
  return depositOf(row);
}
