/**
 * Alipay, QQ Wallet and WeChat Pay deposits, and the promotion a member
 * accepts with one (docs/decisions/0103). A channel is a deposit method of
 * the provider like MoMo (docs/decisions/0071: one order, one callback, one
 * settlement), offered only once the operator configured it. The provider
 * answers a QR to scan and/or a pay URL; a pay URL whose scheme the channel
 * may not use is dropped. A promotion is checked here (live, with deposit
 * terms, the amount at least its minimum) and its uses under the member's
 * deposit lock (server/wallet/orders.ts); its bonus is paid when the
 * deposit is credited, never before.
 */
import { allowedQrPayUrl, QR_DEPOSIT_ERROR_CODES, type DepositPromotion, type QrChannel } from '../../contract/qr-deposits';
import type { DepositOrder } from '../../contract/wallet';
import type { WireLanguage } from '../../contract/headers';
import type { AppConfig } from '../app-context';
import type { Db } from '../db/db';
import { createDeposit, refuse } from '../wallet/orders';
import { handOver, pricedPayment, type WalletDepositInput } from './deposits';

interface Depositor { id: number; merchantCode: string }
type Context = { db: Db; config: AppConfig | null | undefined };

interface TermsRow {
  id: number;
  title_vi: string;
  title_en: string;
  bonus_bps: number;
  max_bonus_cents: string;
  min_deposit_cents: string;
  max_applications: number;
  used: number;
}

/**
 * The promotions with deposit terms that are live now (switched on, kind on,
 * started, not ended), with how many of the member's deposits accepted each
 * and did not fail.
 */
async function liveTerms(db: Db, merchantCode: string, memberId: number, promotionId: number | null): Promise<TermsRow[]> {
  return db.query<TermsRow>(
    `select p.id, p.title_vi, p.title_en, round(t.bonus_percent * 100)::int as bonus_bps, (t.max_bonus * 100)::bigint::text as max_bonus_cents,
            (t.min_deposit * 100)::bigint::text as min_deposit_cents, p.max_applications,
            (select count(*)::int from deposit_orders o where o.member_id = $2 and o.promotion_id = p.id and o.promotion_bonus_status <> 'void') as used
       from promotions p
       join promotion_deposit_terms t on t.merchant_code = p.merchant_code and t.promotion_id = p.id
       left join promotion_kinds k on k.merchant_code = p.merchant_code and k.kind = p.kind
      where p.merchant_code = $1 and p.enabled and coalesce(k.enabled, true)
        and p.start_date <= now() and (p.end_date is null or p.end_date > now())
        and ($3::int is null or p.id = $3::int)
      order by p.sort_order, p.id`,
    [merchantCode, memberId, promotionId],
  );
}

const usable = (row: TermsRow) => row.max_applications === 0 || row.used < row.max_applications;

/** What the deposit screen offers the member to accept now. */
export async function depositPromotions(db: Db, member: Depositor, language: WireLanguage): Promise<DepositPromotion[]> {
  const rows = await liveTerms(db, member.merchantCode, member.id, null);
  return rows.filter(usable).map((row) => ({
    id: row.id, title: language === 'EN' ? row.title_en : row.title_vi, bonusPercent: row.bonus_bps / 100,
    maxBonus: Number(row.max_bonus_cents) / 100, minDeposit: Number(row.min_deposit_cents) / 100,
  }));
}

/** The bonus a credit of this many cents earns under these terms: its share, rounded down to the cent, at most the ceiling. */
export function depositBonusCents(creditCents: number, bonusBps: number, maxBonusCents: number): number {
  return Math.min(Math.floor((creditCents * bonusBps) / 10_000), maxBonusCents);
}

/** As an e-wallet's (server/payments/deposits.ts), with the channel and the promotion accepted with it. */
export interface QrDepositInput extends Omit<WalletDepositInput, 'method'> {
  channel: QrChannel;
  promotionId: number | null;
}

export async function createQrDeposit(context: Context, member: Depositor, input: QrDepositInput): Promise<DepositOrder> {
  const { provider, payment } = await pricedPayment(context, member, input.channel, input.amountCents);
  const creditCents = input.amountCents - payment.feeCents;
  let promotion: { id: number; bonusCents: number; maxUses: number } | undefined;
  // A repeat of an order already made (same key) answers that order: its promotion was checked when it was made.
  const [made] = await context.db.query('select 1 from deposit_orders where member_id = $1 and idempotency_key = $2', [member.id, input.idempotencyKey]);
  if (input.promotionId !== null && !made) {
    const [terms] = await liveTerms(context.db, member.merchantCode, member.id, input.promotionId);
    if (!terms || !usable(terms)) throw refuse(QR_DEPOSIT_ERROR_CODES.promotionIneligible);
    if (input.amountCents < Number(terms.min_deposit_cents)) {
      throw refuse(QR_DEPOSIT_ERROR_CODES.promotionIneligible, { minDeposit: Number(terms.min_deposit_cents) / 100 });
    }
    const bonusCents = depositBonusCents(creditCents, terms.bonus_bps, Number(terms.max_bonus_cents));
    if (bonusCents <= 0) throw refuse(QR_DEPOSIT_ERROR_CODES.promotionIneligible);
    promotion = { id: terms.id, bonusCents, maxUses: terms.max_applications };
  }
  const order = await createDeposit(context.db, {
    memberId: member.id, merchantCode: member.merchantCode, accountId: null, amountCents: creditCents, payerName: '', receiptImageId: null,
    idempotencyKey: input.idempotencyKey,
    payment: { ...payment, promotion },
  });
  return handOver(context, member, order, async () => {
    const handed = await provider.createQrPayment({
      merchantCode: member.merchantCode, orderNo: order.orderNo, channel: input.channel, amountCents: input.amountCents,
      returnUrl: input.returnUrl, pageOrigin: input.pageOrigin, language: input.language, gateway: input.gateway,
    });
    const payUrl = allowedQrPayUrl(input.channel, handed.payUrl);
    const qr = handed.qr && handed.qr.length <= 2048 ? handed.qr : null;
    // Nothing the member could pay with: the provider failed (handOver closes the order, nothing charged).
    if (!payUrl && !qr) throw new Error('the provider answered neither a QR nor an allowed pay URL');
    return { ref: handed.ref, payUrl, qr };
  });
}
