import { APP_PATHS } from '../../src/config/paths';
import type { Db } from '../db/db';
import { memberMoney } from '../messages/money-text';
import { notifyMember } from '../messages/notify-member';
import { NOTICE_TEXTS } from '../messages/texts';

/** Amounts as the operator's terminal writes them (members read theirs in their language: memberMoney). */
export const opsMoney = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** After the commit: the member's inbox message and push for a credited deposit (best effort, never fails the caller). */
export async function announceDepositCredit(
  context: { db: Db; config: { testMode?: boolean } | null }, merchantCode: string, memberId: number, amount: number,
): Promise<void> {
  const text = NOTICE_TEXTS.depositApproved(await memberMoney(context.db, merchantCode, amount));
  await notifyMember(context, { merchantCode, memberId, title: text.title, body: text.body, kind: 'deposit', url: APP_PATHS.deposit })
    .catch(() => undefined);
}
