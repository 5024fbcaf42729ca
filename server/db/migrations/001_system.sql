-- Merchant-level settings the system routes read on every request.
-- Everything is keyed by merchant code, so one database serves several
-- whitelabel deployments.

create table merchants (
  code text primary key,
  name text not null,
  main_domain text not null,
  currency text not null,
  currency_symbol text not null,
  currency_position text not null check (currency_position in ('before', 'after')),
  country_code text not null,
  dialing_code text not null,
  maintenance boolean not null default false,
  maintenance_end timestamptz,
  region_restriction boolean not null default false,
  mobile_template jsonb not null default '{}'::jsonb,
  paths jsonb not null default '{}'::jsonb,
  image_cdns jsonb not null default '[]'::jsonb,
  launch_game_cdns jsonb not null default '[]'::jsonb,
  updated_at timestamptz not null default now()
);

-- The whitelabel module tree: a null parent is a root node.
create table whitelabel_modules (
  merchant_code text not null references merchants (code) on delete cascade,
  mod_id text not null,
  parent_mod_id text,
  enabled boolean not null default true,
  sort_order integer not null default 0,
  primary key (merchant_code, mod_id)
);

create table customer_service (
  merchant_code text not null references merchants (code) on delete cascade,
  title text not null,
  path text not null,
  sort_order integer not null default 0,
  primary key (merchant_code, title)
);

create table resources (
  merchant_code text not null references merchants (code) on delete cascade,
  resource_type text not null,
  url text not null,
  sort_order integer not null default 0,
  primary key (merchant_code, resource_type)
);

create table help_entries (
  merchant_code text not null references merchants (code) on delete cascade,
  language text not null,
  tag text not null,
  title text not null,
  content text not null,
  sort_order integer not null default 0,
  primary key (merchant_code, language, tag)
);

create table register_fields (
  merchant_code text not null references merchants (code) on delete cascade,
  field text not null,
  enabled boolean not null,
  required boolean not null,
  min_length integer not null,
  max_length integer not null,
  pattern_id text not null,
  accepted_pattern text not null,
  sort_order integer not null default 0,
  primary key (merchant_code, field)
);

create table countries (
  merchant_code text not null references merchants (code) on delete cascade,
  code text not null,
  name_vi text not null,
  name_en text not null,
  dialing_code text not null,
  sort_order integer not null default 0,
  primary key (merchant_code, code)
);

create table domain_routes (
  merchant_code text not null references merchants (code) on delete cascade,
  url text not null,
  sort_order integer not null default 0,
  primary key (merchant_code, url)
);
