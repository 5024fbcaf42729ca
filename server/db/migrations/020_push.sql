-- Web Push (issue 14): the server's VAPID key pair, the members'
-- subscriptions and one row per push sent (its delivery and click reports,
-- the live platform's EMFE_appPushDeliveryCallback).

-- Generated once on first use; the private key never leaves DATA_DIR's database.
create table push_vapid_keys (
  id integer primary key check (id = 1),
  public_key text not null,
  private_key text not null,
  created_at timestamptz not null default now()
);

create table push_subscriptions (
  id bigserial primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  member_id bigint not null references members (id) on delete cascade,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  language text not null default 'VI',
  created_at timestamptz not null default now(),
  last_success_at timestamptz,
  failures integer not null default 0
);
create index push_subscriptions_member on push_subscriptions (member_id);

create table push_deliveries (
  tracking_uuid uuid primary key,
  merchant_code text not null,
  member_id bigint references members (id) on delete cascade,
  title text not null,
  url text,
  sent_at timestamptz not null default now(),
  delivered_at timestamptz,
  clicked_at timestamptz
);
create index push_deliveries_member on push_deliveries (member_id, sent_at desc);
