/**
 * Test helper: a push service of our own on 127.0.0.1. It hands out a
 * subscription (a P-256 key pair and an auth secret, as a browser would),
 * receives what the server POSTs to it, checks the VAPID signature and
 * decrypts the aes128gcm body (RFC 8188 + RFC 8291) with node:crypto only.
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  /** The decrypted text (the server's JSON payload). */
  plaintext: string;
  /** The Authorization: vapid t=…, k=… header verified against its own key. */
  vapidValid: boolean;
  vapidPublicKey: string;
  ttl: string | undefined;
  receivedAt: number;
}

export interface TestPushReceiver {
  /** A PushSubscription.toJSON() pointing at this receiver. */
  subscription(name?: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** The next pushes are answered with this status (e.g. 410 Gone). */
  respondWith(status: number): void;
  /** Resolves with the next push received (or one already waiting beyond `after`). */
  next(after?: number, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = uaPrivate.getPublicKey();
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  // RFC 8291 §3.4
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  // RFC 8188 §2.2-2.3
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // One record: content, then the last-record delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

function vapidValid(header: string | undefined): { valid: boolean; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { valid: false, key: '' };
  const [, jwt = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  const exp = (JSON.parse(Buffer.from(claims, 'base64url').toString()) as { exp?: number }).exp ?? 0;
  return { valid: valid && exp * 1000 > Date.now(), key };
}

export async function startTestPushReceiver(): Promise<TestPushReceiver> {
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  let status = 201;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const entry = keys.get(path);
      if (!entry || request.method !== 'POST' || request.headers['content-encoding'] !== 'aes128gcm') {
        response.writeHead(400).end();
        return;
      }
      const vapid = vapidValid(request.headers.authorization);
      received.push({
        path,
        plaintext: decryptAes128gcm(Buffer.concat(chunks), entry.ecdh, entry.auth),
        vapidValid: vapid.valid,
        vapidPublicKey: vapid.key,
        ttl: request.headers.ttl as string | undefined,
        receivedAt: Date.now(),
      });
      for (const wake of waiters.splice(0)) wake();
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    subscription(name = randomBytes(6).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(`/push/${name}`, { ecdh, auth });
      return {
        endpoint: `http://127.0.0.1:${port}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    respondWith(next) {
      status = next;
    },
    async next(after = received.length, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= after) {
        if (Date.now() > deadline) throw new Error('no push received');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received[after] as ReceivedPush;
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
