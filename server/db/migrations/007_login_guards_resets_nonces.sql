-- Login abuse guard as one row per login key, email reset links, seen
-- nonces of encrypted bodies, and game tickets bound to their session.

-- One row per (merchant, login key), locked FOR UPDATE while an attempt is
-- admitted and while its outcome is recorded: the lock check, the captcha
-- demand and the failure count can no longer race (issue 9 item 2).
create table login_guards (
  merchant_code text not null,
  login_key text not null,
  -- failures since the last success or lock; they count while the newest is recent
  failures integer not null default 0,
  last_failure_at timestamptz,
  locked_until timestamptz,
  -- an attempt of this key is being checked until then (a lease, so a crash frees it)
  attempt_until timestamptz,
  primary key (merchant_code, login_key)
);

-- Live locks and recent failure counts carry over.
insert into login_guards (merchant_code, login_key, locked_until)
  select merchant_code, login_key, locked_until from login_locks where locked_until > now();
insert into login_guards (merchant_code, login_key, failures, last_failure_at)
  select merchant_code, login_key, count(*)::int, max(failed_at) from login_failures
   where failed_at > now() - interval '15 minutes'
   group by merchant_code, login_key
  on conflict (merchant_code, login_key) do nothing;
drop table login_failures;
drop table login_locks;

-- A recovery email carries a link; the password changes only when it is used.
create table password_resets (
  token_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  merchant_code text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_member on password_resets (member_id);

-- Nonces of encrypted bodies already opened, kept until their timestamp is too old to pass anyway.
create table seen_nonces (
  nonce text primary key,
  expires_at timestamptz not null
);
create index seen_nonces_expiry on seen_nonces (expires_at);

-- A ticket dies with the session that launched the game (SHA-256 of its token).
alter table game_launch_tickets add column session_hash text;
delete from game_launch_tickets;
alter table game_launch_tickets alter column session_hash set not null;
