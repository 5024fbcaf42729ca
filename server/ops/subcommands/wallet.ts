import { WpsError } from '../../http/wps-error';
import { notifyMember } from '../../messages/notify-member';
import { NOTICE_TEXTS, type LocalizedText } from '../../messages/texts';
import { APP_PATHS } from '../../../src/config/paths';
import { withdrawalPayees } from '../../wallet/withdrawal-payees';
import { terminalText } from '../terminal-text';
import { pendingOrders, settleDeposit, settleWithdrawal, type Settlement } from '../../wallet/orders';
import { OpsError } from '../commands';
import { defineSubcommand, type OpsRunContext } from '../subcommand';

const money = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function listing(rows: Awaited<ReturnType<typeof pendingOrders>>, what: string): string {
  if (rows.length === 0) return `no pending ${what}`;
  const lines = rows.map((r) => `${r.id.padStart(6)}  ${r.order_no}  ${r.username.padEnd(20)} ${money(Number(r.amount)).padStart(18)}  ${new Date(r.created_at).toISOString()}${r.note ? `  ${r.note}` : ''}`);
  return [`pending ${what} (ID  order  member  amount  created):`, ...lines].join('\n');
}

function parseSettle(usage: string) {
  return (words: readonly string[]) => {
    const [decision, id] = words;
    if (words.length !== 2 || (decision !== 'approve' && decision !== 'reject') || !/^\d{1,15}$/.test(id ?? '')) throw new OpsError(usage);
    return { decision: decision as Settlement, id: Number(id) };
  };
}

/** The settlement's refusal (already settled, unknown id) as the operator's message. */
async function settling<T>(what: string, id: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WpsError) throw new OpsError(`${what} ${id} is not a pending order of this merchant`);
    throw error;
  }
}

/** After the commit: the member's inbox message and push (best effort, never fails the command). */
async function tell(context: OpsRunContext, memberId: number, text: { title: LocalizedText; body: LocalizedText }, kind: string, url: string): Promise<void> {
  await notifyMember(
    { db: context.db, config: context.app?.config ?? null },
    { merchantCode: context.merchantCode, memberId, title: text.title, body: text.body, kind, url },
  ).catch(() => undefined);
}

const DEPOSIT_USAGE = 'deposit approve|reject ID';
const WITHDRAWAL_USAGE = 'withdrawal approve|reject ID';

export const depositsCommand = defineSubcommand({
  name: 'deposits',
  usage: ['deposits'],
  parse(words) {
    if (words.length > 0) throw new OpsError('usage: deposits');
    return null;
  },
  async run({ db, merchantCode }) {
    return listing(await pendingOrders(db, merchantCode, 'deposit_orders'), 'deposits');
  },
});

export const depositCommand = defineSubcommand({
  name: 'deposit',
  usage: [DEPOSIT_USAGE],
  parse: parseSettle(DEPOSIT_USAGE),
  async run(context, { decision, id }) {
    const done = await settling('deposit', id, () => settleDeposit(context.db, context.merchantCode, id, decision));
    const amount = money(done.amount);
    await tell(context, done.memberId, decision === 'approve' ? NOTICE_TEXTS.depositApproved(amount) : NOTICE_TEXTS.depositRejected(amount), 'deposit', APP_PATHS.deposit);
    return `deposit ${id} (${done.orderNo}, ${amount}) ${done.status}`;
  },
});

export const withdrawalsCommand = defineSubcommand({
  name: 'withdrawals',
  usage: ['withdrawals'],
  parse(words) {
    if (words.length > 0) throw new OpsError('usage: withdrawals');
    return null;
  },
  async run({ db, merchantCode }) {
    // Each line also says where to pay: bank, full account number, holder.
    const rows = await pendingOrders(db, merchantCode, 'withdrawal_orders');
    const payees = await withdrawalPayees(db, merchantCode, rows.map((r) => r.id));
    const withPayee = rows.map((r) => {
      const payee = payees.get(r.id);
      const to = payee ? `pay to ${terminalText(payee.bankName)} ${terminalText(payee.cardNumber)} ${terminalText(payee.holderName)}` : '';
      return { ...r, note: [r.note, to].filter(Boolean).join(', ') };
    });
    return listing(withPayee, 'withdrawals');
  },
});

export const withdrawalCommand = defineSubcommand({
  name: 'withdrawal',
  usage: [WITHDRAWAL_USAGE],
  parse: parseSettle(WITHDRAWAL_USAGE),
  async run(context, { decision, id }) {
    const done = await settling('withdrawal', id, () => settleWithdrawal(context.db, context.merchantCode, id, decision));
    const amount = money(done.amount);
    await tell(context, done.memberId, decision === 'approve' ? NOTICE_TEXTS.withdrawalApproved(amount) : NOTICE_TEXTS.withdrawalRejected(amount), 'withdrawal', APP_PATHS.withdraw);
    return `withdrawal ${id} (${done.orderNo}, ${amount}) ${done.status}`;
  },
});

export const WALLET_SUBCOMMANDS = [depositsCommand, depositCommand, withdrawalsCommand, withdrawalCommand];
