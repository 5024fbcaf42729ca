-- Manual rebate, VIP conditions and benefits, referral settings
-- (docs/decisions/0033-rebate-vip-referral.md).

-- Rebate rate (percent of valid bets) per game type and VIP level.
create table rebate_rates (
  merchant_code text not null references merchants (code) on delete cascade,
  game_type text not null,
  vip_level integer not null check (vip_level >= 0),
  rate_percent numeric(6, 3) not null check (rate_percent >= 0 and rate_percent <= 10),
  primary key (merchant_code, game_type, vip_level)
);

-- One row per claim; up_to_bet_id is the last bet record the claim covered,
-- so the next claim counts only later bets ("since the last claim").
create table rebate_claims (
  id bigserial primary key,
  merchant_code text not null,
  member_id bigint not null references members (id) on delete cascade,
  up_to_bet_id bigint not null,
  valid_bet numeric(18, 2) not null,
  amount numeric(18, 2) not null check (amount > 0),
  -- [{gameType, validBet, ratePercent, amount}]
  breakdown jsonb not null,
  created_at timestamptz not null default now()
);
create index rebate_claims_member on rebate_claims (member_id, id desc);

-- A third VIP condition besides turnover and bet count: deposits (VIP 1 asks none).
alter table vip_ranks add column min_deposit numeric(18, 2) not null default 0 check (min_deposit >= 0);
update vip_ranks set min_deposit = case level when 1 then 0 when 2 then 5000000 when 3 then 20000000 when 4 then 100000000 else 0 end;

-- Benefits of each level.
create table vip_benefits (
  -- the vip_ranks level (no foreign key: that table is shared and rebuilt by its own migration's test)
  level integer primary key,
  upgrade_bonus numeric(18, 2) not null default 0,
  birthday_bonus numeric(18, 2) not null default 0,
  daily_withdraw_limit numeric(18, 2) not null default 0,
  daily_withdraw_count integer not null default 0
);
insert into vip_benefits (level, upgrade_bonus, birthday_bonus, daily_withdraw_limit, daily_withdraw_count) values
  (0, 0, 0, 50000000, 3),
  (1, 58000, 88000, 100000000, 5),
  (2, 288000, 388000, 300000000, 8),
  (3, 1288000, 1888000, 1000000000, 12),
  (4, 5888000, 8888000, 3000000000, 20);

-- Per-merchant switches and amounts of the member programmes.
create table promotion_settings (
  merchant_code text primary key references merchants (code) on delete cascade,
  -- the side menu's VIP item and the benefits screen
  vip_benefit boolean not null default true,
  -- what the referrer receives in the reward centre per friend who registers
  referral_reward numeric(18, 2) not null default 0 check (referral_reward >= 0),
  -- the daily sign-in reward of the LOGIN promotion
  login_reward numeric(18, 2) not null default 0 check (login_reward >= 0)
);
