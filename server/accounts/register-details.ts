import type { RegisterPayload } from '../../contract/auth';
import type { RegisterSettingsValue } from '../../contract/system';
import type { Db } from '../db/db';
import { hashPassword } from './password-hash';
import { enabledValue } from './register-rules';

/** Payload field → members column (migrations 009 and 048), for the plain-text profile fields. */
const DETAIL_COLUMNS = {
  payeeName: 'payee_name',
  idNumber: 'id_number',
  qqNum: 'qq_num',
  facebook: 'facebook',
  wechat: 'wechat',
  line: 'line',
  whatsapp: 'whatsapp',
  zalo: 'zalo',
  telegram: 'telegram',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceOfIncome: 'source_of_income',
  recommenderId: 'recommender_id',
} as const satisfies Partial<Record<keyof RegisterPayload, string>>;

/**
 * Stores the registration's profile fields the merchant enables (a disabled
 * field's value is dropped, as for nickname and email); the payment password
 * only as a hash.
 */
export async function saveRegisterDetails(db: Db, memberId: number, payload: RegisterPayload, settings: RegisterSettingsValue): Promise<void> {
  const columns: string[] = [];
  const values: unknown[] = [memberId];
  for (const [field, column] of Object.entries(DETAIL_COLUMNS) as [keyof typeof DETAIL_COLUMNS, string][]) {
    const value = enabledValue(payload, settings, field);
    if (value === null) continue;
    values.push(value);
    columns.push(`${column} = $${values.length}`);
  }
  const paymentPassword = enabledValue(payload, settings, 'paymentPassword');
  if (paymentPassword !== null) {
    values.push(await hashPassword(payload.paymentPassword!));
    columns.push(`payment_password_hash = $${values.length}`);
  }
  if (columns.length === 0) return;
  await db.query(`update members set ${columns.join(', ')} where id = $1`, values);
}
