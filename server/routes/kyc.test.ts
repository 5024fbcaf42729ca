import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KYC_ERROR_CODES, KYC_PATHS } from '../../contract/kyc';
import { MAX_IMAGE_BYTES, UPLOAD_ERROR_CODES, UPLOAD_PATHS } from '../../contract/uploads';
import { WALLET_PATHS } from '../../contract/wallet';
import { createTestMember, type TestMember } from '../games/test-members';
import { kycCommand } from '../kyc/ops';
import { applyFlag } from '../ops/commands';
import { multipartBody, tinyJpeg, tinyPng } from '../testing/images';
import { suiteApp } from '../testing/suite-app';
import { sendEncrypted } from './auth-test-helpers';

const uploadDir = mkdtempSync(join(tmpdir(), 'kyc-test-uploads-'));
const suite = suiteApp({ config: { uploadDir } });
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

// Replies are read field by field in the expectations; their schemas are checked by the route's reply check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { success: boolean; errorCode: string | null; message: string | null; value: any };
const headers = (m: TestMember, language = 'VI') => ({ merchant: 'DEMO', language, authorization: m.token });

async function upload(m: TestMember, file: Buffer, contentType = 'image/png'): Promise<{ status: number; body: Reply }> {
  const { payload, headers: h } = multipartBody(file, 'doc.png', contentType);
  const res = await suite.app.inject({ method: 'POST', url: `${UPLOAD_PATHS.image}?kind=kyc`, headers: { ...headers(m), ...h }, payload });
  return { status: res.statusCode, body: res.json() };
}
const uploadId = async (m: TestMember) => (await upload(m, tinyPng())).body.value.imageId as number;
async function submit(m: TestMember, payload: object, language = 'VI'): Promise<{ status: number; body: Reply }> {
  const res = await suite.app.inject({ method: 'POST', url: KYC_PATHS.submit, headers: headers(m, language), payload });
  return { status: res.statusCode, body: res.json() };
}
const status = async (m: TestMember): Promise<Reply> => (await suite.app.inject({ method: 'GET', url: KYC_PATHS.status, headers: headers(m) })).json();
async function validPayload(m: TestMember, overrides: object = {}) {
  return {
    fullName: 'Nguyễn Văn An', birthDate: '1990-05-17', docType: 'CCCD', docNumber: '0790 9000 1234',
    frontImageId: await uploadId(m), backImageId: await uploadId(m), selfieImageId: await uploadId(m), ...overrides,
  };
}
const ops = (words: string[], options: Record<string, string> = {}) =>
  kycCommand.run({ db: suite.db, merchantCode: 'DEMO', app: null }, kycCommand.parse(words, options));
const idOf = async (m: TestMember) => (await status(m)).value.id as number;

describe('KYC submissions', () => {
  it('goes none → pending → rejected with the reason → pending again → verified; one pending at a time', async () => {
    const m = await createTestMember(suite.db, 'kyc_flow', 0);
    expect((await status(m)).value).toMatchObject({ state: 'none', id: null, requiredForWithdrawal: false });

    const firstPayload = await validPayload(m);
    const sent = await submit(m, firstPayload);
    expect(sent.body).toMatchObject({ success: true, value: { state: 'pending', fullName: 'Nguyễn Văn An', docType: 'CCCD', docNumberMasked: '********1234', rejectReason: null } });
    // a second one while the first waits is refused, in the envelope
    expect((await submit(m, await validPayload(m))).body).toMatchObject({ success: false, errorCode: KYC_ERROR_CODES.pending });

    const first = await idOf(m);
    expect(await ops(['list'])).toContain(`#${first} `);
    // a reason with a terminal escape is shown escaped to the operator, and as typed to the member
    const reason = 'Ảnh mờ \u001b[31m';
    const rejected = await ops(['reject', String(first)], { reason });
    expect(rejected).toContain('rejected');
    expect(rejected).not.toContain('\u001b');
    expect((await status(m)).value).toMatchObject({ state: 'rejected', rejectReason: reason.trim() });
    await expect(ops(['approve', String(first)])).rejects.toThrow(/already rejected/);
    expect(await ops(['list'])).not.toContain(`#${first} `);

    // the images of a decided submission cannot be used again
    const reused = await submit(m, { ...(await validPayload(m)), frontImageId: firstPayload.frontImageId });
    expect(reused.body).toMatchObject({ success: false, errorCode: KYC_ERROR_CODES.imageInvalid });

    expect((await submit(m, await validPayload(m, { docType: 'PASSPORT', docNumber: 'c1234567', backImageId: null }))).body.value).toMatchObject({ state: 'pending', docType: 'PASSPORT', docNumberMasked: '****4567' });
    const second = await idOf(m);
    expect(second).toBeGreaterThan(first);
    expect(await ops(['approve', String(second)])).toContain('verified');
    expect((await status(m)).value).toMatchObject({ state: 'verified', rejectReason: null });
    expect((await submit(m, await validPayload(m))).body).toMatchObject({ success: false, errorCode: KYC_ERROR_CODES.alreadyVerified });
    const inbox = await suite.db.query<{ title_en: string }>("select title_en from inbox_messages where member_id = $1 and kind = 'kyc' order by id", [m.id]);
    expect(inbox.map((r) => r.title_en)).toEqual(['Identity verification rejected', 'Identity verified']);
  });

  it('refuses bad fields and bad image ids with 4xx in the envelope, in the request language', async () => {
    const m = await createTestMember(suite.db, 'kyc_bad', 0);
    const other = await createTestMember(suite.db, 'kyc_other', 0);
    const base = await validPayload(m);
    const cases: [object, string][] = [
      [{ fullName: 'A' }, KYC_ERROR_CODES.nameInvalid],
      [{ fullName: 'Nguyen <script>' }, KYC_ERROR_CODES.nameInvalid],
      [{ birthDate: '1990-02-30' }, KYC_ERROR_CODES.birthDateInvalid],
      [{ birthDate: '2999-01-01' }, KYC_ERROR_CODES.birthDateInvalid],
      [{ birthDate: `${new Date().getUTCFullYear() - 17}-01-01` }, KYC_ERROR_CODES.underAge],
      [{ docNumber: '12345' }, KYC_ERROR_CODES.docNumberInvalid],
      [{ docType: 'DRIVING_LICENCE', docNumber: 'AB123456' }, KYC_ERROR_CODES.docNumberInvalid],
      [{ backImageId: null }, KYC_ERROR_CODES.imageMissing],
      [{ backImageId: base.frontImageId }, KYC_ERROR_CODES.imageInvalid],
      [{ selfieImageId: await uploadId(other) }, KYC_ERROR_CODES.imageInvalid],
      [{ selfieImageId: 99_999_999 }, KYC_ERROR_CODES.imageInvalid],
    ];
    for (const [change, code] of cases) {
      const reply = await submit(m, { ...base, ...change }, 'EN');
      expect(reply.status, code).toBe(400);
      expect(reply.body, code).toMatchObject({ success: false, errorCode: code });
      expect(reply.body.message).toMatch(/[a-z]/);
    }
    // a receipt uploaded for a deposit is not an identity document
    const receipt = multipartBody(tinyJpeg(), 'r.jpg', 'image/jpeg');
    const receiptId = (await suite.app.inject({ method: 'POST', url: `${UPLOAD_PATHS.image}?kind=deposit_receipt`, headers: { ...headers(m), ...receipt.headers }, payload: receipt.payload })).json().value.imageId;
    expect((await submit(m, { ...base, frontImageId: receiptId })).body.errorCode).toBe(KYC_ERROR_CODES.imageInvalid);
    // malformed bodies: the route's schema refuses them before any logic
    expect((await submit(m, { ...base, docType: 'VISA' })).status).toBe(400);
    expect((await submit(m, { fullName: 'x' })).status).toBe(400);
    expect((await status(m)).value.state).toBe('none');
  });

  it('checks uploads by content and size: a renamed text file and an oversized image are refused', async () => {
    const m = await createTestMember(suite.db, 'kyc_upload', 0);
    const fake = await upload(m, Buffer.from('<?php echo "not an image"; ?>'), 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ success: false, errorCode: UPLOAD_ERROR_CODES.invalid });
    const big = await upload(m, tinyPng(MAX_IMAGE_BYTES + 1));
    expect(big.status).toBe(413);
    expect(big.body.errorCode).toBe(UPLOAD_ERROR_CODES.tooLarge);
  });

  it('shows the operator a submission and exports its images privately; a trial player and a guest are refused', async () => {
    const m = await createTestMember(suite.db, 'kyc_show', 0);
    await submit(m, await validPayload(m));
    const id = await idOf(m);
    const out = join(uploadDir, 'export');
    const shown = await kycCommand.run({ db: suite.db, merchantCode: 'DEMO', app: { config: { uploadDir } } as never }, kycCommand.parse(['show', String(id)], { out }));
    expect(shown).toContain('0790900012');
    const front = join(out, `kyc-${id}-front.png`);
    expect(readFileSync(front).equals(tinyPng())).toBe(true);
    expect(statSync(front).mode & 0o777).toBe(0o600);
    expect(() => kycCommand.parse(['reject', '1'], {})).toThrow(/--reason/);
    expect(() => kycCommand.parse(['approve', 'x'], {})).toThrow(/ID/);

    const trial = await createTestMember(suite.db, 'kyc_trial', 0, 4);
    expect(await status(trial)).toMatchObject({ success: false, errorCode: 'free_reject' });
    const guest = await suite.app.inject({ method: 'GET', url: KYC_PATHS.status, headers: { merchant: 'DEMO' } });
    expect(guest.json().success).toBe(false);
  });
});

describe('KYCWITHDRAW3: verification before a first withdrawal', () => {
  it('refuses an unverified member’s first withdrawal while on, and lets it through after approval', async () => {
    const m = await createTestMember(suite.db, 'kyc_wd', 1_000_000);
    const card = (await suite.app.inject({ method: 'POST', url: WALLET_PATHS.bindBankCard, headers: headers(m), payload: { bankCode: 'VCB', cardNumber: '0123456789', holderName: 'Nguyen Van An' } })).json();
    expect((await sendEncrypted(suite.app, 'PUT', WALLET_PATHS.fundsPassword, { newPassword: '246810' }, headers(m))).json().success).toBe(true);
    let seq = 0;
    const withdraw = async (): Promise<Reply> => (await sendEncrypted(suite.app, 'POST', WALLET_PATHS.withdraw, { amount: 100_000, bankCardId: card.value.id, fundsPassword: '246810', idempotencyKey: `kyc-wd-${++seq}` }, headers(m, 'EN'))).json();

    await applyFlag(suite.db, 'DEMO', 'KYCWITHDRAW3', true);
    try {
      expect((await status(m)).value.requiredForWithdrawal).toBe(true);
      const refused = await withdraw();
      expect(refused).toMatchObject({ success: false, errorCode: KYC_ERROR_CODES.requiredForWithdrawal });
      expect(refused.message).toMatch(/verify your identity/);
      const held = await suite.db.query('select 1 from withdrawal_orders where member_id = $1', [m.id]);
      expect(held).toHaveLength(0);

      await submit(m, await validPayload(m));
      expect((await withdraw()).errorCode).toBe(KYC_ERROR_CODES.requiredForWithdrawal);
      await ops(['approve', String(await idOf(m))]);
      expect((await status(m)).value.requiredForWithdrawal).toBe(false);
      expect(await withdraw()).toMatchObject({ success: true, value: { amount: 100_000, status: 'pending' } });
    } finally {
      await applyFlag(suite.db, 'DEMO', 'KYCWITHDRAW3', false);
    }
    // switched off, an unverified member withdraws as before
    const free = await createTestMember(suite.db, 'kyc_wd_off', 0);
    expect((await status(free)).value.requiredForWithdrawal).toBe(false);
  });
});
