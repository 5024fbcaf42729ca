import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../contract/envelope';
import { AGENT_ENTRY_KINDS, bindBankCardPayloadSchema, betRecordsQuerySchema, depositOrderQuerySchema, depositPayloadSchema, depositTransferredPayloadSchema, fundsPasswordPayloadSchema, pageQuerySchema, RECORD_MAX_RANGE_DAYS, RECORD_PAGE_SIZE, transactionsQuerySchema, WALLET_ERROR_CODES, WALLET_PATHS, withdrawPayloadSchema, type DepositAccountsValue, bankCardSchema, betRecordsValueSchema, depositAccountsValueSchema, depositOrderSchema, depositRecordsValueSchema, fundsValueSchema, transactionsValueSchema, withdrawOrderSchema, withdrawRecordsValueSchema } from '../../contract/wallet';
import { requireMember, type Member } from '../accounts/current-member';
import { isAgentType, TRIAL_TYPE } from '../accounts/members';
import { accountsRuntime } from '../accounts/runtime';
import { enforceDailyWithdrawLimits } from '../accounts/vip-limits';
import { requireKycForWithdrawal } from '../kyc/kyc';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { decryptPayload } from '../crypto/encrypted-body';
import { requireOwnedImages } from '../http/image-upload';
import { requestLanguage } from '../http/request-context';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import { depositOrderOf, markDepositTransferred } from '../wallet/deposit-transferred';
import { bindBankCard, checkFundsPassword, readFunds, setFundsPassword } from '../wallet/funds';
import { toCents } from '../wallet/ledger';
import { createDeposit, createWithdrawal, depositPage, refuse, withdrawalByKey, withdrawalPage } from '../wallet/orders';
import { loadPaymentSettings, requireMethod } from '../payments/settings';
import { betRecordPage, transactionPage } from '../wallet/records';

/** Members who may deposit: real accounts (types 0, 1, 2), as the spec says. */
const DEPOSIT_TYPES = [0, 1, 2];
const DEPOSIT_PRESETS = [100_000, 200_000, 500_000, 1_000_000, 5_000_000, 10_000_000];
const DAY_MS = 24 * 60 * 60 * 1000;

const freeReject = () => new WpsError(WALLET_ERROR_CODES.freeReject, 'freeReject', 200);

function checkRange(from: number, to: number): void {
  if (to <= from || to - from > RECORD_MAX_RANGE_DAYS * DAY_MS) throw refuse(WALLET_ERROR_CODES.rangeInvalid);
}

/**
 * Deposits, withdrawals, the funds password, bank cards and the records
 * (docs/decisions/0030). Trial users are refused every money call with
 * free_reject; deposits also refuse agents' non-real types (only 0, 1, 2).
 * All answers are private: Cache-Control no-store (registerWalletRoutes sets it
 * on every wallet path).
 */
export function registerWalletMoneyRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const runtime = accountsRuntime(context);

  async function realMember(request: FastifyRequest, types?: readonly number[]): Promise<Member> {
    const member = await requireMember(context, request);
    if (member.type === TRIAL_TYPE || (types && !types.includes(member.type))) throw freeReject();
    return member;
  }


  defineRoute(app, {
    method: 'GET', url: WALLET_PATHS.funds, reply: fundsValueSchema,
    handler: async ({ request }) => {
      const member = await realMember(request);
      return ok(await readFunds(db, member.id));
    },
  });

  defineRoute(app, {
    method: 'GET', url: WALLET_PATHS.depositAccounts, reply: depositAccountsValueSchema,
    handler: async ({ request }) => {
      const member = await realMember(request, DEPOSIT_TYPES);
      // Bank transfer switched off (docs/decisions/0071): no account is offered.
      const bankOn = (await loadPaymentSettings(db, member.merchantCode, true)).methods.BANK.enabled;
      const rows = !bankOn ? [] : await db.query<{ id: string; method: string; bank_code: string; bank_bin: string | null; bank_name: string; account_name: string; account_number: string; min: string; max: string }>(
        `select id::text, method, bank_code, bank_bin, bank_name, account_name, account_number, min_amount::float8::text as min, max_amount::float8::text as max
         from deposit_accounts where merchant_code = $1 and enabled order by sort, id`,
        [member.merchantCode],
      );
      const value: DepositAccountsValue = {
        accounts: rows.map((r) => ({
          id: Number(r.id), method: r.method, bankCode: r.bank_code, bankName: r.bank_name, accountName: r.account_name,
          accountNumber: r.account_number, bankBin: r.bank_bin, minAmount: Number(r.min), maxAmount: Number(r.max),
        })),
        presets: DEPOSIT_PRESETS,
      };
      return ok(value);
    },
  });

  defineRoute(app, {
    method: 'POST', url: WALLET_PATHS.deposit, reply: depositOrderSchema,
    handler: async ({ request }) => {
      const member = await realMember(request, DEPOSIT_TYPES);
      const input = parseInput(depositPayloadSchema, request.body);
      requireMethod(await loadPaymentSettings(db, member.merchantCode, true), 'BANK');
      if (input.receiptImageId) await requireOwnedImages(db, member.id, 'deposit_receipt', [input.receiptImageId]);
      return ok(await createDeposit(db, {
        memberId: member.id, merchantCode: member.merchantCode, accountId: input.accountId, amountCents: toCents(input.amount),
        payerName: input.payerName, receiptImageId: input.receiptImageId ?? null, idempotencyKey: input.idempotencyKey,
      }));
    },
  });

  defineRoute(app, {
    method: 'POST', url: WALLET_PATHS.depositTransferred, reply: depositOrderSchema,
    handler: async ({ request }) => {
      const member = await realMember(request, DEPOSIT_TYPES);
      const { orderId } = parseInput(depositTransferredPayloadSchema, request.body);
      return ok(await markDepositTransferred(db, member.id, orderId));
    },
  });

  defineRoute(app, {
    method: 'GET', url: WALLET_PATHS.depositOrder, reply: depositOrderSchema,
    handler: async ({ request, reply }) => {
      const member = await realMember(request, DEPOSIT_TYPES);
      const { id } = parseInput(depositOrderQuerySchema, request.query);
      reply.header('Cache-Control', 'no-store');
      return ok(await depositOrderOf(db, member.id, id));
    },
  });

  defineRoute(app, {
    method: 'GET', url: WALLET_PATHS.depositRecords, reply: depositRecordsValueSchema,
    handler: async ({ request }) => {
      const member = await realMember(request, DEPOSIT_TYPES);
      const { pageNo } = parseInput(pageQuerySchema, request.query);
      return ok(await depositPage(db, member.id, pageNo, RECORD_PAGE_SIZE));
    },
  });

  defineRoute(app, {
    method: 'POST', url: WALLET_PATHS.bindBankCard, reply: bankCardSchema,
    handler: async ({ request }) => {
      const member = await realMember(request);
      const input = parseInput(bindBankCardPayloadSchema, request.body);
      return ok(await bindBankCard(db, member.id, input));
    },
  });

  // Encrypted as login is: the old and new PINs never travel in clear.
  defineRoute(app, {
    method: 'PUT', url: WALLET_PATHS.fundsPassword, reply: fundsValueSchema,
    handler: async ({ request }) => {
      const member = await realMember(request);
      const input = await decryptPayload(request, await runtime.rsaKey(), fundsPasswordPayloadSchema);
      await setFundsPassword(db, member.id, input.newPassword, input.oldPassword);
      return ok(await readFunds(db, member.id));
    },
  });

  defineRoute(app, {
    method: 'POST', url: WALLET_PATHS.withdraw, reply: withdrawOrderSchema,
    handler: async ({ request }) => {
      const member = await realMember(request);
      const input = await decryptPayload(request, await runtime.rsaKey(), withdrawPayloadSchema);
      // A repeated submit of a withdrawal already made answers it again, without asking the PIN twice.
      const existing = await withdrawalByKey(db, member.id, input.idempotencyKey);
      if (existing) return ok(existing);
      // The merchant may require verification before a first withdrawal (docs/decisions/0077).
      await requireKycForWithdrawal(db, member.merchantCode, member.id);
      await checkFundsPassword(db, member.id, input.fundsPassword);
      const order = {
        memberId: member.id, merchantCode: member.merchantCode, bankCardId: input.bankCardId, amountCents: toCents(input.amount),
        idempotencyKey: input.idempotencyKey,
      };
      // One transaction: the VIP level's daily count and amount (docs/decisions/0054) are
      // checked under the wallet's lock, so parallel withdrawals cannot all slip under them.
      return ok(await db.transaction(async (tx) => {
        await enforceDailyWithdrawLimits(tx, order);
        return createWithdrawal(tx, order);
      }));
    },
  });

  defineRoute(app, {
    method: 'GET', url: WALLET_PATHS.withdrawRecords, reply: withdrawRecordsValueSchema,
    handler: async ({ request }) => {
      const member = await realMember(request);
      const { pageNo } = parseInput(pageQuerySchema, request.query);
      return ok(await withdrawalPage(db, member.id, pageNo, RECORD_PAGE_SIZE));
    },
  });

  defineRoute(app, {
    method: 'GET', url: WALLET_PATHS.transactions, reply: transactionsValueSchema,
    handler: async ({ request }) => {
      const member = await realMember(request);
      const q = parseInput(transactionsQuerySchema, request.query);
      checkRange(q.from, q.to);
      if (q.types === 'A' && !isAgentType(member.type)) throw refuse(WALLET_ERROR_CODES.agentOnly);
      const kinds = q.kind ? [q.kind] : q.types === 'A' ? AGENT_ENTRY_KINDS : null;
      if (q.kind && q.types === 'A' && !AGENT_ENTRY_KINDS.includes(q.kind)) throw refuse(WALLET_ERROR_CODES.agentOnly);
      return ok(await transactionPage(db, { memberId: member.id, from: q.from, to: q.to, pageNo: q.pageNo, kinds }));
    },
  });

  defineRoute(app, {
    method: 'GET', url: WALLET_PATHS.betRecords, reply: betRecordsValueSchema,
    handler: async ({ request }) => {
      const member = await realMember(request);
      const q = parseInput(betRecordsQuerySchema, request.query);
      checkRange(q.from, q.to);
      return ok(await betRecordPage(db, {
        memberId: member.id, from: q.from, to: q.to, pageNo: q.pageNo, gameType: q.gameType ?? null, language: requestLanguage(request),
      }));
    },
  });
}
