import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, UPLOAD_ERROR_CODES, UPLOAD_PATHS } from '../../contract/uploads';
import type { Db } from '../db/db';
import { closeTestApp, openTestApp } from '../testing/harness';
import { multipartBody, tinyJpeg, tinyPng } from '../testing/images';
import { checkImage } from './image-check';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openTestApp({ testMode: true }));
});
afterAll(() => closeTestApp(db, app));

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
