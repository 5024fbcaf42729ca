import { useCallback, useState } from 'react';
import { memberKey, useSession } from '../../../platform/session';
import type { Slip } from '../model/slip';
import { readSlip, writeSlip } from '../model/slip-store';

/**
 * The bet slip as state that survives a reload (model/slip-store.ts): read
 * once for this member and game, written on every change.
 */
export function useKeptSlip(nodeId: string): [Slip, (change: (slip: Slip) => Slip) => void] {
  const member = memberKey(useSession());
  const [slip, setSlip] = useState(() => readSlip(member, nodeId));
  const update = useCallback((change: (slip: Slip) => Slip) => {
    setSlip((current) => {
      const next = change(current);
      writeSlip(member, nodeId, next);
      return next;
    });
  }, [member, nodeId]);
  return [slip, update];
}
