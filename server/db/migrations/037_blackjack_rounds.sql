-- Blackjack rounds (docs/decisions/0068-blackjack-rounds.md, docs/fairness.md "Blackjack").
-- A round lives across several requests (deal, the member's actions, the
-- dealer), so its state is a row: the shoe is never stored, only the seed
-- and nonce that shuffle it and the actions played on it, replayed by
-- contract/blackjack.ts at every step. Each step locks the row, so a double
-- tap or a second tab cannot act twice; a reload or a restart resumes it.
create table blackjack_rounds (
  id bigserial primary key,
  -- the bet record this round settles into, its id taken at the deal so the
  -- stake entries (deal, double, split) and the payout all name it
  bet_record_id bigint not null unique,
  member_id bigint not null references members (id) on delete restrict,
  merchant_code text not null,
  node_id text not null,
  seed_id bigint not null references fairness_seeds (id),
  nonce integer not null,
  client_seed text not null,
  -- the client's id of the deal request: a repeated deal answers this round
  deal_id text not null,
  -- one hand's stake
  bet numeric(18, 2) not null check (bet > 0),
  -- everything staked: bet × (hands + doubles)
  staked numeric(18, 2) not null check (staked >= bet),
  payout numeric(18, 2) not null default 0 check (payout >= 0),
  actions text[] not null default '{}',
  phase text not null check (phase in ('player', 'settled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (member_id, deal_id),
  unique (seed_id, nonce)
);
-- at most one unfinished round per member and game: the screen resumes it
create unique index blackjack_rounds_open on blackjack_rounds (member_id, node_id) where phase = 'player';
-- rotation refuses while a round of the seed is open (its shoe would be known)
create index blackjack_rounds_open_seed on blackjack_rounds (seed_id) where phase = 'player';
