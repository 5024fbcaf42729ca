import { demoHash } from '../accounts/demo-accounts';
import { createMember } from '../accounts/members';
import type { Db } from '../db/db';
import { AGENT_TEAM, AGENT_TEAM_PASSWORD } from '../db/seed-data/agent-team';
import { seededRandom } from '../util/seeded-random';
import { post } from '../wallet/ledger';
import { settleRound } from '../wallet/wallet';
import { writeRates } from './rebates';

const DAY_MS = 86_400_000;

/**
 * Seeds the demo agent's team once (the sub-agent's presence says it is
 * done). One password hash for every account (cached per process) and a
 * few dozen rounds, so a fresh database pays about a tenth of a second.
 */
export async function seedAgentTeam(db: Db, merchantCode: string): Promise<void> {
  const [agent] = await db.query<{ id: string }>('select id::text from members where merchant_code = $1 and username = $2', [merchantCode, AGENT_TEAM.agent]);
  if (!agent) return;
  const agentId = Number(agent.id);
  const done = await db.query('select 1 from members where merchant_code = $1 and username = $2', [merchantCode, AGENT_TEAM.subAgent.username]);
  if (done.length > 0) return;
  const passwordHash = await demoHash(AGENT_TEAM_PASSWORD);
  const games = await db.query<{ node_id: string }>(
    "select node_id from games where merchant_code = $1 and game_type in ('RNG', 'LIVE') and enabled order by game_type desc, sort_order limit 3", [merchantCode]);

  await db.transaction((tx) => seedTeam(tx, merchantCode, agentId, passwordHash, games.map((g) => g.node_id)));
}

async function seedTeam(db: Db, merchantCode: string, agentId: number, passwordHash: string, nodes: string[]): Promise<void> {
  const random = seededRandom(2026);
  const now = Date.now();
  await writeRates(db, agentId, AGENT_TEAM.agentRates);
  const sub = AGENT_TEAM.subAgent;
  const subId = await createMember(db, {
    merchantCode, username: sub.username, passwordHash, type: 1, nickname: sub.nickname, parentId: agentId,
    registerMethod: 'agent', balance: sub.balance, firstTimeLogin: false,
  });
  if (subId === null) return;
  await writeRates(db, subId, sub.rates);
  await db.query(
    `insert into agent_contracts (merchant_code, upline_id, downline_id, kind, tiers, status, created_at, decided_at) values
       ($1, $2, $3, 'daily_salary', $4::jsonb, 'pending', now(), null),
       ($1, $2, $3, 'dividend', $5::jsonb, 'signed', now() - interval '20 days', now() - interval '19 days')`,
    [merchantCode, agentId, subId, JSON.stringify(AGENT_TEAM.salaryTiers), JSON.stringify(AGENT_TEAM.dividendTiers)]);
  await db.query(
    "insert into agent_affiliate_links (merchant_code, member_id, code, note, created_at) values ($1, $2, $3, $4, now() - interval '25 days') on conflict do nothing",
    [merchantCode, agentId, AGENT_TEAM.linkCode, AGENT_TEAM.linkNote]);

  for (const [index, member] of AGENT_TEAM.members.entries()) {
    const joined = new Date(now - (28 - index * 5) * DAY_MS);
    const id = await createMember(db, {
      merchantCode, username: member.username, passwordHash, type: 0, parentId: member.underSubAgent ? subId : agentId,
      affiliateCode: index === 1 ? AGENT_TEAM.linkCode : null, registerMethod: 'agent', balance: member.balance, firstTimeLogin: false,
    });
    if (id === null) continue;
    await db.query('update members set created_at = $2 where id = $1', [id, joined.toISOString()]);
    await writeRates(db, id, member.rates);
    // Back-dated as they are written: ledger entries are append-only (migration 031).
    await post(db, { memberId: id, kind: 'deposit', amountCents: 20_000_00, reference: `seed:deposit:${member.username}`, createdAt: joined });
    for (let round = 0; round < AGENT_TEAM.roundsPerMember && nodes.length > 0; round++) {
      // the first round of every member is today, so the home's "today" has figures
      const at = new Date(now - (round === 0 ? 0 : Math.floor(random() * 28) * DAY_MS + Math.floor(random() * 20) * 3_600_000));
      const betCents = (1 + Math.floor(random() * 20)) * 500_00;
      const roll = random();
      const winCents = roll < 0.45 ? 0 : roll < 0.55 ? betCents : Math.round(betCents * (1 + random() * 2));
      await settleRound(db, { memberId: id, merchantCode, nodeId: nodes[round % nodes.length]!, betCents, winCents, outcome: '{"seed":true}', at });
    }
  }
}
