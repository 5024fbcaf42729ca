-- Promotions beyond the announcement list (docs/decisions/0032-promotion-states.md):
-- categories, kinds with an enabled switch, what a promotion asks of a member
-- (its action), and what members did with it (applications, joins, claims).

create table promotion_categories (
  merchant_code text not null references merchants (code) on delete cascade,
  id integer not null,
  name_vi text not null,
  name_en text not null,
  sort_order integer not null default 0,
  primary key (merchant_code, id)
);

-- The spec's kinds (LOGIN, MANUAL, RAFFLE, UPGRADE_BONUS, MISSION,
-- MISSION_MANUAL, TICKET, REFERRAL), each switched on or off per merchant.
create table promotion_kinds (
  merchant_code text not null references merchants (code) on delete cascade,
  kind text not null check (kind in ('LOGIN', 'MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION', 'MISSION_MANUAL', 'TICKET', 'REFERRAL')),
  enabled boolean not null default true,
  primary key (merchant_code, kind)
);

alter table promotions add column kind text not null default 'MANUAL'
  check (kind in ('LOGIN', 'MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION', 'MISSION_MANUAL', 'TICKET', 'REFERRAL'));
-- the bonus an approved application, a claim or a mission pays (0: none)
alter table promotions add column bonus_amount numeric(18, 2) not null default 0 check (bonus_amount >= 0);
-- how many applications a member may make (0: no limit); once by default
alter table promotions add column max_applications integer not null default 1 check (max_applications >= 0);
-- a mission's target of valid bets since joining
alter table promotions add column mission_turnover numeric(18, 2) not null default 0 check (mission_turnover >= 0);
alter table promotions add column enabled boolean not null default true;

create table promotion_applications (
  id bigserial primary key,
  merchant_code text not null,
  promotion_id integer not null,
  member_id bigint not null references members (id) on delete cascade,
  remark text not null check (char_length(remark) <= 140),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  bonus_amount numeric(18, 2),
  review_note text,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  foreign key (merchant_code, promotion_id) references promotions (merchant_code, id) on delete cascade
);
create index promotion_applications_member on promotion_applications (member_id, promotion_id);
create index promotion_applications_pending on promotion_applications (merchant_code, status, id);

-- Images attached to an application: uploaded first (uploaded_images, kind
-- 'promotion', checked by content there), each attached at most once.
create table promotion_application_images (
  application_id bigint not null references promotion_applications (id) on delete cascade,
  image_id bigint not null unique references uploaded_images (id) on delete cascade,
  primary key (application_id, image_id)
);
create index promotion_application_images_app on promotion_application_images (application_id);

-- Joins (raffle, ticket, mission), daily sign-ins (login) and mission claims.
create table promotion_entries (
  id bigserial primary key,
  merchant_code text not null,
  promotion_id integer not null,
  member_id bigint not null references members (id) on delete cascade,
  action text not null check (action in ('join', 'sign', 'mission_claim')),
  -- the day a sign-in counts for (Asia/Ho_Chi_Minh); null for other actions
  day date,
  created_at timestamptz not null default now(),
  foreign key (merchant_code, promotion_id) references promotions (merchant_code, id) on delete cascade
);
create unique index promotion_entries_once on promotion_entries (promotion_id, member_id, action, coalesce(day, date '1970-01-01'));

-- The reward centre: bonuses issued to a member, claimed into the wallet.
create table reward_items (
  id bigserial primary key,
  merchant_code text not null,
  member_id bigint not null references members (id) on delete cascade,
  source text not null check (source in ('login', 'upgrade', 'referral', 'promotion')),
  -- what issued it, unique per member: login:2026-11-23, upgrade:3, referral:42
  source_ref text not null,
  title_vi text not null,
  title_en text not null,
  amount numeric(18, 2) not null check (amount > 0),
  status text not null default 'issued' check (status in ('issued', 'claimed')),
  issued_at timestamptz not null default now(),
  claimed_at timestamptz,
  unique (member_id, source_ref)
);
create index reward_items_member on reward_items (member_id, status, issued_at desc);
