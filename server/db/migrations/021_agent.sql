-- The agent area (issue 15, docs/decisions/0036-agent-team.md): rebate rates
-- per member and game category, an agent's affiliate links, and the salary
-- and dividend contracts an upline offers a downline agent with what was paid.
-- The tree itself is members.parent_id (migration 003).

-- A member's rebate rate in percent of valid bets, per game category. No row
-- means 0. An agent may give a downline at most its own rate (server/agent).
create table agent_rebate_rates (
  member_id bigint not null references members (id) on delete cascade,
  category text not null,
  rate numeric(5, 2) not null check (rate >= 0 and rate <= 100),
  updated_at timestamptz not null default now(),
  primary key (member_id, category)
);

-- Affiliate links: a code that registers members under its agent.
create table agent_affiliate_links (
  id bigserial primary key,
  merchant_code text not null,
  member_id bigint not null references members (id) on delete cascade,
  code text not null,
  note text,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index agent_affiliate_links_code on agent_affiliate_links (merchant_code, upper(code));
create index agent_affiliate_links_member on agent_affiliate_links (member_id, created_at desc);

-- A contract an upline offers one of its direct downline agents.
-- kind: daily_salary | hourly_salary | dividend; status: pending | signed | refused | cancelled.
-- tiers: [{ "threshold": cents, "rate": percent }] ascending by threshold.
create table agent_contracts (
  id bigserial primary key,
  merchant_code text not null,
  upline_id bigint not null references members (id) on delete cascade,
  downline_id bigint not null references members (id) on delete cascade,
  kind text not null check (kind in ('daily_salary', 'hourly_salary', 'dividend')),
  tiers jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'signed', 'refused', 'cancelled')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
-- at most one live (pending or signed) contract of a kind per downline
create unique index agent_contracts_live on agent_contracts (downline_id, kind) where status in ('pending', 'signed');

-- One payment per contract and period, so a settlement run repeated pays nothing twice.
create table agent_contract_payments (
  id bigserial primary key,
  contract_id bigint not null references agent_contracts (id) on delete cascade,
  period_start timestamptz not null,
  period_end timestamptz not null,
  basis numeric(18, 2) not null,
  rate numeric(5, 2) not null,
  amount numeric(18, 2) not null,
  created_at timestamptz not null default now(),
  unique (contract_id, period_start)
);
