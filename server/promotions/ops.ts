import { PROMOTION_KINDS, type PromotionKind } from '../../contract/promotions';
import { memberMoney } from '../messages/money-text';
import { notifyMember } from '../messages/notify-member';
import { NOTICE_TEXTS } from '../messages/texts';
import { opsMoney } from '../wallet/deposit-notice';
import { listApplications, reviewApplication, ReviewError } from './applications';
import { OpsError } from '../ops/commands';
import { defineSubcommand, type OpsRunContext } from '../ops/subcommand';
import { APP_PATHS } from '../../src/config/paths';


function parseId(word: string | undefined): number {
  if (!word || !/^\d{1,12}$/.test(word)) throw new OpsError('give the application id, e.g. application approve 12');
  return Number(word);
}

/** After the commit: the member's inbox message (best effort, never fails the command). */
async function tell(context: OpsRunContext, memberId: number, approved: boolean, amount: number, note?: string): Promise<void> {
  const { title, body } = approved ? NOTICE_TEXTS.promotionApproved(await memberMoney(context.db, context.merchantCode, amount)) : NOTICE_TEXTS.promotionRejected(note);
  await notifyMember(
    { db: context.db, config: context.app?.config ?? null },
    { merchantCode: context.merchantCode, memberId, title, body, kind: 'promotion', url: APP_PATHS.activity },
  ).catch(() => undefined);
}

/** `applications [all]`: the pending promotion applications (every one with `all`). */
export const applicationsCommand = defineSubcommand({
  name: 'applications',
  usage: ['applications [all]'],
  parse(words) {
    if (words.length > 1 || (words[0] !== undefined && words[0] !== 'all')) throw new OpsError('applications [all]');
    return { all: words[0] === 'all' };
  },
  async run({ db, merchantCode }, { all }) {
    const rows = await listApplications(db, merchantCode, all ? 'all' : 'pending');
    if (rows.length === 0) return all ? 'no applications' : 'no pending applications';
    return rows
      .map((r) => `#${r.id}  ${r.createdAt}  ${r.username}  promotion ${r.promotionId} "${r.title}"  bonus ${opsMoney(r.bonusAmount)}  images ${r.images}  remark: ${r.remark || '-'}`)
      .join('\n');
  },
});

/** `application approve ID [--amount 150000]` pays the bonus; `application reject ID [--note text]`. */
export const applicationCommand = defineSubcommand({
  name: 'application',
  usage: ['application approve ID [--amount 100000]', 'application reject ID [--note "reason"]'],
  parse(words, options) {
    const [verb, idWord] = words;
    if (verb !== 'approve' && verb !== 'reject') throw new OpsError('application approve|reject ID');
    const id = parseId(idWord);
    let amount: number | undefined;
    if (options.amount !== undefined) {
      amount = Number(options.amount);
      if (!Number.isFinite(amount) || amount < 0 || Math.round(amount * 100) / 100 !== amount) throw new OpsError('--amount must be a non-negative amount with at most 2 decimals');
    }
    return { verb, id, amount, note: options.note };
  },
  async run(context, { verb, id, amount, note }) {
    const { db, merchantCode } = context;
    try {
      if (verb === 'approve') {
        const done = await reviewApplication(db, merchantCode, id, { approve: true, amount });
        await tell(context, done.memberId, true, done.amount);
        return `application ${id} approved: bonus ${opsMoney(done.amount)} paid to member ${done.memberId} (ledger reference application:${id})`;
      }
      const done = await reviewApplication(db, merchantCode, id, { approve: false, note });
      // the member reads the operator's reason in the inbox (it is also kept as the review note)
      await tell(context, done.memberId, false, 0, note);
      return `application ${id} rejected${note?.trim() ? ' (the member is told the reason)' : ''}`;
    } catch (error) {
      if (error instanceof ReviewError) throw new OpsError(error.message);
      throw error;
    }
  },
});

/** `promotion-kind KIND on|off`: switches a promotion kind (side menu Referral/Mission follow it). */
export const promotionKindCommand = defineSubcommand({
  name: 'promotion-kind',
  usage: [`promotion-kind ${PROMOTION_KINDS.join('|')} on|off`],
  parse(words) {
    const [kind, state] = words;
    if (!PROMOTION_KINDS.includes(kind as PromotionKind) || (state !== 'on' && state !== 'off')) throw new OpsError(`promotion-kind ${PROMOTION_KINDS.join('|')} on|off`);
    return { kind: kind as PromotionKind, on: state === 'on' };
  },
  async run({ db, merchantCode }, { kind, on }) {
    await db.query(
      'insert into promotion_kinds (merchant_code, kind, enabled) values ($1, $2, $3) on conflict (merchant_code, kind) do update set enabled = excluded.enabled',
      [merchantCode, kind, on],
    );
    return `promotion kind ${kind} ${on ? 'on' : 'off'}`;
  },
});

/** `vip-benefit on|off`: the VIP benefit switch (side menu VIP item, benefits screen). */
export const vipBenefitCommand = defineSubcommand({
  name: 'vip-benefit',
  usage: ['vip-benefit on|off'],
  parse(words) {
    if (words[0] !== 'on' && words[0] !== 'off') throw new OpsError('vip-benefit on|off');
    return { on: words[0] === 'on' };
  },
  async run({ db, merchantCode }, { on }) {
    await db.query(
      `insert into promotion_settings (merchant_code, vip_benefit) values ($1, $2)
       on conflict (merchant_code) do update set vip_benefit = excluded.vip_benefit`,
      [merchantCode, on],
    );
    return `VIP benefit ${on ? 'on' : 'off'}`;
  },
});

const REFERRAL_USAGE = 'referral [--reward N] [--min-deposit N] [--min-turnover N]';
const REFERRAL_OPTIONS = { reward: 'referral_reward', 'min-deposit': 'referral_min_deposit', 'min-turnover': 'referral_min_turnover' } as const;

/**
 * The referral programme's amounts (docs/decisions/0050): the reward per
 * qualified friend, and what the friend must deposit (an approved deposit
 * of at least, more than 0) and bet (valid bets of at least) to qualify.
 * Without options: shows them.
 */
export const referralCommand = defineSubcommand({
  name: 'referral',
  usage: [REFERRAL_USAGE],
  parse(words, options) {
    if (words.length > 0 || Object.keys(options).some((name) => !(name in REFERRAL_OPTIONS))) throw new OpsError(REFERRAL_USAGE);
    const changes: [column: string, value: number][] = [];
    for (const [option, column] of Object.entries(REFERRAL_OPTIONS)) {
      const text = options[option];
      if (text === undefined) continue;
      const value = Number(text);
      if (!/^\d{1,13}(\.\d{1,2})?$/.test(text) || (option === 'min-deposit' && value <= 0)) throw new OpsError(`--${option} must be an amount${option === 'min-deposit' ? ' above 0' : ''}`);
      changes.push([column, value]);
    }
    return { changes };
  },
  async run({ db, merchantCode }, { changes }) {
    await db.query('insert into promotion_settings (merchant_code) values ($1) on conflict do nothing', [merchantCode]);
    for (const [column, value] of changes) {
      // column names come from REFERRAL_OPTIONS only, never from the input
      await db.query(`update promotion_settings set ${column} = $2 where merchant_code = $1`, [merchantCode, value]);
    }
    const [row] = await db.query<{ reward: string; deposit: string; turnover: string }>(
      `select referral_reward::text as reward, referral_min_deposit::text as deposit, referral_min_turnover::text as turnover
         from promotion_settings where merchant_code = $1`, [merchantCode]);
    return `referral: reward ${row!.reward} per friend with an approved deposit of at least ${row!.deposit} and valid bets of at least ${row!.turnover}`;
  },
});

export const PROMOTION_SUBCOMMANDS = [applicationsCommand, applicationCommand, promotionKindCommand, vipBenefitCommand, referralCommand];
