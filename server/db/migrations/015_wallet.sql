-- Wallet (issue 12, docs/decisions/0030-deposits-withdrawals.md): uploaded
-- images (deposit receipts, promotion applications), the merchant's
-- receiving accounts, deposit and withdrawal orders, bank cards and the
-- funds-password lock. Money only moves through ledger_entries (014):
-- deposit approval posts `deposit` (reference deposit_order:<id>), a
-- withdrawal posts `withdrawal_hold` at once and, when rejected,
-- `hold_release` (both reference withdrawal_order:<id>).

create table uploaded_images (
  id bigserial primary key,
  member_id bigint not null references members (id) on delete cascade,
  -- what it was uploaded for: deposit_receipt, promotion…
  kind text not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  byte_size integer not null check (byte_size > 0 and byte_size <= 5242880),
  width integer not null,
  height integer not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);
create index uploaded_images_member on uploaded_images (member_id, created_at desc);

create table deposit_accounts (
  id bigserial primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  -- the payment method: bank transfer only for now
  method text not null default 'BANK',
  bank_code text not null,
  bank_name text not null,
  account_name text not null,
  account_number text not null,
  min_amount numeric(18, 2) not null check (min_amount > 0),
  max_amount numeric(18, 2) not null check (max_amount >= min_amount),
  enabled boolean not null default true,
  sort integer not null default 0,
  unique (merchant_code, account_number)
);

create table deposit_orders (
  id bigserial primary key,
  order_no text not null unique,
  member_id bigint not null references members (id) on delete cascade,
  merchant_code text not null,
  account_id bigint not null references deposit_accounts (id),
  amount numeric(18, 2) not null check (amount > 0),
  payer_name text not null,
  receipt_image_id bigint references uploaded_images (id) on delete set null,
  -- a repeated submit carries the same key and gets the first order back
  idempotency_key text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (member_id, idempotency_key)
);
create index deposit_orders_pending on deposit_orders (merchant_code, status, id);
create index deposit_orders_member on deposit_orders (member_id, id desc);

create table bank_cards (
  id bigserial primary key,
  member_id bigint not null references members (id) on delete cascade,
  bank_code text not null,
  bank_name text not null,
  card_number text not null,
  holder_name text not null,
  created_at timestamptz not null default now(),
  unique (member_id, card_number)
);

create table withdrawal_orders (
  id bigserial primary key,
  order_no text not null unique,
  member_id bigint not null references members (id) on delete cascade,
  merchant_code text not null,
  bank_card_id bigint not null references bank_cards (id),
  amount numeric(18, 2) not null check (amount > 0),
  idempotency_key text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'rejected')),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (member_id, idempotency_key)
);
create index withdrawal_orders_pending on withdrawal_orders (merchant_code, status, id);
create index withdrawal_orders_member on withdrawal_orders (member_id, id desc);

-- Wrong funds passwords in a row; at 5 the password is locked until locked_until.
create table funds_password_guards (
  member_id bigint primary key references members (id) on delete cascade,
  failures integer not null default 0,
  locked_until timestamptz
);
