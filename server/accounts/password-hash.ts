import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (N=2^15, r=8, p=1, 64-byte key, 16-byte
 * salt), stored as `scrypt$N$r$p$salt$hash` (base64) so the cost can be
 * raised later without invalidating existing hashes.
 */
export const PASSWORD_HASH_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

interface HashCost { N: number; r: number; p: number }
/** The test processes' cost of new hashes (lowerPasswordHashCostForTests); null: production's. */
let testCost: HashCost | null = null;

/**
 * Test processes only (the server test workers, the run's template
 * databases, the seeded folder test servers start from): new hashes cost
 * N=2^10 instead of 2^15, about 4 ms of CPU instead of 125. A hash keeps
 * its cost in its text, so each is verified at the cost it was made with,
 * by the same code. A server process never calls it, the servers tests
 * start included (docs/decisions/0114).
 */
export function lowerPasswordHashCostForTests(): void {
  testCost = { ...PASSWORD_HASH_COST, N: 2 ** 10 };
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: HashCost = testCost ?? PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
