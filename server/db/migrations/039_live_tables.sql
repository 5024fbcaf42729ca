-- Live casino tables: baccarat and roulette rounds shared by everyone at a
-- table (docs/decisions/0072-live-tables.md, docs/fairness.md "Live tables").

-- A table deals while someone watches it (its screen or its vendor's lobby
-- asked within the last minutes) or a round of it still has to settle: an
-- empty table deals no rounds. The row only keeps when it was last watched.
create table live_tables (
  merchant_code text not null,
  node_id text not null,
  watched_at timestamptz not null,
  primary key (merchant_code, node_id)
);
create index live_tables_watched on live_tables (watched_at);

-- One row per round: its server seed is made (and its hash shown) when the
-- round opens, before any bet; settling reveals it. The row is the lock that
-- settles a round once across server processes: bets hold it `for share`
-- while the betting window is open, the settlement takes it `for update skip
-- locked` once the window has closed.
create table table_rounds (
  id bigserial primary key,
  merchant_code text not null,
  node_id text not null,
  engine text not null check (engine in ('baccarat', 'roulette')),
  -- the rules the round is dealt and paid under, fixed when it opens
  rules text not null check (rules in ('classic', 'no-commission', 'european')),
  round_no bigint not null check (round_no >= 1),
  opens_at timestamptz not null,
  -- the betting window closes here; the round is dealt (or spun) and settled then
  closes_at timestamptz not null check (closes_at > opens_at),
  -- the result stays on the table until here; the next round opens after it
  ends_at timestamptz not null check (ends_at >= closes_at),
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null,
  client_seed text not null,
  status text not null default 'betting' check (status in ('betting', 'settled')),
  outcome jsonb,
  settled_at timestamptz,
  unique (merchant_code, node_id, round_no)
);
create index table_rounds_due on table_rounds (closes_at) where status = 'betting';

-- A member's confirmed chips, one row per request (idempotent by its id):
-- its stake is one ledger entry naming the round.
create table table_stakes (
  id bigserial primary key,
  round_id bigint not null references table_rounds (id),
  member_id bigint not null references members (id) on delete cascade,
  request_id text not null,
  amount numeric(18, 2) not null check (amount > 0),
  created_at timestamptz not null default now(),
  unique (member_id, request_id)
);
create index table_stakes_round on table_stakes (round_id, member_id);

create table table_bets (
  id bigserial primary key,
  stake_id bigint not null references table_stakes (id) on delete cascade,
  round_id bigint not null references table_rounds (id),
  member_id bigint not null references members (id) on delete cascade,
  spot text not null,
  amount numeric(18, 2) not null check (amount > 0),
  -- what the bet returned, stake included; set when the round settles
  payout numeric(18, 2) check (payout >= 0)
);
create index table_bets_round on table_bets (round_id, member_id);

-- A table round's details beside each member's bet record, as every engine
-- round's: its seed is the round's own, not a member's (seed_id stays null,
-- the details carry the revealed seed).
alter table game_rounds alter column seed_id drop not null;
