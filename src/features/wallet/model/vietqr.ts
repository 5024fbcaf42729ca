/**
 * The VietQR payload of a bank transfer with amount and memo: the NAPAS
 * EMVCo merchant-presented QR (docs/decisions/0060-deposit-memo-vietqr.md).
 * Every field is ID (2 digits) + length (2 digits) + value.
 */
export const VIETQR = {
  payloadFormat: '01',
  /** 12: a dynamic code for one payment (the amount is fixed); 11 would be reusable. */
  oneTimeInitiation: '12',
  napasGuid: 'A000000727',
  /** Transfer to an account (24/7 fast transfer); QRIBFTTC would be to a card. */
  accountService: 'QRIBFTTA',
  currencyVnd: '704',
  country: 'VN',
} as const;

export interface VietQrTransfer {
  /** The bank's 6-digit NAPAS BIN. */
  bankBin: string;
  accountNumber: string;
  /** In đồng; at most 2 decimals. */
  amount: number;
  /** Transfer content, the deposit memo: A–Z and 0–9. */
  memo: string;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection), 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The amount as EMVCo writes it: digits with an optional '.' and decimals, no grouping. */
const amountText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(/0$/, ''));

export function vietQrPayload({ bankBin, accountNumber, amount, memo }: VietQrTransfer): string {
  if (!/^\d{6}$/.test(bankBin)) throw new RangeError('a NAPAS BIN has 6 digits');
  const beneficiary = field('00', bankBin) + field('01', accountNumber);
  const merchantAccount = field('00', VIETQR.napasGuid) + field('01', beneficiary) + field('02', VIETQR.accountService);
  const body =
    field('00', VIETQR.payloadFormat) +
    field('01', VIETQR.oneTimeInitiation) +
    field('38', merchantAccount) +
    field('53', VIETQR.currencyVnd) +
    field('54', amountText(amount)) +
    field('58', VIETQR.country) +
    field('62', field('08', memo)) +
    '6304';
  return body + crc16CcittFalse(body);
}

/** Reads ID-length-value fields (for the tests and anyone checking a payload). */
export function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) throw new SyntaxError(`bad field at ${at}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
