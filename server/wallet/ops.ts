import { WpsError } from '../http/wps-error';
import { notifyMember } from '../messages/notify-member';
import { memberMoney } from '../messages/money-text';
import { NOTICE_TEXTS, type LocalizedText } from '../messages/texts';
import { assignTransfer, unmatchedTransfers } from './bank-notify';
import { announceDepositCredit, opsMoney } from './deposit-notice';
import { APP_PATHS } from '../../src/config/paths';
import { withdrawalPayees } from './withdrawal-payees';
import { terminalText } from '../ops/terminal-text';
import { CARD_CREDIT_BY_PROVIDER, operatorOrders, settleDeposit, settleWithdrawal, type OrderListFilter, type Settlement } from './orders';
import { OpsError } from '../ops/commands';
import { defineSubcommand, type OpsRunContext } from '../ops/subcommand';

const LIST_OPTIONS = ['page', 'limit', 'member', 'status', 'since'];
const LIST_LIMIT_DEFAULT = 50;
const LIST_LIMIT_MAX = 200;
const LIST_USAGE = '[--status pending|approved|rejected|paid|all] [--member USER] [--since YYYY-MM-DD] [--page N] [--limit N]';

/** The list options of `deposits` / `withdrawals`; pending orders, 50 a page, newest first, unless told otherwise. */
function parseListing(name: string, statuses: readonly string[]) {
  return (words: readonly string[], options: Readonly<Record<string, string>>): OrderListFilter => {
    const usage = `usage: ${name} ${LIST_USAGE}`;
    if (words.length > 0) throw new OpsError(usage);
    const unknown = Object.keys(options).find((key) => !LIST_OPTIONS.includes(key));
    if (unknown) throw new OpsError(`unknown option --${unknown}; ${usage}`);
    const whole = (key: string, fallback: number, max: number) => {
      const text = options[key];
      if (text === undefined) return fallback;
      if (!/^\d{1,6}$/.test(text) || Number(text) < 1 || Number(text) > max) throw new OpsError(`--${key} must be a whole number from 1 to ${max}`);
      return Number(text);
    };
    const status = options.status ?? 'pending';
    if (status !== 'all' && !statuses.includes(status)) throw new OpsError(`--status must be one of ${[...statuses, 'all'].join(', ')}`);
    const member = options.member?.trim() || null;
    if (member !== null && !/^[A-Za-z0-9_]{1,32}$/.test(member)) throw new OpsError('--member must be a username');
    let sinceMs: number | null = null;
    if (options.since !== undefined) {
      sinceMs = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/.test(options.since) ? Date.parse(options.since) : Number.NaN;
      if (Number.isNaN(sinceMs)) throw new OpsError('--since must be a date (YYYY-MM-DD, UTC) or an ISO time');
    }
    return { status, member, sinceMs, page: whole('page', 1, 1_000_000), limit: whole('limit', LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX) };
  };
}

function listing(list: Awaited<ReturnType<typeof operatorOrders>>, what: string, filter: OrderListFilter): string {
  const scope = `${filter.status === 'all' ? '' : `${filter.status} `}${what}${filter.member ? ` of ${filter.member}` : ''}`;
  if (list.total === 0) return `no ${scope}`;
  const lines = list.rows.map((r) => `${r.id.padStart(6)}  ${r.order_no}  ${r.username.padEnd(20)} ${opsMoney(Number(r.amount)).padStart(18)}  ${r.status.padEnd(8)}  ${new Date(r.created_at).toISOString()}${r.note ? `  ${r.note}` : ''}`);
  const header = `${scope}, newest first: page ${filter.page} of ${list.pages} (${list.total} in all; ID  order  member  amount  status  created):`;
  return [header, ...lines].join('\n');
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
    if (error instanceof WpsError && error.errorCode === CARD_CREDIT_BY_PROVIDER) {
      throw new OpsError(`${what} ${id} is a scratch card: only the provider's callback credits it, with the value it counted (reject it to close it)`);
    }
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
  usage: [`deposits ${LIST_USAGE}`],
  parse: parseListing('deposits', ['pending', 'approved', 'rejected']),
  async run({ db, merchantCode }, filter) {
    return listing(await operatorOrders(db, merchantCode, 'deposit_orders', filter), 'deposits', filter);
  },
});

export const depositCommand = defineSubcommand({
  name: 'deposit',
  usage: [DEPOSIT_USAGE],
  parse: parseSettle(DEPOSIT_USAGE),
  async run(context, { decision, id }) {
    const done = await settling('deposit', id, () => settleDeposit(context.db, context.merchantCode, id, decision));
    const amount = opsMoney(done.amount);
    const forMember = await memberMoney(context.db, context.merchantCode, done.amount);
    await tell(context, done.memberId, decision === 'approve' ? NOTICE_TEXTS.depositApproved(forMember) : NOTICE_TEXTS.depositRejected(forMember), 'deposit', APP_PATHS.deposit);
    return `deposit ${id} (${done.orderNo}, ${amount}) ${done.status}`;
  },
});

export const withdrawalsCommand = defineSubcommand({
  name: 'withdrawals',
  usage: [`withdrawals ${LIST_USAGE}`],
  parse: parseListing('withdrawals', ['pending', 'paid', 'rejected']),
  async run({ db, merchantCode }, filter) {
    // Each line also says where to pay: bank, full account number, holder.
    const list = await operatorOrders(db, merchantCode, 'withdrawal_orders', filter);
    const payees = await withdrawalPayees(db, merchantCode, list.rows.map((r) => r.id));
    const rows = list.rows.map((r) => {
      const payee = payees.get(r.id);
      const to = payee ? `pay to ${terminalText(payee.bankName)} ${terminalText(payee.cardNumber)} ${terminalText(payee.holderName)}` : '';
      return { ...r, note: [r.note, to].filter(Boolean).join(', ') };
    });
    return listing({ ...list, rows }, 'withdrawals', filter);
  },
});

export const withdrawalCommand = defineSubcommand({
  name: 'withdrawal',
  usage: [WITHDRAWAL_USAGE],
  parse: parseSettle(WITHDRAWAL_USAGE),
  async run(context, { decision, id }) {
    const done = await settling('withdrawal', id, () => settleWithdrawal(context.db, context.merchantCode, id, decision));
    const amount = opsMoney(done.amount);
    const forMember = await memberMoney(context.db, context.merchantCode, done.amount);
    await tell(context, done.memberId, decision === 'approve' ? NOTICE_TEXTS.withdrawalApproved(forMember) : NOTICE_TEXTS.withdrawalRejected(forMember), 'withdrawal', APP_PATHS.withdraw);
    return `withdrawal ${id} (${done.orderNo}, ${amount}) ${done.status}`;
  },
});

/**
 * The bank's transfers that credited nothing by themselves
 * (docs/decisions/0061): list them, and place one on a pending order.
 */
export const transfersCommand = defineSubcommand({
  name: 'transfers',
  usage: ['transfers'],
  parse(words) {
    if (words.length > 0) throw new OpsError('usage: transfers');
    return null;
  },
  async run({ db, merchantCode }) {
    const rows = await unmatchedTransfers(db, merchantCode);
    if (rows.length === 0) return 'no unmatched transfers';
    const lines = rows.map((r) =>
      `${r.id.padStart(6)}  ${terminalText(r.provider_id).padEnd(20)} ${r.account_number.padEnd(16)} ${opsMoney(Number(r.amount)).padStart(18)}  ${new Date(r.transferred_at).toISOString()}  ${JSON.stringify(terminalText(r.content))}`);
    return ['unmatched transfers (ID  provider id  account  amount  time  content):', ...lines,
      'place one with: transfer assign ID ORDER (ORDER: the pending deposit id from `deposits`)'].join('\n');
  },
});

const ASSIGN_USAGE = 'transfer assign ID ORDER';

export const transferCommand = defineSubcommand({
  name: 'transfer',
  usage: [ASSIGN_USAGE],
  parse(words) {
    const [verb, id, order] = words;
    if (words.length !== 3 || verb !== 'assign' || !/^\d{1,15}$/.test(id ?? '') || !/^\d{1,15}$/.test(order ?? '')) throw new OpsError(`usage: ${ASSIGN_USAGE}`);
    return { id: Number(id), orderId: Number(order) };
  },
  async run(context, { id, orderId }) {
    let done: Awaited<ReturnType<typeof assignTransfer>>;
    try {
      done = await assignTransfer(context.db, context.merchantCode, id, orderId);
    } catch (error) {
      if (error instanceof WpsError) {
        throw new OpsError(`transfer ${id} is not an unmatched transfer, or deposit ${orderId} is not a pending order to the same account, of this merchant`);
      }
      throw error;
    }
    await announceDepositCredit({ db: context.db, config: context.app?.config ?? null }, context.merchantCode, done.memberId, done.amount);
    const changed = done.orderedAmount === done.amount ? '' : ` (ordered ${opsMoney(done.orderedAmount)})`;
    return `transfer ${id} credited deposit ${orderId} (${done.orderNo}, ${opsMoney(done.amount)}${changed}) approved`;
  },
});

export const WALLET_SUBCOMMANDS = [depositsCommand, depositCommand, withdrawalsCommand, withdrawalCommand, transfersCommand, transferCommand];
