/**
 * The server's own keys, made once in the run's template databases
 * (pglite-suite.setup.ts, postgres-suite.setup.ts) as a started server
 * makes them on its first use: the RSA-2048 key request bodies are
 * encrypted to (about 0.3 CPU-s to generate, more on a busy machine), the
 * HMAC key, the VAPID pair. Every test database copied from a template
 * then finds them, as a server restarted on its database does, instead of
 * each file that logs in generating a key of its own (docs/decisions/0114).
 * The test about generating the RSA key removes it first
 * (server/crypto/encrypted-body.test.ts). Production servers, and the
 * seeded folder the test servers start from, make their own.
 */
import { loadHmacKey, loadRsaKey } from '../crypto/server-keys';
import type { Db } from '../db/db';
import { loadVapidKeys } from '../push/vapid';

export async function makeTemplateKeys(db: Db): Promise<void> {
  await loadRsaKey(db);
  await loadHmacKey(db);
  await loadVapidKeys(db);
}
