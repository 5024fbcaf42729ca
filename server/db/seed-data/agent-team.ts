/**
 * The demo agent's team (issue 15): a sub-agent with a pending daily salary
 * contract and a signed dividend contract, members under both, and a few
 * rounds each over the last 30 days. Plain data; server/agent/seed.ts writes
 * it. Kept small: it is seeded into every fresh database, test ones included.
 */
export const AGENT_TEAM_PASSWORD = 'Demo1234';

export const AGENT_TEAM = {
  agent: 'demoagent',
  agentRates: { RNG: 2, FISH: 2, LIVE: 1.5, PVP: 1.5, SPORTS: 1.5, LOTT: 1 },
  subAgent: { username: 'demosubagent', nickname: 'Đại lý cấp 2', balance: 200_000, rates: { RNG: 1.5, FISH: 1.5, LIVE: 1, PVP: 1, SPORTS: 1, LOTT: 0.5 } },
  /** Members: under the demo agent unless `underSubAgent`. */
  members: [
    { username: 'demoteam01', balance: 80_000, underSubAgent: false, rates: { RNG: 0.5 } },
    { username: 'demoteam02', balance: 45_000, underSubAgent: false, rates: { RNG: 0.8, LIVE: 0.5 } },
    { username: 'demoteam03', balance: 120_000, underSubAgent: false, rates: {} },
    { username: 'demoteam04', balance: 30_000, underSubAgent: true, rates: { RNG: 0.5 } },
  ],
  /** Rounds per member, spread over the last 30 days (day 0 = today). */
  roundsPerMember: 5,
  salaryTiers: [
    { threshold: 100_000, rate: 0.3 },
    { threshold: 1_000_000, rate: 0.5 },
    { threshold: 5_000_000, rate: 0.8 },
  ],
  dividendTiers: [
    { threshold: 50_000, rate: 10 },
    { threshold: 500_000, rate: 20 },
    { threshold: 5_000_000, rate: 30 },
  ],
  linkNote: 'Facebook',
  linkCode: 'DEMOLINK',
} as const;
