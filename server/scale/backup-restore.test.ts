/**
 * The backup of docs/operations.md (section 3), done as written: `pg_dump`
 * of a PostgreSQL database while rounds are being settled on it, then
 * `pg_restore` into a fresh database. The copy is a consistent snapshot:
 * its ledger balances, it needs no migration, its ledger's append-only
 * triggers are back, and it serves (a round settles on it).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb, openReadyDb } from '../db/open';
import { expectLedgerBalanced } from '../testing/ledger';
import { POSTGRES_UNAVAILABLE, postgresBinDir } from '../testing/postgres';
import { sharedTestPostgres, type SharedTestPostgres, type SuiteDatabase } from '../testing/postgres-suite';
import { openWallet } from '../wallet/ledger';
import { readBalance, settleRound } from '../wallet/wallet';

const run = promisify(execFile);
const PLAYERS = 4;
const OPENING_CENTS = 10_000_000;

if (POSTGRES_UNAVAILABLE) console.warn(`skipping the backup test: ${POSTGRES_UNAVAILABLE}`);

describe.skipIf(POSTGRES_UNAVAILABLE !== null)('a PostgreSQL backup restores to a balanced, serving database', { timeout: 60_000 }, () => {
  let pg: SharedTestPostgres;
  let sourceDb: SuiteDatabase;
  let work: string;
  let source: Db;
  let restored: Db | undefined;
  const players: number[] = [];

  beforeAll(async () => {
    pg = sharedTestPostgres();
    work = mkdtempSync(join(tmpdir(), 'wps-backup-'));
    // the source: a copy of the run's migrated, seeded template (openReadyDb finds nothing to do)
    sourceDb = await pg.createDatabase('backup_source', { fromTemplate: true });
    source = await openReadyDb({ databaseUrl: sourceDb.url, dataDir: null }, ['DEMO']);
    for (let i = 0; i < PLAYERS; i++) {
      const [member] = await source.query<{ id: string }>(
        "insert into members (merchant_code, username, password_hash) values ('DEMO', $1, 'x') returning id::text",
        [`backup_player_${i}`],
      );
      players.push(Number(member!.id));
      await openWallet(source, Number(member!.id), { amountCents: OPENING_CENTS, reference: 'backup-opening' });
    }
  }, 120_000);

  afterAll(async () => {
    await restored?.close();
    await source?.close();
    await pg?.dropDatabases();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Rounds of every player, one after another per player, until stopped. */
  function settleUntil(stopped: () => boolean): Promise<number> {
    let settled = 0;
    const player = async (memberId: number, index: number) => {
      for (let n = 0; !stopped(); n++) {
        await settleRound(source, { memberId, merchantCode: 'DEMO', nodeId: '10001', betCents: 1000, winCents: (n + index) % 3 === 0 ? 2500 : 0, outcome: 'backup' });
        settled += 1;
      }
    };
    return Promise.all(players.map(player)).then(() => settled);
  }

  it('pg_dump taken while rounds settle restores with pg_restore into a consistent copy that serves', async () => {
    const bin = postgresBinDir()!;
    const dump = join(work, 'wps.dump');
    let dumped = false;
    const settling = settleUntil(() => dumped);
    try {
      await run(join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, sourceDb.url]);
    } finally {
      dumped = true;
    }
    expect(await settling, 'rounds were settled while the dump ran').toBeGreaterThan(0);

    // restored into an empty database, as docs/operations.md does
    const { url: restoredUrl } = await pg.createDatabase('backup_restored', { fromTemplate: false });
    await run(join(bin, 'pg_restore'), ['--no-owner', `--dbname=${restoredUrl}`, dump]);
    restored = await openDb({ databaseUrl: restoredUrl, dataDir: null });

    // one moment of the source: every wallet is the sum of its entries, every running balance holds
    await expectLedgerBalanced(restored);
    const [copied] = await restored.query<{ n: string }>("select count(*)::text as n from ledger_entries where reference like 'bet_record:%'");
    expect(Number(copied!.n)).toBeGreaterThan(0);
    // the schema came back whole: nothing to migrate
    expect(await migrate(restored)).toEqual([]);
    // and its guards: the append-only triggers of the ledger (migration 031; their refusals are tested in ledger.test.ts)
    const triggers = await restored.query<{ tgname: string }>(
      "select tgname from pg_trigger where tgrelid = 'ledger_entries'::regclass and not tgisinternal and tgenabled <> 'D' order by tgname");
    expect(triggers.map((t) => t.tgname)).toEqual(['ledger_entries_append_only', 'ledger_entries_no_truncate']);

    // it serves: a round settles on the copy, from the balance the backup holds
    const memberId = players[0]!;
    const before = await readBalance(restored, memberId);
    const after = await settleRound(restored, { memberId, merchantCode: 'DEMO', nodeId: '10001', betCents: 1000, winCents: 0, outcome: 'after restore' });
    expect(after).toBeCloseTo(before - 10, 2);
    await expectLedgerBalanced(restored);
    await expectLedgerBalanced(source);
  });
});
