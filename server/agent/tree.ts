import type { FastifyRequest } from 'fastify';
import { AGENT_ERROR_CODES } from '../../contract/agent';
import type { AppContext } from '../app-context';
import { requireMember, type Member } from '../accounts/current-member';
import { isAgentType } from '../accounts/members';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';

/** Deeper than any real tree; stops a corrupted (cyclic) parent chain from looping. */
const MAX_DEPTH = 30;

/**
 * The agent's team: every member whose parent chain reaches the agent,
 * through agents and through members alike (referral links make
 * member → member branches). `$1` is the agent's id; rows (id, depth, root)
 * where root is the agent's direct downline the branch hangs from.
 * Prepend with `with recursive` and join `team`.
 */
export const TEAM_CTE = `team (id, depth, root) as (
    select id, 1, id from members where parent_id = $1
    union all
    select m.id, t.depth + 1, t.root from members m join team t on m.parent_id = t.id where t.depth < ${MAX_DEPTH}
  )`;

/** The logged-in member, refused unless an agent (types other than 0, 4, 40). */
export async function requireAgent(context: AppContext, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(context, request);
  if (!isAgentType(member.type)) throw new WpsError(AGENT_ERROR_CODES.notAgent, 'agentNotAgent');
  return member;
}

/** The member's depth under the agent (1 = direct), or a refusal when it is not in the agent's team. */
export async function requireInTeam(db: Db, agentId: number, memberId: number): Promise<number> {
  const rows = await db.query<{ depth: number }>(
    `with recursive ${TEAM_CTE} select depth from team where id = $2 limit 1`,
    [agentId, memberId],
  );
  if (!rows[0]) throw new WpsError(AGENT_ERROR_CODES.notInTeam, 'agentNotInTeam');
  return rows[0].depth;
}
