-- Members, their wallets and their sessions: shared by the accounts and the
-- games domains (favourites, recent games and bets belong to a member).

create table members (
  id bigserial primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  username text not null,
  -- scrypt, see server/accounts/password-hash.ts
  password_hash text not null,
  -- 0, 1, 2 members; 4 trial; any other value except 40 is an agent
  type integer not null default 0,
  nickname text,
  country_dialing_code text,
  mobile_num text,
  email text,
  birthday date,
  -- the invitation code this member registered with, and an agent's own
  affiliate_code text,
  own_affiliate_code text,
  parent_id bigint references members (id),
  register_method text,
  register_url text,
  vip_label text,
  first_time_login boolean not null default true,
  password_changed_at timestamptz not null default now(),
  disabled boolean not null default false,
  created_at timestamptz not null default now(),
  unique (merchant_code, username)
);

create unique index members_mobile_unique
  on members (merchant_code, country_dialing_code, mobile_num)
  where mobile_num is not null;
create unique index members_own_affiliate_unique
  on members (merchant_code, own_affiliate_code)
  where own_affiliate_code is not null;

-- One balance per member; changed only inside transactions that lock the row.
create table wallets (
  member_id bigint primary key references members (id) on delete cascade,
  balance numeric(18, 2) not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now()
);

-- Opaque tokens (256 random bits) stored only as their SHA-256.
create table sessions (
  token_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  device_id text
);
create index sessions_member on sessions (member_id);
