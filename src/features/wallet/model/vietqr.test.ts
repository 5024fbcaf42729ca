/**
 * The VietQR code as a banking app reads it: the payload is drawn as a QR
 * image with the same library and options the deposit page uses, the image
 * is decoded with a QR reader (jsQR), and the decoded text is checked field
 * by field and against its CRC.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, readTlv, vietQrPayload } from './vietqr';
import { VIETQR_RENDER_OPTIONS } from './vietqr-render';

async function decodeRendered(text: string): Promise<string> {
  const png = PNG.sync.read(await QRCode.toBuffer(text, { ...VIETQR_RENDER_OPTIONS, type: 'png', scale: 4 }));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!found) throw new Error('no QR code found in the image');
  return found.data;
}

function expectVietQr(decoded: string, expected: { bin: string; account: string; amount: string; memo: string }) {
  // CRC: computed over everything up to and including "6304"
  expect(decoded.slice(-8, -4)).toBe('6304');
  expect(decoded.slice(-4)).toBe(crc16CcittFalse(decoded.slice(0, -4)));
  const top = readTlv(decoded);
  expect([...top.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
  expect(top.get('00')).toBe('01');
  expect(top.get('01')).toBe('12');
  const merchant = readTlv(top.get('38')!);
  expect(merchant.get('00')).toBe('A000000727');
  expect(merchant.get('02')).toBe('QRIBFTTA');
  const beneficiary = readTlv(merchant.get('01')!);
  expect(beneficiary.get('00')).toBe(expected.bin);
  expect(beneficiary.get('01')).toBe(expected.account);
  expect(top.get('53')).toBe('704');
  expect(top.get('54')).toBe(expected.amount);
  expect(top.get('58')).toBe('VN');
  expect(readTlv(top.get('62')!).get('08')).toBe(expected.memo);
}

describe('VietQR payload', () => {
  it('CRC-16/CCITT-FALSE matches the standard check value', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it.each([
    { bin: '970436', account: '0071001234567', amount: 500_000, text: '500000', memo: 'WPSD261125000012' },
    { bin: '970407', account: '19036512345011', amount: 100_000, text: '100000', memo: 'WPSD261125000013' },
    { bin: '970416', account: '24681357', amount: 1_234_567.5, text: '1234567.5', memo: 'WPSD2611251234567' },
  ])('a rendered code for $bin decodes to every field, the amount and the memo', async ({ bin, account, amount, text, memo }) => {
    const payload = vietQrPayload({ bankBin: bin, accountNumber: account, amount, memo });
    const decoded = await decodeRendered(payload);
    expect(decoded).toBe(payload);
    expectVietQr(decoded, { bin, account, amount: text, memo });
  });

  it('matches a payload written by hand from the NAPAS layout', () => {
    const body = '000201010212' + '3857' + '0010A000000727' + '0127' + '0006970436' + '01130071001234567' + '0208QRIBFTTA'
      + '5303704' + '5406500000' + '5802VN' + '6220' + '0816WPSD261125000012' + '6304';
    expect(vietQrPayload({ bankBin: '970436', accountNumber: '0071001234567', amount: 500_000, memo: 'WPSD261125000012' })).toBe(body + crc16CcittFalse(body));
  });

  it('refuses a BIN that is not 6 digits', () => {
    expect(() => vietQrPayload({ bankBin: '97043', accountNumber: '1', amount: 1, memo: 'A' })).toThrow(RangeError);
  });
});
