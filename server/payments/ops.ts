/**
 * Operator commands of the payment provider (docs/decisions/0071): the
 * deposit methods and scratch-card telcos (on/off, limits, fees: read by
 * the next request of every server, no restart), a withdrawal's payout
 * through the provider, and the callbacks that changed nothing.
 */
import { CARD_TELCOS, type CardTelco } from '../../contract/payments';
import { OpsError } from '../ops/commands';
import { defineSubcommand } from '../ops/subcommand';
import { terminalText } from '../ops/terminal-text';
import { opsMoney } from '../wallet/deposit-notice';
import { paymentProvider } from './provider';
import { PayoutRefused, requestPayout } from './payouts';
import { loadPaymentSettings, METHOD_DEFAULTS, SERVER_METHODS, type PaymentSettings, type ServerMethod } from './settings';

const METHOD_WORDS = SERVER_METHODS.map((m) => m.toLowerCase());
const TELCO_WORDS = CARD_TELCOS.map((t) => t.toLowerCase());
const METHOD_USAGE = [
  `payment-method on|off ${METHOD_WORDS.join('|')}`,
  'payment-method set momo|zalopay|card|alipay|qq|wechat [--min N] [--max N] [--fee PERCENT]',
];
const TELCO_USAGE = [`payment-telco on|off ${TELCO_WORDS.join('|')}`, `payment-telco set ${TELCO_WORDS.join('|')} --fee PERCENT`];

const amountOption = (name: string, text: string | undefined): number | null => {
  if (text === undefined) return null;
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) throw new OpsError(`--${name} must be an amount above 0 with at most 2 decimals`);
  return Number(text);
};
const percentOption = (text: string | undefined): number | null => {
  if (text === undefined) return null;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) throw new OpsError('--fee must be a percentage from 0 to 99.99 (at most 2 decimals)');
  return Number(text);
};
const percentText = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

function describe(settings: PaymentSettings, providerId: string | null): string {
  const lines = SERVER_METHODS.map((method) => {
    const s = settings.methods[method];
    const limits = s.minCents === null ? 'limits per receiving account' : `${opsMoney(s.minCents / 100)} – ${opsMoney(s.maxCents! / 100)}`;
    const fee = method === 'BANK' ? '' : method === 'CARD' ? ', fee per telco' : `, fee ${percentText(s.feeBps)}`;
    return `  ${method.padEnd(8)} ${s.enabled ? 'on ' : 'off'}  ${limits}${fee}`;
  });
  const telcos = CARD_TELCOS.map((telco) => `  ${telco.padEnd(13)} ${settings.telcos[telco].enabled ? 'on ' : 'off'}  fee ${percentText(settings.telcos[telco].feeBps)}`);
  return [`payment provider: ${providerId ?? 'off (PAYMENT_PROVIDER=off: e-wallets and cards are off)'}`, 'deposit methods:', ...lines, 'scratch-card telcos:', ...telcos].join('\n');
}

export const paymentMethodsCommand = defineSubcommand({
  name: 'payment-methods',
  usage: ['payment-methods'],
  readOnly: true,
  parse(words) {
    if (words.length > 0) throw new OpsError('usage: payment-methods');
    return null;
  },
  async run(context) {
    const provider = paymentProvider({ db: context.db, config: context.app?.config ?? null });
    return describe(await loadPaymentSettings(context.db, context.merchantCode, provider !== null), provider?.id ?? null);
  },
});

type MethodChange = { verb: 'on' | 'off'; method: ServerMethod } | { verb: 'set'; method: ServerMethod; min: number | null; max: number | null; fee: number | null };

export const paymentMethodCommand = defineSubcommand({
  name: 'payment-method',
  usage: METHOD_USAGE,
  parse(words, options): MethodChange {
    const [verb, word] = words;
    const usage = `usage: ${METHOD_USAGE.join(' | ')}`;
    if (words.length !== 2 || !METHOD_WORDS.includes(word ?? '') || (verb !== 'on' && verb !== 'off' && verb !== 'set')) throw new OpsError(usage);
    const method = word!.toUpperCase() as ServerMethod;
    if (verb !== 'set') {
      if (Object.keys(options).length > 0) throw new OpsError(usage);
      return { verb, method };
    }
    const unknown = Object.keys(options).find((key) => !['min', 'max', 'fee'].includes(key));
    if (unknown) throw new OpsError(`unknown option --${unknown}; ${usage}`);
    if (method === 'BANK') throw new OpsError('bank transfer limits are each receiving account\'s; bank transfers take no fee');
    const change = { verb, method, min: amountOption('min', options.min), max: amountOption('max', options.max), fee: percentOption(options.fee) } as const;
    if (method === 'CARD' && change.fee !== null) throw new OpsError('card fees are per telco: payment-telco set viettel --fee 20');
    if (change.min === null && change.max === null && change.fee === null) throw new OpsError(`give --min, --max or --fee; ${usage}`);
    return change;
  },
  async run(context, change) {
    const { db, merchantCode } = context;
    const defaults = METHOD_DEFAULTS[change.method];
    await db.transaction(async (tx) => {
      // The row starts from the defaults (what the method had without one), then takes the change:
      // a QR channel's limits set before it is switched on leave it off (docs/decisions/0103).
      await tx.query(
        `insert into payment_method_settings (merchant_code, method, enabled, min_amount, max_amount, fee_percent)
         values ($1, $2, $6, $3::bigint / 100.0, $4::bigint / 100.0, $5::int / 100.0) on conflict (merchant_code, method) do nothing`,
        [merchantCode, change.method, defaults.minCents, defaults.maxCents, defaults.feeBps, defaults.enabled],
      );
      if (change.verb !== 'set') {
        await tx.query('update payment_method_settings set enabled = $3 where merchant_code = $1 and method = $2', [merchantCode, change.method, change.verb === 'on']);
        return;
      }
      const [row] = await tx.query<{ min: string; max: string }>(
        'select min_amount::text as min, max_amount::text as max from payment_method_settings where merchant_code = $1 and method = $2 for update',
        [merchantCode, change.method],
      );
      const min = change.min ?? Number(row!.min);
      const max = change.max ?? Number(row!.max);
      if (max < min) throw new OpsError(`--max (${opsMoney(max)}) must not be below --min (${opsMoney(min)})`);
      await tx.query(
        `update payment_method_settings set min_amount = $3, max_amount = $4, fee_percent = coalesce($5, fee_percent)
          where merchant_code = $1 and method = $2`,
        [merchantCode, change.method, min, max, change.fee],
      );
    });
    const provider = paymentProvider({ db, config: context.app?.config ?? null });
    const settings = await loadPaymentSettings(db, merchantCode, provider !== null);
    const s = settings.methods[change.method];
    const state = s.enabled ? 'on' : 'off';
    const detail = s.minCents === null ? '' : `: ${opsMoney(s.minCents / 100)} – ${opsMoney(s.maxCents! / 100)}${change.method === 'CARD' ? '' : `, fee ${percentText(s.feeBps)}`}`;
    return `payment method ${change.method} ${state}${detail}${!provider && change.method !== 'BANK' ? ' (no payment provider configured: it stays off)' : ''}`;
  },
});

type TelcoChange = { verb: 'on' | 'off'; telco: CardTelco } | { verb: 'set'; telco: CardTelco; fee: number };

export const paymentTelcoCommand = defineSubcommand({
  name: 'payment-telco',
  usage: TELCO_USAGE,
  parse(words, options): TelcoChange {
    const [verb, word] = words;
    const usage = `usage: ${TELCO_USAGE.join(' | ')}`;
    if (words.length !== 2 || !TELCO_WORDS.includes(word ?? '') || (verb !== 'on' && verb !== 'off' && verb !== 'set')) throw new OpsError(usage);
    const telco = word!.toUpperCase() as CardTelco;
    if (verb !== 'set') {
      if (Object.keys(options).length > 0) throw new OpsError(usage);
      return { verb, telco };
    }
    const fee = percentOption(options.fee);
    if (fee === null || Object.keys(options).length !== 1) throw new OpsError(usage);
    return { verb, telco, fee };
  },
  async run({ db, merchantCode }, change) {
    const settings = await loadPaymentSettings(db, merchantCode, true);
    const current = settings.telcos[change.telco];
    const enabled = change.verb === 'set' ? current.enabled : change.verb === 'on';
    const feePercent = change.verb === 'set' ? change.fee : current.feeBps / 100;
    await db.query(
      `insert into payment_card_telcos (merchant_code, telco, enabled, fee_percent) values ($1, $2, $3, $4)
       on conflict (merchant_code, telco) do update set enabled = excluded.enabled, fee_percent = excluded.fee_percent`,
      [merchantCode, change.telco, enabled, feePercent],
    );
    return `scratch cards of ${change.telco} ${enabled ? 'on' : 'off'}, fee ${percentText(Math.round(feePercent * 100))}`;
  },
});

export const payoutCommand = defineSubcommand({
  name: 'payout',
  usage: ['payout ID'],
  parse(words) {
    if (words.length !== 1 || !/^\d{1,15}$/.test(words[0]!)) throw new OpsError('usage: payout ID (a pending withdrawal\'s ID from `withdrawals`)');
    return { id: Number(words[0]) };
  },
  async run(context, { id }) {
    try {
      const sent = await requestPayout({ db: context.db, config: context.app?.config ?? null }, context.merchantCode, id);
      return `withdrawal ${id} (${sent.orderNo}, ${opsMoney(sent.amount)}) sent to the ${sent.provider} provider for payout (reference ${sent.ref}); its callback settles it`;
    } catch (error) {
      if (!(error instanceof PayoutRefused)) throw error;
      if (error.reason === 'no-provider') throw new OpsError('no payment provider is configured (PAYMENT_PROVIDER=off)');
      if (error.reason === 'already-sent') throw new OpsError(`withdrawal ${id} was already sent for payout`);
      throw new OpsError(`withdrawal ${id} is not a pending withdrawal of this merchant`);
    }
  },
});

/** Callbacks that credited or settled nothing: for an order already settled or unknown, or with another amount. */
export const paymentCallbacksCommand = defineSubcommand({
  name: 'payment-callbacks',
  usage: ['payment-callbacks'],
  readOnly: true,
  parse(words) {
    if (words.length > 0) throw new OpsError('usage: payment-callbacks');
    return null;
  },
  async run({ db, merchantCode }) {
    // Unknown orders have no merchant: they are shown to every merchant's operator.
    const rows = await db.query<{ id: string; provider: string; event_id: string; kind: string; order_no: string; status: string; amount: string | null; outcome: string; received_at: Date | string }>(
      `select id::text, provider, event_id, kind, order_no, status, amount::text, outcome, received_at from payment_callbacks
        where (merchant_code = $1 or merchant_code is null) and outcome <> 'applied' order by id desc limit 200`,
      [merchantCode],
    );
    if (rows.length === 0) return 'no provider callbacks that changed nothing';
    const lines = rows.map((r) => `${r.id.padStart(6)}  ${terminalText(r.provider).padEnd(8)} ${r.kind.padEnd(8)} ${terminalText(r.order_no).padEnd(16)} ${r.status.padEnd(10)} ${opsMoney(Number(r.amount ?? 0)).padStart(18)}  ${r.outcome.padEnd(8)}  ${new Date(r.received_at).toISOString()}  ${terminalText(r.event_id)}`);
    return ['provider callbacks that changed nothing, newest first (ID  provider  kind  order  status  amount  outcome  received  event):', ...lines].join('\n');
  },
});


type DepositTermsChange = { verb: 'off'; id: number } | { verb: 'set'; id: number; percent: number; max: number; min: number };
const TERMS_USAGE = ['promotion-deposit set ID --percent P --max N --min N', 'promotion-deposit off ID', 'promotion-deposit list'];

/**
 * A promotion a member may accept with a deposit (docs/decisions/0103): its
 * bonus is P % of what is credited, at most --max, for a deposit of at least
 * --min; how often a member may accept it is the promotion's own limit.
 * `off` removes the terms: open orders that accepted it are then credited
 * without the bonus.
 */
export const promotionDepositCommand = defineSubcommand({
  name: 'promotion-deposit',
  usage: TERMS_USAGE,
  parse(words, options): DepositTermsChange | { verb: 'list' } {
    const usage = `usage: ${TERMS_USAGE.join(' | ')}`;
    const [verb, idText] = words;
    if (verb === 'list' && words.length === 1 && Object.keys(options).length === 0) return { verb };
    if (words.length !== 2 || !/^\d{1,9}$/.test(idText ?? '') || (verb !== 'set' && verb !== 'off')) throw new OpsError(usage);
    const id = Number(idText);
    if (verb === 'off') {
      if (Object.keys(options).length > 0) throw new OpsError(usage);
      return { verb, id };
    }
    const unknown = Object.keys(options).find((key) => !['percent', 'max', 'min'].includes(key));
    if (unknown) throw new OpsError(`unknown option --${unknown}; ${usage}`);
    const percent = options.percent !== undefined && /^\d{1,3}(\.\d{1,2})?$/.test(options.percent) ? Number(options.percent) : NaN;
    if (!(percent > 0 && percent <= 100)) throw new OpsError('--percent must be above 0 and at most 100 (at most 2 decimals)');
    const max = amountOption('max', options.max);
    const min = amountOption('min', options.min);
    if (max === null || min === null) throw new OpsError(usage);
    return { verb, id, percent, max, min };
  },
  async run({ db, merchantCode }, change) {
    if (change.verb === 'list') {
      const rows = await db.query<{ id: number; title: string; percent: string; max: string; min: string; uses: number }>(
        `select p.id, p.title_en as title, t.bonus_percent::text as percent, t.max_bonus::text as max, t.min_deposit::text as min, p.max_applications as uses
           from promotion_deposit_terms t join promotions p on p.merchant_code = t.merchant_code and p.id = t.promotion_id
          where t.merchant_code = $1 order by p.id`,
        [merchantCode],
      );
      if (rows.length === 0) return 'no promotion is accepted with deposits';
      return ['promotions accepted with deposits (ID  bonus  ceiling  minimum deposit  uses per member  title):',
        ...rows.map((r) => `${String(r.id).padStart(6)}  ${Number(r.percent)}%  ${opsMoney(Number(r.max))}  ${opsMoney(Number(r.min))}  ${r.uses === 0 ? 'no limit' : r.uses}  ${terminalText(r.title)}`)].join('\n');
    }
    const [promotion] = await db.query<{ title: string }>('select title_en as title from promotions where merchant_code = $1 and id = $2', [merchantCode, change.id]);
    if (!promotion) throw new OpsError(`no promotion ${change.id}`);
    if (change.verb === 'off') {
      await db.query('delete from promotion_deposit_terms where merchant_code = $1 and promotion_id = $2', [merchantCode, change.id]);
      return `promotion ${change.id} (${terminalText(promotion.title)}) is no longer accepted with deposits`;
    }
    await db.query(
      `insert into promotion_deposit_terms (merchant_code, promotion_id, bonus_percent, max_bonus, min_deposit) values ($1, $2, $3, $4, $5)
       on conflict (merchant_code, promotion_id) do update set bonus_percent = excluded.bonus_percent, max_bonus = excluded.max_bonus, min_deposit = excluded.min_deposit`,
      [merchantCode, change.id, change.percent, change.max, change.min],
    );
    return `promotion ${change.id} (${terminalText(promotion.title)}) accepted with deposits: ${change.percent}% of the credit, at most ${opsMoney(change.max)}, from a deposit of ${opsMoney(change.min)}`;
  },
});

export const PAYMENT_SUBCOMMANDS = [paymentMethodsCommand, paymentMethodCommand, paymentTelcoCommand, payoutCommand, paymentCallbacksCommand, promotionDepositCommand];
