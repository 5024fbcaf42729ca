/** Request and response header names spoken by the WPS platform. */
export const HEADERS = {
  merchant: 'Merchant',
  language: 'Language',
  device: 'Device',
  authorization: 'Authorization',
  realUserAgent: 'X-Real-UA',
  moduleId: 'ModuleId',
  encryption: 'Encryption',
  wrappedKey: 'X-RSA',
  traceId: 'x-app-trace-id',
} as const;

/** Values of the Device header sent by the mobile site. */
export const DEVICE_HEADER_VALUES = ['PWA', 'WEBCLIP', 'IPAD', 'OTHERS'] as const;
export type DeviceHeaderValue = (typeof DEVICE_HEADER_VALUES)[number];

/** Wire language codes (the Language header and `lang` query values). */
export const WIRE_LANGUAGES = ['VI', 'EN'] as const;
export type WireLanguage = (typeof WIRE_LANGUAGES)[number];
