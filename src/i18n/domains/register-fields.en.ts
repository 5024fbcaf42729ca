import type { registerFieldsVi } from './register-fields.vi';

/** English labels of the registration fields beyond the accounts basics; typed against the Vietnamese keys. */
export const registerFieldsEn: Record<keyof typeof registerFieldsVi, string> = {
  payment_password: 'Withdrawal password',
  id_number: 'ID number',
  qq: 'QQ',
  facebook: 'Facebook',
  wechat: 'WeChat',
  line: 'Line',
  whatsapp: 'WhatsApp',
  zalo: 'Zalo',
  telegram: 'Telegram',
  address: 'Address',
  nationality: 'Nationality',
  occupation: 'Occupation',
  source_of_income: 'Source of income',
  recommender_id: 'Referrer ID',
};
