import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_COST, verifyPassword } from './password-hash';
import { hashToken, issueSession, revokeSession, sessionMemberId } from './sessions';
import { openTestDb } from '../testing/harness';
import type { Db } from '../db/db';

let db: Db;
let memberId: number;

beforeAll(async () => {
  db = await openTestDb();
  const rows = await db.query<{ id: string }>(
    "insert into members (merchant_code, username, password_hash) values ('DEMO', 'unit_member', 'x') returning id",
  );
  memberId = Number(rows[0]!.id);
});
afterAll(() => db.close());

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one, at production cost', async () => {
    // the test process hashes at a lower cost (lowerPasswordHashCostForTests): production's is checked explicitly
    const stored = await hashPassword('s3cret!', PASSWORD_HASH_COST);
    expect(stored.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('s3cret!', stored)).toBe(true);
    expect(await verifyPassword('s3cret?', stored)).toBe(false);
    expect(await verifyPassword('s3cret!', 'garbage')).toBe(false);
  });
  it('verifies a hash at the cost written in it (a test process\'s lower one too)', async () => {
    const stored = await hashPassword('s3cret!');
    expect(stored.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('s3cret!', stored)).toBe(true);
    expect(await verifyPassword('s3cret?', stored)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('sessions', () => {
  it('issues a 256-bit token stored only as its hash, and revokes it', async () => {
    const token = await issueSession(db, memberId, { ip: '127.0.0.1' });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await db.query<{ token_hash: string }>('select token_hash from sessions where member_id = $1', [memberId]);
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect(await sessionMemberId(db, token)).toBe(memberId);
    await revokeSession(db, token);
    expect(await sessionMemberId(db, token)).toBeNull();
  });
  it('refuses an expired or unknown token', async () => {
    const token = await issueSession(db, memberId);
    await db.query("update sessions set expires_at = now() - interval '1 second' where token_hash = $1", [hashToken(token)]);
    expect(await sessionMemberId(db, token)).toBeNull();
    expect(await sessionMemberId(db, 'not-a-token')).toBeNull();
  });
});
