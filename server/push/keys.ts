import { createECDH } from 'node:crypto';

const fromBase64Url = (text: string): Buffer => Buffer.from(text.replace(/=+$/, ''), 'base64url');

/**
 * A browser's push keys as RFC 8291 needs them: p256dh an uncompressed
 * P-256 point (65 bytes, 0x04 ‖ x ‖ y) that lies on the curve, auth 16
 * bytes. A string of the right length that is not a point made web-push
 * throw while encrypting and broke every broadcast (security review M3);
 * it is refused when the browser subscribes instead.
 */
export function pushKeysValid(p256dh: string, auth: string): boolean {
  const point = fromBase64Url(p256dh);
  if (point.length !== 65 || point[0] !== 0x04 || fromBase64Url(auth).length !== 16) return false;
  try {
    // The same check the encryption makes: an ECDH agreement with the point.
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}
