-- Money guards (docs/decisions/0050-referral-reward-qualification.md).

-- An account an agent opened itself (PUT /wps/agent/register) never earns
-- its opener a referral reward: the agent chose it, nobody was referred.
alter table members add column opened_by_agent boolean not null default false;
update members set opened_by_agent = true where register_method = 'agent';

-- A referred friend qualifies the referrer's reward only after a first
-- approved deposit of at least referral_min_deposit and valid bets of at
-- least referral_min_turnover (both per merchant, both configurable).
alter table promotion_settings
  add column referral_min_deposit numeric(18, 2) not null default 100000 check (referral_min_deposit > 0),
  add column referral_min_turnover numeric(18, 2) not null default 100000 check (referral_min_turnover >= 0);

-- The funds password's check lease (the login guard's pattern): while
-- attempt_until is ahead, one check of the member's PIN is under way and no
-- other is admitted.
alter table funds_password_guards add column attempt_until timestamptz;
