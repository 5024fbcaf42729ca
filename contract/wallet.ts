import * as v from 'valibot';
import { blackjackRoundSchema } from './blackjack-play';
import { fishingShotSchema } from './fishing-play';
import { cockfightRecordSchema } from './cockfight';
import { idempotencyKeySchema, moneySchema } from './money-input';
import { orderPaymentSchema, orderPromotionSchema } from './qr-deposits';
import { baccaratRoundSchema, dragonTigerRoundSchema, rouletteRoundSchema, sicBoRoundSchema, xocDiaRoundSchema } from './live-tables';
import { reelRoundSchema } from './play';
import { sportsRoundSchema } from './sports';

/**
 * Wallet: deposits by bank transfer, withdrawals, funds password, bank
 * cards and the two records. WPS-shaped paths (wps-protocol.md): the three
 * the protocol names, relay names for the rest (docs/decisions/0030).
 * Money on the wire is in currency units with at most 2 decimals; the
 * server turns it into integer cents before it reaches the ledger.
 */
export const WALLET_PATHS = {
  balance: '/wps/wallets/gcs',
  funds: '/wps/member/info/funds/consolidated',
  depositAccounts: '/wps/relay/MCSFE_depositAccounts',
  deposit: '/wps/relay/MCSFE_manualDeposit',
  /** "I have transferred": the order now waits for the money (docs/decisions/0060). */
  depositTransferred: '/wps/relay/MCSFE_depositTransferred',
  depositRecords: '/wps/relay/MCSFE_depositRecords',
  /** GET ?id=: one of the member's deposit orders as it is now (the open deposit page follows it, docs/decisions/0063). */
  depositOrder: '/wps/relay/MCSFE_depositOrder',
  bindBankCard: '/wps/relay/MCSFE_bindBankCard',
  fundsPassword: '/wps/relay/MCSFE_fundsPassword',
  withdraw: '/wps/transaction/withdraw',
  withdrawRecords: '/wps/relay/MCSFE_withdrawRecords',
  transactions: '/wps/relay/ODS2_MemberTransaction',
  betRecords: '/wps/relay/ODS2_MemberBetRecord',
} as const;

/**
 * Deposits one member may have waiting for the operator at once: a flood of
 * orders would otherwise bury real ones in the operator's list (security
 * review M5). The server refuses the next with depositPendingLimit.
 */
export const DEPOSIT_PENDING_MAX = 3;

export const WALLET_ERROR_CODES = {
  freeReject: 'free_reject',
  amountLimit: 'wallet.amount.out.of.limit',
  insufficient: 'wallet.balance.insufficient',
  accountUnknown: 'deposit.account.not.found',
  cardUnknown: 'withdraw.card.not.found',
  cardHolderMismatch: 'withdraw.card.holder.mismatch',
  cardDuplicate: 'withdraw.card.duplicate',
  cardLimit: 'withdraw.card.limit',
  fundsPasswordMissing: 'funds.password.not.set',
  fundsPasswordWrong: 'funds.password.wrong',
  fundsPasswordLocked: 'funds.password.locked',
  /** Another check of the same funds password is under way; this one was not checked (try again). */
  fundsPasswordBusy: 'funds.password.busy',
  fundsPasswordSame: 'modify.new.old.same',
  orderNotPending: 'wallet.order.not.pending',
  agentOnly: 'wallet.records.agent.only',
  rangeInvalid: 'wallet.records.range.invalid',
  /** The VIP level's withdrawals per day are used up (value: level, count, limit, used). */
  dailyCount: 'withdraw.daily.count.exceeded',
  /** The VIP level's withdrawal amount per day would be passed (value: level, count, limit, used). */
  dailyAmount: 'withdraw.daily.amount.exceeded',
  /** The member already has DEPOSIT_PENDING_MAX deposits waiting for the operator; value {max}. */
  depositPendingLimit: 'wallet.deposit.pending.limit',
} as const;

/** Funds password: 6 digits (the usual withdrawal PIN of Vietnamese sites). 5 wrong in a row lock it. */
export const FUNDS_PASSWORD_PATTERN = /^\d{6}$/;
export const FUNDS_PASSWORD_MAX_FAILURES = 5;
export const FUNDS_PASSWORD_LOCK_MS = 30 * 60 * 1000;
/** A member may bind this many bank cards. */
export const MAX_BANK_CARDS = 3;
/** Records look back at most this far, in one range of at most RECORD_MAX_RANGE_DAYS. */
export const RECORD_MAX_RANGE_DAYS = 92;
export const RECORD_PAGE_SIZE = 20;

/** Banks a card may belong to (code → name); the receiving accounts use the same codes. */
export const BANKS = {
  VCB: 'Vietcombank',
  TCB: 'Techcombank',
  ACB: 'ACB',
  BIDV: 'BIDV',
  VTB: 'VietinBank',
  MB: 'MB Bank',
  TPB: 'TPBank',
  VPB: 'VPBank',
} as const;
export type BankCode = keyof typeof BANKS;
export const BANK_CODES = Object.keys(BANKS) as BankCode[];

const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 53 - 1));
const nameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

// ---------------------------------------------------------------- funds (consolidated)
export const bankCardSchema = v.object({
  id: v.number(),
  bankCode: v.string(),
  bankName: v.string(),
  /** Only the last 4 digits travel back. */
  cardNumberMasked: v.string(),
  holderName: v.string(),
});
export type BankCard = v.InferOutput<typeof bankCardSchema>;

/** GET funds: what the withdraw screen and the security centre read. */
export const fundsValueSchema = v.object({
  sumBalance: v.number(),
  /** Held by pending withdrawals (already out of sumBalance). */
  heldBalance: v.number(),
  payeeName: v.nullable(v.string()),
  fundsPasswordSet: v.boolean(),
  /** Epoch ms until which the funds password is locked, or null. */
  fundsPasswordLockedUntil: v.nullable(v.number()),
  bankCards: v.array(bankCardSchema),
  mobileMasked: v.nullable(v.string()),
  emailMasked: v.nullable(v.string()),
  withdrawMin: v.number(),
  withdrawMax: v.number(),
});
export type FundsValue = v.InferOutput<typeof fundsValueSchema>;

// ---------------------------------------------------------------- deposit
export const depositAccountSchema = v.object({
  id: v.number(),
  method: v.string(),
  bankCode: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  accountNumber: v.string(),
  /** The bank's NAPAS BIN for the VietQR code; null: the account shows no QR. */
  bankBin: v.nullable(v.string()),
  minAmount: v.number(),
  maxAmount: v.number(),
});
export type DepositAccount = v.InferOutput<typeof depositAccountSchema>;

export const depositAccountsValueSchema = v.object({
  accounts: v.array(depositAccountSchema),
  /** Amount buttons the form offers. */
  presets: v.array(v.number()),
});
export type DepositAccountsValue = v.InferOutput<typeof depositAccountsValueSchema>;

export const depositPayloadSchema = v.object({
  accountId: idSchema,
  amount: moneySchema,
  payerName: nameSchema,
  receiptImageId: v.optional(v.nullable(idSchema)),
  idempotencyKey: idempotencyKeySchema,
});
export type DepositPayload = v.InferInput<typeof depositPayloadSchema>;

/** 'waiting': pending, and the member said the money was sent. */
export const DEPOSIT_STATUSES = ['pending', 'waiting', 'approved', 'rejected'] as const;
export const depositOrderSchema = v.object({
  id: v.number(),
  orderNo: v.string(),
  /** What the member types into the bank transfer's content (A–Z, 0–9, at most DEPOSIT_MEMO_MAX_LENGTH). */
  memo: v.string(),
  /** The receiving account of a bank transfer; null for a provider's method (e-wallet, scratch card). */
  accountId: v.nullable(v.number()),
  /** What is (or, while pending, will be) credited: a provider's fee is already taken off (docs/decisions/0071). */
  amount: v.number(),
  status: v.picklist(DEPOSIT_STATUSES),
  bankName: v.string(),
  payerName: v.string(),
  hasReceipt: v.boolean(),
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
  /** Deposits through a payment provider: method, what was paid or declared, fee, the card's real value (docs/decisions/0071), a QR channel's code (0103). */
  payment: v.optional(v.nullable(orderPaymentSchema)),
  /** The promotion accepted with this deposit and its bonus (docs/decisions/0103). */
  promotion: v.optional(v.nullable(orderPromotionSchema)),
});
export type DepositOrder = v.InferOutput<typeof depositOrderSchema>;

/** Banks keep at most this much of a transfer's content, and only letters and digits survive every bank. */
export const DEPOSIT_MEMO_MAX_LENGTH = 25;
export const DEPOSIT_MEMO_PATTERN = /^[A-Z0-9]{1,25}$/;

export const depositTransferredPayloadSchema = v.object({ orderId: idSchema });

// ---------------------------------------------------------------- withdraw
export const bindBankCardPayloadSchema = v.object({
  bankCode: v.picklist(BANK_CODES),
  cardNumber: v.pipe(v.string(), v.regex(/^\d{6,19}$/)),
  holderName: nameSchema,
});
export type BindBankCardPayload = v.InferInput<typeof bindBankCardPayloadSchema>;

/** PUT fundsPassword (encrypted): set (no oldPassword) or change (with it). */
export const fundsPasswordPayloadSchema = v.object({
  oldPassword: v.optional(v.pipe(v.string(), v.maxLength(64))),
  newPassword: v.pipe(v.string(), v.regex(FUNDS_PASSWORD_PATTERN)),
});
export type FundsPasswordPayload = v.InferInput<typeof fundsPasswordPayloadSchema>;

/** POST withdraw (encrypted as login is). */
export const withdrawPayloadSchema = v.object({
  amount: moneySchema,
  bankCardId: idSchema,
  fundsPassword: v.pipe(v.string(), v.maxLength(64)),
  idempotencyKey: idempotencyKeySchema,
});
export type WithdrawPayload = v.InferInput<typeof withdrawPayloadSchema>;

export const WITHDRAW_STATUSES = ['pending', 'paid', 'rejected'] as const;
export const withdrawOrderSchema = v.object({
  id: v.number(),
  orderNo: v.string(),
  amount: v.number(),
  status: v.picklist(WITHDRAW_STATUSES),
  bankName: v.string(),
  cardNumberMasked: v.string(),
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
});
export type WithdrawOrder = v.InferOutput<typeof withdrawOrderSchema>;

/** A refusal of a wrong funds password carries the attempts left (0 when it just locked). */
export const fundsPasswordRefusalSchema = v.object({ attemptsLeft: v.number(), lockedUntil: v.nullable(v.number()) });

// ---------------------------------------------------------------- paging and records
const pagedOf = <S extends v.GenericSchema>(item: S) =>
  v.object({ list: v.array(item), pageNum: v.number(), totalPages: v.number(), totalCount: v.number() });

export const depositRecordsValueSchema = pagedOf(depositOrderSchema);
export const withdrawRecordsValueSchema = pagedOf(withdrawOrderSchema);

const intParam = (min: number, max: number) => v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number), v.minValue(min), v.maxValue(max));
export const pageQuerySchema = v.object({ pageNo: v.optional(intParam(1, 100_000), '1') });
export const depositOrderQuerySchema = v.object({ id: intParam(1, Number.MAX_SAFE_INTEGER) });

export const LEDGER_ENTRY_KINDS = ['deposit', 'withdrawal_hold', 'hold_release', 'bet', 'win', 'bonus', 'rebate', 'transfer', 'adjustment'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
/** ?types=A (agents): the entries of agent business. */
export const AGENT_ENTRY_KINDS: readonly LedgerEntryKind[] = ['transfer', 'rebate', 'bonus', 'adjustment'];

/** from/to: epoch ms of the device's local day bounds (the server knows no time zone of the player). */
const rangeQuery = { from: intParam(0, 8.64e15), to: intParam(0, 8.64e15), pageNo: v.optional(intParam(1, 100_000), '1') };

export const transactionsQuerySchema = v.object({
  ...rangeQuery,
  kind: v.optional(v.picklist(LEDGER_ENTRY_KINDS)),
  types: v.optional(v.literal('A')),
});

export const ledgerEntrySchema = v.object({
  id: v.number(),
  kind: v.picklist(LEDGER_ENTRY_KINDS),
  amount: v.number(),
  balanceAfter: v.number(),
  reference: v.string(),
  createdAt: v.number(),
});
export type LedgerEntry = v.InferOutput<typeof ledgerEntrySchema>;

export const transactionsValueSchema = v.object({
  ...pagedOf(ledgerEntrySchema).entries,
  totals: v.object({ credit: v.number(), debit: v.number() }),
});
export type TransactionsValue = v.InferOutput<typeof transactionsValueSchema>;

export const RECORD_GAME_TYPES = ['RNG', 'PVP', 'FISH', 'SPORTS', 'LIVE', 'LOTT', 'ELOTT', 'COCKFIGHT', 'ESPORTS'] as const;
export const betRecordsQuerySchema = v.object({ ...rangeQuery, gameType: v.optional(v.picklist(RECORD_GAME_TYPES)) });

export const betRecordSchema = v.object({
  id: v.number(),
  gameName: v.string(),
  gameType: v.string(),
  vendor: v.string(),
  bet: v.number(),
  validBet: v.number(),
  /** win − bet: positive for a win, negative for a loss. */
  winLoss: v.number(),
  createdAt: v.number(),
  /** An engine round's details (reels and lines, or blackjack hands; fairness values); absent for demo-page rounds. */
  round: v.optional(v.nullable(v.variant('engine', [reelRoundSchema, blackjackRoundSchema, fishingShotSchema, sportsRoundSchema, cockfightRecordSchema, baccaratRoundSchema, rouletteRoundSchema,
    dragonTigerRoundSchema, sicBoRoundSchema, xocDiaRoundSchema]))),
});
export type BetRecord = v.InferOutput<typeof betRecordSchema>;

export const betRecordsValueSchema = v.object({
  ...pagedOf(betRecordSchema).entries,
  totals: v.object({ bet: v.number(), validBet: v.number(), winLoss: v.number() }),
});
export type BetRecordsValue = v.InferOutput<typeof betRecordsValueSchema>;
