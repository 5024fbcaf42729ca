/**
 * Funds password (the withdrawal PIN, members.payment_password_hash, scrypt
 * like the login password), its lock after FUNDS_PASSWORD_MAX_FAILURES wrong
 * in a row, bank cards, and the consolidated funds view.
 */
import {
  BANKS, FUNDS_PASSWORD_LOCK_MS, FUNDS_PASSWORD_MAX_FAILURES, MAX_BANK_CARDS, WALLET_ERROR_CODES, type BankCard, type BankCode, type FundsValue,
} from '../../contract/wallet';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import type { Db } from '../db/db';
import { maskCard, refuse, WITHDRAW_MAX_CENTS, WITHDRAW_MIN_CENTS } from './orders';

async function lockedUntil(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db.query<{ locked_until: Date | string | null }>(
    'select locked_until from funds_password_guards where member_id = $1 and locked_until > now()',
    [memberId],
  );
  return row?.locked_until ? new Date(row.locked_until).getTime() : null;
}

/** How long an admitted check holds the member's PIN; only a crash mid-check lets it run out (as the login guard's lease). */
export const FUNDS_CHECK_LEASE_MS = 30 * 1000;

interface FundsGuardRow { failures: number; locked_ms: number | null; busy: boolean | null }

async function lockGuard(tx: Db, memberId: number): Promise<FundsGuardRow> {
  await tx.query('insert into funds_password_guards (member_id) values ($1) on conflict (member_id) do nothing', [memberId]);
  const [row] = await tx.query<FundsGuardRow>(
    `select failures,
            case when locked_until > now() then floor(extract(epoch from locked_until) * 1000)::float8 end as locked_ms,
            attempt_until > now() as busy
       from funds_password_guards where member_id = $1 for update`,
    [memberId],
  );
  return row!;
}

/**
 * One transaction, the guard row locked: refuse a locked PIN, refuse while
 * another check of it is under way (busy: nothing is checked, nothing
 * counted), else take the lease. So checks of one member's PIN happen one
 * after another and the fifth failure locks before a sixth is read.
 */
function admitCheck(db: Db, memberId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockGuard(tx, memberId);
    if (row.locked_ms !== null) throw refuse(WALLET_ERROR_CODES.fundsPasswordLocked, { attemptsLeft: 0, lockedUntil: row.locked_ms });
    if (row.busy) throw refuse(WALLET_ERROR_CODES.fundsPasswordBusy, { attemptsLeft: FUNDS_PASSWORD_MAX_FAILURES - row.failures, lockedUntil: null });
    await tx.query(
      "update funds_password_guards set attempt_until = now() + ($2::bigint * interval '1 millisecond') where member_id = $1",
      [memberId, FUNDS_CHECK_LEASE_MS],
    );
  });
}

/** Records the outcome and frees the lease (passed null: the check itself failed, nothing counted). */
function settleCheck(db: Db, memberId: number, passed: boolean | null): Promise<{ failures: number; lockedUntil: number | null }> {
  return db.transaction(async (tx) => {
    const row = await lockGuard(tx, memberId);
    if (passed === null) {
      await tx.query('update funds_password_guards set attempt_until = null where member_id = $1', [memberId]);
      return { failures: row.failures, lockedUntil: row.locked_ms };
    }
    if (passed) {
      await tx.query('update funds_password_guards set failures = 0, attempt_until = null where member_id = $1', [memberId]);
      return { failures: 0, lockedUntil: null };
    }
    const failures = row.failures + 1;
    const locks = failures >= FUNDS_PASSWORD_MAX_FAILURES;
    const until = locks ? Date.now() + FUNDS_PASSWORD_LOCK_MS : null;
    // The lock replaces the count: once it ends, the PIN starts afresh.
    await tx.query(
      'update funds_password_guards set failures = $2, attempt_until = null, locked_until = coalesce($3, locked_until) where member_id = $1',
      [memberId, locks ? 0 : failures, until === null ? null : new Date(until)],
    );
    return { failures, lockedUntil: until };
  });
}

/**
 * Checks the member's funds password behind a guard like the login's
 * (server/accounts/login-guard.ts): admit (lock, lease), scrypt outside any
 * transaction, then record. A wrong one counts; the fifth in a row locks
 * it for FUNDS_PASSWORD_LOCK_MS. A locked password is refused before it is
 * read, and so is a guess while another is being checked, so no burst of
 * concurrent guesses gets more than FUNDS_PASSWORD_MAX_FAILURES checked per
 * lock. A right one clears the count.
 */
/** `verify` is the PIN check (scrypt); a test passes a counting one to see how many checks really ran. */
export async function checkFundsPassword(db: Db, memberId: number, password: string, verify = verifyPassword): Promise<void> {
  const [member] = await db.query<{ hash: string | null }>('select payment_password_hash as hash from members where id = $1', [memberId]);
  if (!member?.hash) throw refuse(WALLET_ERROR_CODES.fundsPasswordMissing);
  await admitCheck(db, memberId);
  let passed: boolean;
  try {
    passed = await verify(password, member.hash);
  } catch (error) {
    await settleCheck(db, memberId, null).catch(() => undefined);
    throw error;
  }
  const outcome = await settleCheck(db, memberId, passed);
  if (passed) return;
  if (outcome.lockedUntil !== null) throw refuse(WALLET_ERROR_CODES.fundsPasswordLocked, { attemptsLeft: 0, lockedUntil: outcome.lockedUntil });
  throw refuse(WALLET_ERROR_CODES.fundsPasswordWrong, { attemptsLeft: FUNDS_PASSWORD_MAX_FAILURES - outcome.failures, lockedUntil: null });
}

/** Sets the funds password the first time, or changes it given the old one (checked and counted as above). */
export async function setFundsPassword(db: Db, memberId: number, newPassword: string, oldPassword: string | undefined): Promise<void> {
  const [member] = await db.query<{ hash: string | null }>('select payment_password_hash as hash from members where id = $1', [memberId]);
  if (member?.hash) {
    await checkFundsPassword(db, memberId, oldPassword ?? '');
    if (oldPassword === newPassword) throw refuse(WALLET_ERROR_CODES.fundsPasswordSame);
  }
  await db.query('update members set payment_password_hash = $2 where id = $1', [memberId, await hashPassword(newPassword)]);
}

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleUpperCase('vi');

/**
 * Binds a bank card. Its holder must be the member's payee name (the name
 * withdrawals are paid to); a member without one gets it from the first
 * card, and it cannot be changed here afterwards. Compared without case
 * and extra spaces, diacritics kept.
 */
export async function bindBankCard(db: Db, memberId: number, card: { bankCode: BankCode; cardNumber: string; holderName: string }): Promise<BankCard> {
  return db.transaction(async (tx) => {
    const [member] = await tx.query<{ payee_name: string | null }>('select payee_name from members where id = $1 for update', [memberId]);
    const holder = card.holderName.trim().replace(/\s+/g, ' ');
    if (member?.payee_name) {
      if (normaliseName(member.payee_name) !== normaliseName(holder)) throw refuse(WALLET_ERROR_CODES.cardHolderMismatch);
    } else {
      await tx.query('update members set payee_name = $2 where id = $1', [memberId, holder]);
    }
    const cards = await tx.query<{ card_number: string }>('select card_number from bank_cards where member_id = $1', [memberId]);
    if (cards.some((c) => c.card_number === card.cardNumber)) throw refuse(WALLET_ERROR_CODES.cardDuplicate);
    if (cards.length >= MAX_BANK_CARDS) throw refuse(WALLET_ERROR_CODES.cardLimit);
    const [row] = await tx.query<{ id: string }>(
      'insert into bank_cards (member_id, bank_code, bank_name, card_number, holder_name) values ($1, $2, $3, $4, $5) returning id::text',
      [memberId, card.bankCode, BANKS[card.bankCode], card.cardNumber, holder],
    );
    return { id: Number(row!.id), bankCode: card.bankCode, bankName: BANKS[card.bankCode], cardNumberMasked: maskCard(card.cardNumber), holderName: holder };
  });
}

function maskTail(value: string | null, keep: number): string | null {
  if (!value) return null;
  return `${'*'.repeat(Math.max(3, value.length - keep))}${value.slice(-keep)}`;
}

function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

/** Everything the withdraw screen and the security centre show, in one read. */
export async function readFunds(db: Db, memberId: number): Promise<FundsValue> {
  const [member] = await db.query<{ payee_name: string | null; has_pin: boolean; mobile_num: string | null; email: string | null; cents: string | null; held: string }>(
    `select m.payee_name, m.payment_password_hash is not null as has_pin, m.mobile_num, m.email,
            (w.balance * 100)::bigint::text as cents,
            (select coalesce(sum(amount), 0) * 100 from withdrawal_orders where member_id = m.id and status = 'pending')::bigint::text as held
       from members m left join wallets w on w.member_id = m.id where m.id = $1`,
    [memberId],
  );
  const cards = await db.query<{ id: string; bank_code: string; bank_name: string; card_number: string; holder_name: string }>(
    'select id::text, bank_code, bank_name, card_number, holder_name from bank_cards where member_id = $1 order by id',
    [memberId],
  );
  return {
    sumBalance: Number(member?.cents ?? 0) / 100,
    heldBalance: Number(member?.held ?? 0) / 100,
    payeeName: member?.payee_name ?? null,
    fundsPasswordSet: member?.has_pin ?? false,
    fundsPasswordLockedUntil: await lockedUntil(db, memberId),
    bankCards: cards.map((c) => ({ id: Number(c.id), bankCode: c.bank_code, bankName: c.bank_name, cardNumberMasked: maskCard(c.card_number), holderName: c.holder_name })),
    mobileMasked: maskTail(member?.mobile_num ?? null, 3),
    emailMasked: maskEmail(member?.email ?? null),
    withdrawMin: WITHDRAW_MIN_CENTS / 100,
    withdrawMax: WITHDRAW_MAX_CENTS / 100,
  };
}
