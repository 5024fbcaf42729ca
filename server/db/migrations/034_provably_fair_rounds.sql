-- Provably fair engines (docs/decisions/0065-provably-fair-engines.md, docs/fairness.md).

-- A member's server seeds: the active one (revealed_at null, one per member)
-- shows only its hash; rotating reveals it and starts the next. The seed
-- text is the HMAC key, so it is kept as it is, and shown once revealed.
create table fairness_seeds (
  id bigserial primary key,
  member_id bigint not null references members (id) on delete cascade,
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null,
  client_seed text not null,
  -- the nonce the next round with this seed plays (one per round, from 0)
  next_nonce integer not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index fairness_seeds_active on fairness_seeds (member_id) where revealed_at is null;
create index fairness_seeds_member on fairness_seeds (member_id, id desc);

-- A free spin stakes nothing: its bet record carries a zero bet.
alter table bet_records drop constraint bet_records_bet_check;
alter table bet_records add constraint bet_records_bet_check check (bet >= 0);

-- What an engine round showed and how to recompute it, beside its bet record
-- (written in the same transaction as the record and its ledger entries).
create table game_rounds (
  bet_record_id bigint primary key references bet_records (id) on delete cascade,
  member_id bigint not null references members (id) on delete cascade,
  node_id text not null,
  engine text not null,
  seed_id bigint not null references fairness_seeds (id),
  nonce integer not null,
  client_seed text not null,
  -- the client's id of the request: a repeated spin answers the round it played
  spin_id text not null,
  details jsonb not null,
  created_at timestamptz not null default now(),
  unique (member_id, spin_id),
  unique (seed_id, nonce)
);

-- Free spins still to play, per member and game: kept on the server, so a
-- reload or a lost connection resumes them.
create table free_spin_runs (
  member_id bigint not null references members (id) on delete cascade,
  node_id text not null,
  remaining integer not null check (remaining >= 0),
  bet numeric(18, 2) not null check (bet > 0),
  won numeric(18, 2) not null default 0 check (won >= 0),
  updated_at timestamptz not null default now(),
  primary key (member_id, node_id)
);
