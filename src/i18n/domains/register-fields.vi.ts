/** Vietnamese labels of the registration fields beyond the accounts basics (issue 10, item 8). */
export const registerFieldsVi = {
  payment_password: 'Mật khẩu rút tiền',
  id_number: 'Số CMND/CCCD',
  qq: 'QQ',
  facebook: 'Facebook',
  wechat: 'WeChat',
  line: 'Line',
  whatsapp: 'WhatsApp',
  zalo: 'Zalo',
  telegram: 'Telegram',
  address: 'Địa chỉ',
  nationality: 'Quốc tịch',
  occupation: 'Nghề nghiệp',
  source_of_income: 'Nguồn thu nhập',
  recommender_id: 'Mã người giới thiệu',
};
