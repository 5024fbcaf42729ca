import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import type { Db } from '../db/db';
import { nonceRegister, type NonceRegister } from './seen-nonces';

export interface RsaServerKey {
  keyId: string;
  privateKey: KeyObject;
  /** Hex, as the live platform sends them. */
  modulus: string;
  exponent: string;
  /** The nonces of bodies this key has opened (same database as the key, so shared by every server). */
  seen: NonceRegister;
}

interface KeyRow {
  key_id: string;
  secret: string;
  modulus: string | null;
  exponent: string | null;
}

function base64UrlToHex(text: string): string {
  return Buffer.from(text, 'base64url').toString('hex');
}

function generateRsa(): Promise<KeyObject> {
  return new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength: 2048, publicExponent: 0x10001 }, (error, _publicKey, privateKey) =>
      error ? reject(error) : resolve(privateKey),
    );
  });
}

/**
 * Reads the key of `kind`, creating it when missing. Two servers starting
 * on one PostgreSQL may both generate one: the unique index keeps the
 * first, and both read that one back.
 */
async function loadOrCreate(db: Db, kind: 'rsa-oaep' | 'hmac', create: () => Promise<Omit<KeyRow, 'key_id'>>): Promise<KeyRow> {
  const select = () => db.query<KeyRow>('select key_id, secret, modulus, exponent from server_keys where kind = $1', [kind]);
  const [existing] = await select();
  if (existing) return existing;
  const fresh = await create();
  await db.query(
    `insert into server_keys (key_id, kind, secret, modulus, exponent) values ($1, $2, $3, $4, $5)
     on conflict do nothing`,
    [randomBytes(8).toString('hex'), kind, fresh.secret, fresh.modulus, fresh.exponent],
  );
  const [stored] = await select();
  if (!stored) throw new Error(`server key ${kind} could not be stored`);
  return stored;
}

/** The RSA-2048 key pair bodies are encrypted to; generated once, kept in the database. */
export async function loadRsaKey(db: Db): Promise<RsaServerKey> {
  const row = await loadOrCreate(db, 'rsa-oaep', async () => {
    const privateKey = await generateRsa();
    const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
    return {
      secret: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      modulus: base64UrlToHex(jwk.n ?? ''),
      exponent: base64UrlToHex(jwk.e ?? ''),
    };
  });
  return {
    keyId: row.key_id, privateKey: createPrivateKey(row.secret), modulus: row.modulus ?? '', exponent: row.exponent ?? '',
    seen: nonceRegister(db),
  };
}

/** 256-bit key that hashes captcha answers and SMS codes (short codes need a keyed hash). */
export async function loadHmacKey(db: Db): Promise<Buffer> {
  const row = await loadOrCreate(db, 'hmac', async () => ({ secret: randomBytes(32).toString('base64'), modulus: null, exponent: null }));
  return Buffer.from(row.secret, 'base64');
}
