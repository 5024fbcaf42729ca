import { WpsError } from '../../http/wps-error';
import { assignTransfer, unmatchedTransfers } from '../../wallet/bank-notify';
import { announceDepositCredit, opsMoney } from '../../wallet/deposit-notice';
import { OpsError } from '../commands';
import { defineSubcommand } from '../subcommand';
import { terminalText } from '../terminal-text';

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

export const BANK_TRANSFER_SUBCOMMANDS = [transfersCommand, transferCommand];
