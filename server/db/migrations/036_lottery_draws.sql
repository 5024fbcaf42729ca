-- The fast lottery (docs/decisions/0067-lottery-draws.md, docs/fairness.md).

-- Odds per game and bet type, configured here (the seed writes the demo's):
-- a point on one number costs point_price and wins payout_per_point per hit.
create table lottery_bet_types (
  merchant_code text not null,
  game_code text not null,
  bet_type text not null check (bet_type in ('lo', 'de', 'cang3')),
  point_price numeric(18, 2) not null check (point_price > 0),
  payout_per_point numeric(18, 2) not null check (payout_per_point > 0),
  min_points integer not null check (min_points >= 1),
  max_points integer not null check (max_points >= min_points),
  sort_order integer not null default 0,
  primary key (merchant_code, game_code, bet_type),
  foreign key (merchant_code, game_code) references lottery_games (merchant_code, game_code) on delete cascade
);

-- One row per draw: its server seed is made (and its hash shown) when the
-- row is created, before any order; drawing reveals it. The row is the lock
-- that makes a draw happen once across server processes.
create table lottery_draws (
  id bigserial primary key,
  merchant_code text not null,
  game_code text not null,
  issue bigint not null check (issue >= 1),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null,
  client_seed text not null,
  status text not null default 'open' check (status in ('open', 'drawn')),
  prizes jsonb,
  drawn_at timestamptz,
  unique (merchant_code, game_code, issue),
  foreign key (merchant_code, game_code) references lottery_games (merchant_code, game_code) on delete cascade
);
create index lottery_draws_due on lottery_draws (closes_at) where status = 'open';
create index lottery_draws_recent on lottery_draws (merchant_code, game_code, issue desc);

create table lottery_orders (
  id bigserial primary key,
  member_id bigint not null references members (id) on delete cascade,
  merchant_code text not null,
  draw_id bigint not null references lottery_draws (id),
  node_id text not null,
  -- the client's id of the request: a repeated order answers the one it placed
  request_id text not null,
  stake numeric(18, 2) not null check (stake > 0),
  refunded numeric(18, 2) not null default 0 check (refunded >= 0 and refunded <= stake),
  win numeric(18, 2) not null default 0 check (win >= 0),
  status text not null default 'pending' check (status in ('pending', 'settled', 'cancelled')),
  bet_record_id bigint references bet_records (id),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (member_id, request_id)
);
create index lottery_orders_member on lottery_orders (member_id, id desc);
create index lottery_orders_pending on lottery_orders (draw_id) where status = 'pending';

-- The odds are copied onto each sub-order when placed: changing them later
-- never changes a bet already taken.
create table lottery_sub_orders (
  id bigserial primary key,
  order_id bigint not null references lottery_orders (id) on delete cascade,
  bet_type text not null check (bet_type in ('lo', 'de', 'cang3')),
  numbers text[] not null,
  points integer not null check (points >= 1),
  point_price numeric(18, 2) not null,
  payout_per_point numeric(18, 2) not null,
  stake numeric(18, 2) not null check (stake > 0),
  status text not null default 'pending' check (status in ('pending', 'won', 'lost', 'cancelled')),
  hits integer not null default 0,
  win numeric(18, 2) not null default 0 check (win >= 0),
  cancelled_at timestamptz
);
create index lottery_sub_orders_order on lottery_sub_orders (order_id, id);
