-- Deposits and payouts through a payment provider (docs/decisions/0071-payment-provider.md).

-- Which deposit methods are on, their limits and fees, per merchant. A
-- method without a row has the defaults of server/payments/settings.ts;
-- `npm run ops -- payment-method …` writes rows, read on every request
-- (no restart). BANK has no limits or fee here: its limits are each
-- receiving account's.
create table payment_method_settings (
  merchant_code text not null references merchants (code) on delete cascade,
  method text not null check (method in ('BANK', 'MOMO', 'ZALOPAY', 'CARD')),
  enabled boolean not null,
  min_amount numeric(18, 2) check (min_amount > 0),
  max_amount numeric(18, 2) check (max_amount >= min_amount),
  fee_percent numeric(5, 2) not null default 0 check (fee_percent >= 0 and fee_percent < 100),
  primary key (merchant_code, method)
);

-- Scratch-card telcos: on or off, and the fee kept from each card's value.
create table payment_card_telcos (
  merchant_code text not null references merchants (code) on delete cascade,
  telco text not null check (telco in ('VIETTEL', 'VINAPHONE', 'MOBIFONE', 'VIETNAMOBILE')),
  enabled boolean not null,
  fee_percent numeric(5, 2) not null check (fee_percent >= 0 and fee_percent < 100),
  primary key (merchant_code, telco)
);

-- A provider's deposit is a deposit order like a bank transfer (one list,
-- one pending cap, one settlement through the ledger), without a receiving
-- account. Its amount is what is credited: the provider's fee is taken off
-- first (for a card, of the value the provider counted).
alter table deposit_orders alter column account_id drop not null;
alter table deposit_orders add column method text not null default 'BANK'
  check (method in ('BANK', 'MOMO', 'ZALOPAY', 'CARD'));
alter table deposit_orders add constraint deposit_orders_bank_account check ((method = 'BANK') = (account_id is not null));
alter table deposit_orders
  add column provider text,
  -- the provider's id of the payment: its callback must name it
  add column provider_ref text,
  -- e-wallets: what the member pays; cards: the declared face value
  add column pay_amount numeric(18, 2) check (pay_amount > 0),
  -- the fee, copied when the order is made: a later change of the setting never changes an order already made
  add column fee_percent numeric(5, 2),
  add column fee_amount numeric(18, 2) check (fee_amount >= 0),
  add column card_telco text,
  add column card_serial text,
  -- what the provider said the card is worth (0: invalid or used)
  add column card_real_value numeric(18, 2) check (card_real_value >= 0),
  add column pay_url text,
  add column failure text check (failure in ('cancelled', 'expired', 'card_invalid', 'failed'));
alter table deposit_orders add constraint deposit_orders_provider_fields
  check ((method = 'BANK') = (provider is null) and (method = 'BANK') = (pay_amount is null));
create unique index deposit_orders_provider_ref on deposit_orders (provider, provider_ref) where provider_ref is not null;
-- One card in one open or credited order: the same card sent twice is refused, not paid twice.
create unique index deposit_orders_card on deposit_orders (card_telco, card_serial)
  where card_serial is not null and status <> 'rejected';

-- A withdrawal sent to the provider for payout: its payout callback settles it.
alter table withdrawal_orders
  add column payout_provider text,
  add column payout_ref text,
  add column payout_requested_at timestamptz;
create unique index withdrawal_orders_payout_ref on withdrawal_orders (payout_provider, payout_ref) where payout_ref is not null;

-- Every signed callback the provider sent, once per event id: a repeat
-- (even a concurrent one, which waits on the first's row) finds it and
-- changes nothing. outcome: applied, ignored (unknown or already final
-- order), mismatch (amount differs; the order stays open).
create table payment_callbacks (
  id bigserial primary key,
  provider text not null,
  event_id text not null,
  merchant_code text,
  kind text not null check (kind in ('deposit', 'payout')),
  order_no text not null,
  provider_ref text not null,
  status text not null,
  amount numeric(18, 2),
  outcome text not null check (outcome in ('applied', 'ignored', 'mismatch')),
  received_at timestamptz not null default now(),
  unique (provider, event_id)
);
create index payment_callbacks_open on payment_callbacks (merchant_code, outcome, id);

-- The sandbox provider's own books (server/payments/sandbox): the pay
-- sessions of its hosted page, the cards it checked and the payouts it
-- made, and when each one's callback is due. A real provider keeps these
-- on its side; the reference server plays both sides, each with its own tables.
create table sandbox_payments (
  ref text primary key,
  kind text not null check (kind in ('wallet', 'card', 'payout')),
  method text,
  merchant_code text not null,
  order_no text not null,
  amount numeric(18, 2) not null,
  -- cards: the value the sandbox read from the serial; never the PIN
  card_value numeric(18, 2),
  status text not null check (status in ('open', 'succeeded', 'cancelled', 'expired', 'failed')),
  return_url text,
  created_at timestamptz not null default now(),
  callback_due_at timestamptz,
  callback_attempts integer not null default 0,
  delivered_at timestamptz
);
create index sandbox_payments_due on sandbox_payments (callback_due_at) where delivered_at is null and callback_due_at is not null;
create index sandbox_payments_open on sandbox_payments (created_at) where status = 'open';
