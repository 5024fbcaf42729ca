import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, UPLOAD_ERROR_CODES, UPLOAD_PATHS } from '../../contract/uploads';
import type { Db } from '../db/db';
import { closeTestApp, openTestApp } from '../testing/harness';
import { multipartBody, tinyJpeg, tinyPng } from '../testing/images';
import { checkImage } from './image-check';
import { UPLOADS_IN_FLIGHT, UPLOADS_PER_HOUR } from './image-upload';
import { readStoredImage } from './image-store';
import { SERVER_BUSY } from './overload';

let db: Db;
let app: FastifyInstance;
const uploadDir = mkdtempSync(join(tmpdir(), 'wps-upload-test-'));

beforeAll(async () => {
  ({ db, app } = await openTestApp({ testMode: true, uploadDir }));
});
afterAll(async () => {
  await closeTestApp(db, app);
  rmSync(uploadDir, { recursive: true, force: true });
});

async function session(username: string, type = 0): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/__test/session', headers: { merchant: 'DEMO' }, payload: { username, type } });
  return (res.json() as { value: { token: string } }).value.token;
}

function upload(token: string, file: Buffer, kind = 'deposit_receipt', name?: string) {
  const { payload, headers } = multipartBody(file, name);
  return app.inject({ method: 'POST', url: `${UPLOAD_PATHS.image}?kind=${kind}`, headers: { ...headers, merchant: 'DEMO', authorization: token }, payload });
}

describe('checkImage', () => {
  it('reads PNG and JPEG by content, with their size', () => {
    expect(checkImage(tinyPng())).toEqual({ contentType: 'image/png', width: 2, height: 2 });
    expect(checkImage(tinyJpeg())).toEqual({ contentType: 'image/jpeg', width: 3, height: 4 });
  });

  it('refuses look-alikes: text, a PNG signature with a broken header, a JPEG without a frame', () => {
    expect(checkImage(Buffer.from('hello, not an image'))).toBeNull();
    const broken = tinyPng();
    broken[17] = broken[17]! ^ 0xff; // width changed, CRC no longer matches
    expect(checkImage(broken)).toBeNull();
    expect(checkImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(checkImage(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]))).toBeNull();
  });
});

describe(`POST ${UPLOAD_PATHS.image}`, () => {
  it('stores a PNG for its member and answers its id', async () => {
    const token = await session('upload_ok');
    const res = await upload(token, tinyPng());
    expect(res.statusCode).toBe(200);
    const value = (res.json() as { value: { imageId: number; contentType: string; size: number } }).value;
    expect(value.contentType).toBe('image/png');
    const [row] = await db.query<{ kind: string; byte_size: number }>('select kind, byte_size from uploaded_images where id = $1', [value.imageId]);
    expect(row).toEqual({ kind: 'deposit_receipt', byte_size: tinyPng().length });
  });

  it('judges by content, not by name: a text file named .png is refused, a JPEG named .txt is taken', async () => {
    const token = await session('upload_fake');
    const fake = await upload(token, Buffer.from('just text pretending'), 'deposit_receipt', 'receipt.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ success: false, errorCode: UPLOAD_ERROR_CODES.invalid });
    const jpeg = await upload(token, tinyJpeg(), 'promotion', 'weird.txt');
    expect(jpeg.json()).toMatchObject({ success: true, value: { contentType: 'image/jpeg' } });
  });

  it('refuses more than 5 MB with 413, a request without a file, a guest and a trial user', async () => {
    const token = await session('upload_big');
    const big = await upload(token, tinyPng(MAX_IMAGE_BYTES + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ errorCode: UPLOAD_ERROR_CODES.tooLarge });
    const atLimit = await upload(token, tinyPng(MAX_IMAGE_BYTES));
    expect(atLimit.statusCode).toBe(200);
    const none = await app.inject({ method: 'POST', url: `${UPLOAD_PATHS.image}?kind=promotion`, headers: { merchant: 'DEMO', authorization: token, 'content-type': 'application/json' }, payload: {} });
    expect(none.statusCode).toBe(400);
    const guest = await app.inject({ method: 'POST', url: `${UPLOAD_PATHS.image}?kind=promotion`, headers: { merchant: 'DEMO', ...multipartBody(tinyPng()).headers }, payload: multipartBody(tinyPng()).payload });
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    const trial = await upload(await session('upload_trial', 4), tinyPng());
    expect(trial.json()).toMatchObject({ success: false, errorCode: UPLOAD_ERROR_CODES.freeReject });
  });
});

describe('uploads on disk (security review M4, L1)', () => {
  it('keeps the bytes out of the database: a 0600 file with a random name, the row holds name, size, type and SHA-256', async () => {
    const token = await session('upload_disk');
    const png = tinyPng(200_000);
    const { imageId } = (await upload(token, png)).json<{ value: { imageId: number } }>().value;
    const [row] = await db.query<{ bytes: unknown; file_name: string; sha256: string; byte_size: number; content_type: string }>(
      'select bytes, file_name, sha256, byte_size, content_type from uploaded_images where id = $1', [imageId]);
    expect(row).toMatchObject({ bytes: null, byte_size: png.length, content_type: 'image/png', sha256: createHash('sha256').update(png).digest('hex') });
    expect(row!.file_name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(statSync(join(uploadDir, row!.file_name)).mode & 0o777).toBe(0o600);
    expect((await readStoredImage(db, uploadDir, imageId))?.bytes.equals(png)).toBe(true);
  });

  it('still reads an image stored in the database before the move', async () => {
    const [member] = await db.query<{ id: string }>("select id::text from members where merchant_code = 'DEMO' order by id limit 1");
    const jpeg = tinyJpeg();
    const [row] = await db.query<{ id: string }>(
      `insert into uploaded_images (member_id, kind, content_type, byte_size, width, height, bytes)
       values ($1, 'deposit_receipt', 'image/jpeg', $2, 3, 4, $3) returning id::text`, [member!.id, jpeg.length, jpeg]);
    expect(await readStoredImage(db, uploadDir, Number(row!.id))).toEqual({ bytes: jpeg, contentType: 'image/jpeg' });
  });

  it(`receives ${UPLOADS_IN_FLIGHT} uploads at once; more are answered busy with Retry-After`, async () => {
    const token = await session('upload_flight');
    const body = multipartBody(tinyPng());
    // Uploads whose bodies are still arriving (real sockets): twice the cap of them, none finished,
    // so exactly the cap are being received and the rest must be refused at once.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const refusals: { status: number; retryAfter: string | undefined; body: string }[] = [];
    let refusedSoFar: () => void = () => undefined;
    const twoRefused = new Promise<void>((done) => (refusedSoFar = () => refusals.length >= UPLOADS_IN_FLIGHT && done()));
    const held = Array.from({ length: UPLOADS_IN_FLIGHT * 2 }, () => request({
      host: '127.0.0.1', port, method: 'POST', path: `${UPLOAD_PATHS.image}?kind=deposit_receipt`,
      headers: { ...body.headers, 'content-length': String(body.payload.length), merchant: 'DEMO', authorization: token },
    }));
    const answers = held.map((req) => new Promise<number>((done) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          if (res.statusCode !== 200) {
            refusals.push({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body: text });
            refusedSoFar();
          }
          done(res.statusCode ?? 0);
        });
      });
      req.on('error', () => done(-1));
      req.write(body.payload.subarray(0, 100));
    }));
    await twoRefused;
    for (const refusal of refusals) {
      expect(refusal.status).toBe(503);
      expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
      // the value names the same wait: the app's upload sends again after it (src/api/upload-image.ts)
      expect(JSON.parse(refusal.body)).toMatchObject({ success: false, errorCode: SERVER_BUSY, value: { retryAfterSeconds: Number(refusal.retryAfter) } });
    }
    held.forEach((req) => req.end(body.payload.subarray(100)));
    const statuses = await Promise.all(answers);
    expect(statuses.filter((status) => status === 200)).toHaveLength(UPLOADS_IN_FLIGHT);
    expect((await upload(token, tinyPng())).statusCode).toBe(200);
  });

  it(`holds the hourly cap of ${UPLOADS_PER_HOUR} under 60 concurrent uploads of one member`, async () => {
    const wide = await (await import('../testing/harness')).testApp(db, { testMode: true, uploadDir, uploadsInFlight: 1000 });
    try {
      const res = await wide.inject({ method: 'POST', url: '/__test/session', headers: { merchant: 'DEMO' }, payload: { username: 'upload_race' } });
      const token = res.json<{ value: { token: string; id: number } }>().value;
      const body = multipartBody(tinyPng());
      const answers = await Promise.all(Array.from({ length: 60 }, () =>
        wide.inject({ method: 'POST', url: `${UPLOAD_PATHS.image}?kind=deposit_receipt`, headers: { ...body.headers, merchant: 'DEMO', authorization: token.token }, payload: body.payload })));
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(UPLOADS_PER_HOUR);
      expect(codes.filter((code) => code === 429)).toHaveLength(60 - UPLOADS_PER_HOUR);
      const [stored] = await db.query<{ n: number }>('select count(*)::int as n from uploaded_images where member_id = $1', [token.id]);
      expect(stored!.n).toBe(UPLOADS_PER_HOUR);
    } finally {
      await wide.close();
    }
  });
});
