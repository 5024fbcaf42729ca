import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openEmptyPglite } from '../testing/pglite-suite';
import { createTestMember } from '../games/test-members';
import { expectLedgerBalanced } from '../testing/ledger';
import { InsufficientBalanceError, openWallet, post } from './ledger';
import { suiteApp } from '../testing/suite-app';

const suite = suiteApp({ config: { testMode: true }, ledgerBalanced: true });

const balanceCents = async (id: number) =>
  Number((await suite.db.query<{ c: string }>('select (balance * 100)::bigint::text as c from wallets where member_id = $1', [id]))[0]!.c);
const entries = (id: number) => suite.db.query<{ kind: string; amount: string; balance_after: string; reference: string; merchant_code: string }>(
  'select kind, amount::text, balance_after::text, reference, merchant_code from ledger_entries where member_id = $1 order by id', [id]);

describe('post', () => {
  it('moves the balance and writes the entry with the balance after it', async () => {
    const member = await createTestMember(suite.db, 'ledger01', 100);
    expect((await post(suite.db, { memberId: member.id, kind: 'deposit', amountCents: 2_550, reference: 'deposit_order:1' })).balanceAfterCents).toBe(12_550n);
    expect((await post(suite.db, { memberId: member.id, kind: 'withdrawal_hold', amountCents: -550, reference: 'withdrawal:1' })).balanceAfterCents).toBe(12_000n);
    expect(await balanceCents(member.id)).toBe(12_000);
    expect(await entries(member.id)).toEqual([
      { kind: 'adjustment', amount: '100.00', balance_after: '100.00', reference: 'opening:test-member', merchant_code: 'DEMO' },
      { kind: 'deposit', amount: '25.50', balance_after: '125.50', reference: 'deposit_order:1', merchant_code: 'DEMO' },
      { kind: 'withdrawal_hold', amount: '-5.50', balance_after: '120.00', reference: 'withdrawal:1', merchant_code: 'DEMO' },
    ]);
  });

  it('refuses to go below zero with a typed 4xx refusal, changing nothing', async () => {
    const member = await createTestMember(suite.db, 'ledger02', 10);
    const refusal = await post(suite.db, { memberId: member.id, kind: 'bet', amountCents: -1_001, reference: 'x' }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(InsufficientBalanceError);
    expect(refusal).toMatchObject({ errorCode: 'wallet.balance.insufficient', httpStatus: 409 });
    expect(await balanceCents(member.id)).toBe(1_000);
    expect(await entries(member.id)).toHaveLength(1);
    // Exactly the balance is allowed: zero is not negative.
    await post(suite.db, { memberId: member.id, kind: 'bet', amountCents: -1_000, reference: 'y' });
    expect(await balanceCents(member.id)).toBe(0);
  });

  it('refuses entries that move nothing, fractions of a cent, unknown kinds and missing wallets', async () => {
    const member = await createTestMember(suite.db, 'ledger03', 10);
    for (const amountCents of [0, 1.5, Number.NaN, 2 ** 60]) {
      await expect(post(suite.db, { memberId: member.id, kind: 'bonus', amountCents, reference: 'r' }), String(amountCents)).rejects.toThrow(/integer of cents/);
    }
    await expect(post(suite.db, { memberId: member.id, kind: 'gift' as 'bonus', amountCents: 1, reference: 'r' })).rejects.toThrow(/unknown ledger kind/);
    await expect(post(suite.db, { memberId: member.id, kind: 'bonus', amountCents: 1, reference: '' })).rejects.toThrow(/reference/);
    await expect(post(suite.db, { memberId: 987_654_321, kind: 'bonus', amountCents: 1, reference: 'r' })).rejects.toMatchObject({ errorCode: 'wallet.not.found', httpStatus: 404 });
    expect(await entries(member.id)).toHaveLength(1);
  });

  it('joins the caller\'s transaction: a rollback takes the entry and the balance back together', async () => {
    const member = await createTestMember(suite.db, 'ledger04', 50);
    await expect(suite.db.transaction(async (tx) => {
      await post(tx, { memberId: member.id, kind: 'rebate', amountCents: 700, reference: 'rebate:1' });
      throw new Error('the rest of the operation failed');
    })).rejects.toThrow('the rest');
    expect(await balanceCents(member.id)).toBe(5_000);
    expect(await entries(member.id)).toHaveLength(1);
  });

  it('openWallet credits the opening through the ledger and leaves an existing wallet alone', async () => {
    const member = await createTestMember(suite.db, 'ledger05', 0);
    expect(await entries(member.id)).toHaveLength(0);
    await openWallet(suite.db, member.id, { amountCents: 999, reference: 'again' });
    expect(await balanceCents(member.id)).toBe(0);
    expect(await entries(member.id)).toHaveLength(0);
  });
});

describe('every way money enters goes through the ledger', () => {
  it('seeded demo accounts open with an entry equal to their balance', async () => {
    const rows = await suite.db.query<{ username: string; balance: string; amount: string; kind: string }>(
      `select m.username, w.balance::text, e.amount::text, e.kind from members m join wallets w on w.member_id = m.id
         join ledger_entries e on e.member_id = m.id where m.username in ('demomember', 'demoagent') order by m.username`);
    expect(rows).toEqual([
      { username: 'demoagent', balance: '5000000.00', amount: '5000000.00', kind: 'adjustment' },
      { username: 'demomember', balance: '1000000.00', amount: '1000000.00', kind: 'adjustment' },
    ]);
  });

  it('the test-mode session route opens the asked balance as an entry, and refuses fractions of a cent', async () => {
    const res = await suite.app.inject({ method: 'POST', url: '/__test/session', headers: { Merchant: 'DEMO' }, payload: { username: 'ledger_e2e', balance: 321.5 } });
    const { id } = res.json().value as { id: number };
    expect(await balanceCents(id)).toBe(32_150);
    expect(await entries(id)).toMatchObject([{ kind: 'adjustment', amount: '321.50', reference: 'opening:test-session' }]);
    const bad = await suite.app.inject({ method: 'POST', url: '/__test/session', headers: { Merchant: 'DEMO' }, payload: { username: 'ledger_e2f', balance: 1.001 } });
    expect(bad.statusCode).toBe(400);
    const negative = await suite.app.inject({ method: 'POST', url: '/__test/session', headers: { Merchant: 'DEMO' }, payload: { username: 'ledger_e2g', balance: -5 } });
    expect(negative.statusCode).toBe(400);
  });
});

describe('migration 014 on a database from before the ledger', () => {
  it('gives every wallet an opening adjustment equal to its balance', async () => {
    const dir = fileURLToPath(new URL('../db/migrations/', import.meta.url));
    const before = mkdtempSync(join(tmpdir(), 'pre-ledger-'));
    for (const name of readdirSync(dir).filter((n) => n < '014')) cpSync(join(dir, name), join(before, name));
    const old = await openEmptyPglite();
    try {
      await migrate(old, before);
      await old.query(`insert into merchants (code, name, main_domain, currency, currency_symbol, currency_position, country_code, dialing_code)
        values ('OLD', 'Old', 'old.example', 'VND', '₫', 'after', 'VN', '+84')`);
      const ids: number[] = [];
      for (const [name, balance] of [['rich', '1234.56'], ['broke', '0'], ['poor', '0.01']] as const) {
        const [row] = await old.query<{ id: string }>("insert into members (merchant_code, username, password_hash) values ('OLD', $1, 'h') returning id", [name]);
        // The old code wrote balances directly: simulate that once, here only.
        await old.query('insert into wallets (member_id, balance) values ($1, $2)', [row!.id, balance]);
        ids.push(Number(row!.id));
      }
      expect(await migrate(old)).toContain('014_ledger');
      const opened = await old.query<{ member_id: string; amount: string; kind: string; reference: string }>(
        'select member_id::text, amount::text, kind, reference from ledger_entries order by member_id');
      expect(opened).toEqual([
        { member_id: String(ids[0]), amount: '1234.56', kind: 'adjustment', reference: 'opening:migration-014' },
        { member_id: String(ids[2]), amount: '0.01', kind: 'adjustment', reference: 'opening:migration-014' },
      ]);
      await expectLedgerBalanced(old);
    } finally {
      await old.close();
      rmSync(before, { recursive: true, force: true });
    }
    // A ceiling, not a wait: a fresh PGlite runs every migration (about 19 s on a loaded two-core machine).
  }, 60_000);
});

// Statements the database must refuse (migration 031); the scan below must recognise each of them too.
const REWRITES = {
  update: "update ledger_entries set created_at = now() - interval '1 day' where id = $1",
  delete: 'delete from ledger_entries where id = $1',
  truncate: 'truncate ledger_entries',
} as const;

describe('the ledger is append-only in the database (migration 031)', () => {
  const entryOf = async (memberId: number) =>
    (await suite.db.query<{ id: string; amount: string; created_at: string }>(
      'select id::text, amount::text, created_at::text from ledger_entries where member_id = $1 order by id', [memberId]));

  it('refuses UPDATE and DELETE of an entry, leaving it as it was', async () => {
    const member = await createTestMember(suite.db, 'ledger06', 40);
    const [before] = await entryOf(member.id);
    await expect(suite.db.query(REWRITES.update, [before!.id])).rejects.toThrow(/append-only/);
    await expect(suite.db.query('update ledger_entries set amount = 1 where member_id = $1', [member.id])).rejects.toThrow(/append-only/);
    await expect(suite.db.query(REWRITES.delete, [before!.id])).rejects.toThrow(/append-only/);
    expect(await entryOf(member.id)).toEqual([before]);
  });

  it('refuses TRUNCATE, and a rewrite inside a transaction rolls the whole transaction back', async () => {
    const member = await createTestMember(suite.db, 'ledger07', 10);
    await expect(suite.db.query(REWRITES.truncate)).rejects.toThrow(/append-only/);
    const [opening] = await entryOf(member.id);
    await expect(suite.db.transaction(async (tx) => {
      await post(tx, { memberId: member.id, kind: 'bonus', amountCents: 500, reference: 'bonus:rewrite' });
      await tx.query(REWRITES.delete, [opening!.id]);
    })).rejects.toThrow(/append-only/);
    expect(await balanceCents(member.id)).toBe(1_000);
    expect(await entryOf(member.id)).toHaveLength(1);
  });

  it('refuses to delete a member who has entries (no cascade into the ledger)', async () => {
    const member = await createTestMember(suite.db, 'ledger08', 25);
    await expect(suite.db.query('delete from members where id = $1', [member.id])).rejects.toThrow();
    expect(await entryOf(member.id)).toHaveLength(1);
    expect(await balanceCents(member.id)).toBe(2_500);
  });

  it('back-dates an entry only as it is written (seed data)', async () => {
    const member = await createTestMember(suite.db, 'ledger09', 0);
    const at = new Date('2026-01-02T03:04:05.000Z');
    await post(suite.db, { memberId: member.id, kind: 'deposit', amountCents: 100, reference: 'seed:dated', createdAt: at });
    const [row] = await suite.db.query<{ ms: number }>(
      'select floor(extract(epoch from created_at) * 1000)::float8 as ms from ledger_entries where member_id = $1', [member.id]);
    expect(Number(row!.ms)).toBe(at.getTime());
  });
});

describe('nothing but the ledger writes wallets.balance or touches an entry', () => {
  it('no server source updates wallets (or inserts a balance) outside server/wallet/ledger.ts, nor rewrites ledger_entries', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    // ledger.test.ts simulates a pre-ledger database and tries the refused rewrites above; it is the one other place allowed.
    const allowed = new Set(['wallet/ledger.ts', 'wallet/ledger.test.ts']);
    const ledgerRewrites = [
      /update\s+(only\s+)?ledger_entries\b/i,
      /delete\s+from\s+(only\s+)?ledger_entries\b/i,
      /truncate\s+(table\s+)?(only\s+)?ledger_entries\b/i,
      /ledger_entries\s+disable\s+trigger/i,
    ];
    const writers = [/update\s+wallets\b/i, /insert\s+into\s+wallets\s*\([^)]*balance/i, ...ledgerRewrites];
    const found: string[] = [];
    const walk = (folder: string): void => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (name === 'node_modules') continue;
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|sql|js|mjs)$/.test(name) && !allowed.has(relative(root, path))) {
          const text = readFileSync(path, 'utf8');
          if (writers.some((w) => w.test(text))) found.push(relative(root, path));
        }
      }
    };
    walk(root);
    expect(found).toEqual([]);
    // The scan does see the real writer, so it cannot pass by looking nowhere.
    expect(writers[0]!.test(readFileSync(join(root, 'wallet/ledger.ts'), 'utf8'))).toBe(true);
    // And it recognises every rewrite the database refuses above.
    for (const statement of Object.values(REWRITES)) expect(ledgerRewrites.some((w) => w.test(statement)), statement).toBe(true);
  });
});
