-- A mobile number proves nothing until an SMS code sent to it came back
-- (docs/decisions/0055). Only a verified number logs in by code, recovers a
-- password or counts as taken; an unverified one is kept for the profile.
alter table members add column mobile_verified boolean not null default false;

-- Numbers already stored: accounts made by the operator or the seed (no
-- register method) and mobile sign-ups (their generated name m + 9 digits)
-- keep theirs as proved; a number typed into the username form never was.
update members set mobile_verified = true
 where mobile_num is not null
   and (register_method is null or username ~ '^m[0-9]{9}$');

-- Two accounts may hold the same unverified number; a verified one is unique.
drop index members_mobile_unique;
create unique index members_mobile_unique
  on members (merchant_code, country_dialing_code, mobile_num)
  where mobile_num is not null and mobile_verified;
