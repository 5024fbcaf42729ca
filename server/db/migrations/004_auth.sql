-- Accounts and access: server keys, captchas, SMS codes, login abuse
-- guards and the outbox of the default message sender.

-- A password handed out by email recovery must be changed (PWDEXPFORCECHANGE3).
alter table members add column password_must_change boolean not null default false;

-- Long-lived server secrets, generated once on first use: the RSA key the
-- clients wrap their body keys with, and the HMAC key that hashes captcha
-- answers and SMS codes. One row per kind; a rotation is a new migration.
create table server_keys (
  key_id text primary key,
  kind text not null check (kind in ('rsa-oaep', 'hmac')),
  -- PKCS#8 PEM for rsa-oaep, base64 bytes for hmac
  secret text not null,
  -- hex, only for rsa-oaep
  modulus text,
  exponent text,
  created_at timestamptz not null default now()
);
create unique index server_keys_one_per_kind on server_keys (kind);

-- One live captcha per client (a new one replaces the old); single use.
create table captchas (
  device_id text primary key,
  answer_hash text not null,
  expires_at timestamptz not null,
  -- the plain answer, written only when the server runs in test mode
  test_answer text
);

create table sms_codes (
  id bigserial primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  purpose text not null check (purpose in ('login', 'register', 'password')),
  country_dialing_code text not null,
  mobile_num text not null,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  failed_attempts integer not null default 0
);
create index sms_codes_number on sms_codes (merchant_code, country_dialing_code, mobile_num, created_at desc);

-- Failed logins per login key (a lower-cased username, or sms:+84:912345678),
-- so unknown names are throttled like real ones.
create table login_failures (
  merchant_code text not null,
  login_key text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_key on login_failures (merchant_code, login_key, failed_at);

create table login_locks (
  merchant_code text not null,
  login_key text not null,
  locked_until timestamptz not null,
  primary key (merchant_code, login_key)
);

-- What the default sender "sends": SMS codes and recovery emails.
create table outbox (
  id bigserial primary key,
  merchant_code text not null,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now()
);
