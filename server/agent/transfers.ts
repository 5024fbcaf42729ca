import { randomInt, randomUUID } from 'node:crypto';
import { AGENT_ERROR_CODES } from '../../contract/agent';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { InsufficientBalanceError, post } from '../wallet/ledger';
import { requireInTeam } from './tree';

function refuseShort(error: unknown): never {
  if (error instanceof InsufficientBalanceError) throw new WpsError(AGENT_ERROR_CODES.balanceNotEnough, 'balanceNotEnough');
  throw error;
}

/**
 * Moves money from the agent to one member of its team: two ledger
 * entries of kind transfer naming the same reference, in one transaction.
 * The agent's wallet is locked first (the upline before the downline, always),
 * so concurrent transfers queue instead of deadlocking.
 */
export async function transferToDownline(db: Db, agentId: number, downlineId: number, amountCents: number): Promise<{ balance: number; downlineBalance: number }> {
  await requireInTeam(db, agentId, downlineId);
  const reference = `agent_transfer:${randomUUID()}`;
  try {
    return await db.transaction(async (tx) => {
      const out = await post(tx, { memberId: agentId, kind: 'transfer', amountCents: -amountCents, reference });
      const into = await post(tx, { memberId: downlineId, kind: 'transfer', amountCents, reference });
      return { balance: Number(out.balanceAfterCents) / 100, downlineBalance: Number(into.balanceAfterCents) / 100 };
    });
  } catch (error) {
    refuseShort(error);
  }
}

/**
 * Red envelopes: `total` split over the members, evenly (the remainder
 * cents go to the first ones) or at random (each at least one cent).
 */
export function splitShares(totalCents: number, count: number, mode: 'even' | 'random', random: (max: number) => number = randomInt): number[] {
  if (count < 1 || totalCents < count) throw new WpsError(AGENT_ERROR_CODES.balanceNotEnough, 'agentShareTooSmall');
  if (mode === 'even') {
    const base = Math.floor(totalCents / count);
    return Array.from({ length: count }, (_, i) => base + (i < totalCents - base * count ? 1 : 0));
  }
  // random cut points in (0, total): every share is at least one cent
  const cuts = new Set<number>();
  while (cuts.size < count - 1) cuts.add(1 + random(totalCents - 1));
  const points = [0, ...[...cuts].sort((a, b) => a - b), totalCents];
  return points.slice(1).map((point, i) => point - points[i]!);
}

/** One debit of the agent and a credit per member, all or nothing. */
export async function transferToMany(
  db: Db, agentId: number, downlineIds: readonly number[], totalCents: number, mode: 'even' | 'random',
): Promise<{ balance: number; shares: { downlineId: number; username: string; amount: number }[] }> {
  const ids = [...new Set(downlineIds)].sort((a, b) => a - b);
  for (const id of ids) await requireInTeam(db, agentId, id);
  const shares = splitShares(totalCents, ids.length, mode);
  const reference = `agent_red_envelope:${randomUUID()}`;
  try {
    return await db.transaction(async (tx) => {
      const out = await post(tx, { memberId: agentId, kind: 'transfer', amountCents: -totalCents, reference });
      const names = new Map((await tx.query<{ id: string; username: string }>(
        'select id::text, username from members where id = any($1::bigint[])', [ids])).map((r) => [Number(r.id), r.username]));
      const paid = [];
      for (const [i, id] of ids.entries()) {
        await post(tx, { memberId: id, kind: 'transfer', amountCents: shares[i]!, reference });
        paid.push({ downlineId: id, username: names.get(id) ?? '', amount: shares[i]! / 100 });
      }
      return { balance: Number(out.balanceAfterCents) / 100, shares: paid };
    });
  } catch (error) {
    refuseShort(error);
  }
}
