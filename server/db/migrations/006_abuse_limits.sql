-- Abuse limits shared by every server process on one database: request
-- counters (rate limits), spent proof-of-work challenges, and indexes the
-- housekeeping purge needs. Nothing here lives in process memory any more.

-- One fixed window per (bucket, subject): subject is an address, a device
-- id or a login key. window_start is epoch ms, a multiple of window_ms.
create table rate_counters (
  bucket text not null,
  subject text not null,
  window_start bigint not null,
  window_ms bigint not null,
  hits integer not null,
  primary key (bucket, subject, window_start)
);
create index rate_counters_end on rate_counters ((window_start + window_ms));

-- An ALTCHA proof is accepted once: its signature is remembered until the
-- challenge it answers expires.
create table spent_challenges (
  signature text primary key,
  expires_at timestamptz not null
);
create index spent_challenges_expiry on spent_challenges (expires_at);

create index captchas_expiry on captchas (expires_at);
create index sms_codes_expiry on sms_codes (expires_at);
create index login_failures_at on login_failures (failed_at);
create index login_locks_until on login_locks (locked_until);
create index sessions_expiry on sessions (expires_at);
-- Trial accounts are purged by age (type 4, see server/housekeeping.ts).
create index members_trial_created on members (created_at) where type = 4;
