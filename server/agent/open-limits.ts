import type { Db } from '../db/db';
import { RateLimiter, type RateLimitRule } from '../http/rate-limit';

/**
 * How many accounts one agent may open itself (PUT /wps/agent/register),
 * counted per agent in the database-backed limiter (rate_counters), so every
 * server process counts together. An opened account earns its agent no
 * referral reward (docs/decisions/0050-referral-reward-qualification.md);
 * the cap keeps account opening from being a flood of throwaway members
 * (uploads, deposit orders, chat) all the same. The day is the limiter's
 * fixed UTC window.
 */
export const AGENT_OPEN_LIMITS = {
  agentOpenHour: { max: 10, windowMs: 60 * 60_000 },
  agentOpenDay: { max: 30, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export type AgentOpenBucket = keyof typeof AGENT_OPEN_LIMITS;

export function agentOpenLimiter(db: Db, now: (() => number) | null = null): RateLimiter<AgentOpenBucket> {
  return new RateLimiter<AgentOpenBucket>(db, AGENT_OPEN_LIMITS, now);
}

/** Counts one opening by the agent; refuses (429 TOO_MANY_REQUESTS) over the hourly or the daily cap. */
export async function countAccountOpening(limiter: RateLimiter<AgentOpenBucket>, agentId: number): Promise<void> {
  await limiter.hit('agentOpenHour', `agent:${agentId}`);
  await limiter.hit('agentOpenDay', `agent:${agentId}`);
}
