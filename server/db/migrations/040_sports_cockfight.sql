-- Sportsbook and cockfight (docs/decisions/0073-sports-and-cockfight.md,
-- docs/fairness.md "Cockfight").

-- ---- sportsbook

-- A merchant's book: the limits every bet is held to (and the slip shows).
create table sports_books (
  merchant_code text primary key references merchants (code) on delete cascade,
  min_stake numeric(18, 2) not null check (min_stake > 0),
  max_stake numeric(18, 2) not null check (max_stake >= min_stake),
  -- the most one bet may return, stake included (a long parlay's odds multiply)
  max_payout numeric(18, 2) not null check (max_payout >= max_stake),
  max_legs integer not null check (max_legs between 2 and 10)
);

-- One match. The reference server generates them ahead on fixed kick-off
-- slots per sport (server/sports/fixtures.ts): the unique slot lets several
-- processes generate at once and keep one. `model` holds the pricing
-- parameters the odds are computed from (server/sports/pricing.ts).
-- A fixture takes bets until kick-off; `fixture result` settles it, `fixture
-- void` voids it, each once (the row is the lock).
create table sports_fixtures (
  id bigserial primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  category text not null check (category in ('SPORTS', 'ESPORTS')),
  sport text not null,
  league text not null,
  home text not null,
  away text not null,
  starts_at timestamptz not null,
  model jsonb not null,
  status text not null default 'open' check (status in ('open', 'settled', 'void')),
  home_score integer check (home_score >= 0),
  away_score integer check (away_score >= 0),
  settled_at timestamptz,
  odds_moved_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (merchant_code, sport, starts_at)
);
create index sports_fixtures_upcoming on sports_fixtures (merchant_code, category, starts_at) where status = 'open';

-- A fixture's markets: kind and line (the home side's handicap, or the total)
-- never change once made; their odds move.
create table sports_markets (
  id bigserial primary key,
  fixture_id bigint not null references sports_fixtures (id) on delete cascade,
  kind text not null check (kind in ('1x2', 'ml', 'ah', 'ou')),
  line numeric(7, 2),
  sort_order integer not null,
  unique (fixture_id, sort_order)
);
create index sports_markets_fixture on sports_markets (fixture_id);

-- Decimal odds with two decimals; changed only under the fixture's row lock,
-- so a bet placed under the same lock sees either the old or the new odds.
create table sports_selections (
  market_id bigint not null references sports_markets (id) on delete cascade,
  pick text not null check (pick in ('home', 'draw', 'away', 'over', 'under')),
  odds numeric(7, 2) not null check (odds >= 1.01),
  primary key (market_id, pick)
);

-- One bet: a single, or a parlay of legs on different fixtures. The stake is
-- one ledger entry naming the bet (sports_bet:<id>), its return another, and
-- the betting record's row is written when it settles.
create table sports_bets (
  id bigserial primary key,
  member_id bigint not null references members (id) on delete cascade,
  merchant_code text not null,
  -- the game it was placed through (its name in the betting record)
  node_id text not null,
  -- the client's id of the slip and the bet's place in it: a repeated slip answers the bets it placed
  request_id text not null,
  slip_index integer not null check (slip_index >= 0),
  kind text not null check (kind in ('single', 'parlay')),
  stake numeric(18, 2) not null check (stake > 0),
  odds numeric(14, 2) not null check (odds >= 1),
  status text not null default 'open' check (status in ('open', 'won', 'half_won', 'push', 'half_lost', 'lost', 'void')),
  payout numeric(18, 2) not null default 0 check (payout >= 0),
  bet_record_id bigint references bet_records (id),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (member_id, request_id, slip_index)
);
create index sports_bets_member on sports_bets (member_id, id desc);
create index sports_bets_record on sports_bets (bet_record_id) where bet_record_id is not null;

-- A bet's selections with the odds taken; a leg's result is written when its
-- fixture settles (void when the fixture is void).
create table sports_bet_legs (
  bet_id bigint not null references sports_bets (id) on delete cascade,
  leg integer not null check (leg >= 0),
  fixture_id bigint not null references sports_fixtures (id),
  market_id bigint not null references sports_markets (id),
  kind text not null check (kind in ('1x2', 'ml', 'ah', 'ou')),
  line numeric(7, 2),
  pick text not null check (pick in ('home', 'draw', 'away', 'over', 'under')),
  odds numeric(7, 2) not null check (odds >= 1.01),
  result text check (result in ('win', 'half_win', 'push', 'half_loss', 'loss', 'void')),
  primary key (bet_id, leg)
);
create index sports_bet_legs_fixture on sports_bet_legs (fixture_id);

-- ---- cockfight

-- A table (one cockfight game): its round timing, odds and limits.
create table cockfight_tables (
  merchant_code text not null references merchants (code) on delete cascade,
  node_id text not null,
  betting_seconds integer not null check (betting_seconds between 5 and 3600),
  fight_seconds integer not null check (fight_seconds between 2 and 3600),
  meron_odds numeric(7, 2) not null check (meron_odds > 1),
  wala_odds numeric(7, 2) not null check (wala_odds > 1),
  draw_odds numeric(7, 2) not null check (draw_odds > 1),
  min_stake numeric(18, 2) not null check (min_stake > 0),
  max_stake numeric(18, 2) not null check (max_stake >= min_stake),
  primary key (merchant_code, node_id)
);

-- One round: made with its own server seed (its hash shown from then on),
-- betting until closes_at, resolved at result_at by whichever process takes
-- the row first (`for update skip locked`), which reveals the seed and
-- settles every bet in the same transaction. The odds are copied from the
-- table when the round is made.
create table cockfight_rounds (
  id bigserial primary key,
  merchant_code text not null,
  node_id text not null,
  round_no bigint not null check (round_no >= 1),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  result_at timestamptz not null,
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null,
  client_seed text not null,
  meron_odds numeric(7, 2) not null,
  wala_odds numeric(7, 2) not null,
  draw_odds numeric(7, 2) not null,
  status text not null default 'open' check (status in ('open', 'resolved')),
  result text check (result in ('meron', 'wala', 'draw')),
  resolved_at timestamptz,
  unique (merchant_code, node_id, round_no),
  foreign key (merchant_code, node_id) references cockfight_tables (merchant_code, node_id) on delete cascade
);
create index cockfight_rounds_due on cockfight_rounds (result_at) where status = 'open';
create index cockfight_rounds_recent on cockfight_rounds (merchant_code, node_id, round_no desc);

create table cockfight_bets (
  id bigserial primary key,
  member_id bigint not null references members (id) on delete cascade,
  merchant_code text not null,
  round_id bigint not null references cockfight_rounds (id),
  node_id text not null,
  request_id text not null,
  side text not null check (side in ('meron', 'wala', 'draw')),
  odds numeric(7, 2) not null,
  stake numeric(18, 2) not null check (stake > 0),
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'refunded')),
  payout numeric(18, 2) not null default 0 check (payout >= 0),
  bet_record_id bigint references bet_records (id),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (member_id, request_id)
);
create index cockfight_bets_open on cockfight_bets (round_id) where status = 'open';
create index cockfight_bets_member on cockfight_bets (member_id, id desc);
create index cockfight_bets_record on cockfight_bets (bet_record_id) where bet_record_id is not null;
