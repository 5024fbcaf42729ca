import { useCallback, useMemo, useState } from 'react';

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per intended order: the same while the payload stays the same
 * (a second tap, or a retry after a timeout, names the same order, which
 * the server answers again instead of creating another), a new one when the
 * payload changes or after an order was made (renew).
 */
export function useIdempotencyKey(signature: string): { key: string; renew: () => void } {
  const [nonce, setNonce] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature and nonce are what make a new key
  const key = useMemo(() => randomKey(), [signature, nonce]);
  const renew = useCallback(() => setNonce((n) => n + 1), []);
  return { key, renew };
}
