import type { QRCodeRenderersOptions } from 'qrcode';

/**
 * How the deposit page draws VietQR codes (and the test that decodes them):
 * level M survives a phone camera at an angle; the 4-module quiet zone is
 * what the QR standard asks and banking apps' scanners expect.
 */
export const VIETQR_RENDER_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const satisfies QRCodeRenderersOptions;
