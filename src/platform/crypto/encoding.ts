/** Byte encodings for the Web Crypto code (no Node Buffer in the browser). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Hex (as the platform sends RSA numbers) to unpadded base64url (as JWK wants). */
export function hexToBase64Url(hex: string): string {
  let clean = hex.trim().replace(/^0x/i, '');
  if (!/^[0-9a-f]*$/i.test(clean) || clean.length === 0) throw new Error('not a hex number');
  if (clean.length % 2 === 1) clean = `0${clean}`;
  // JWK integers carry no leading zero bytes
  clean = clean.replace(/^(00)+(?=..)/, '');
  const bytes = new Uint8Array(clean.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}
