-- Incoming-transfer notifications from the bank (docs/decisions/0061-bank-notifications.md).
-- One row per provider transaction id, so a repeated notification finds its
-- row and credits nothing twice. 'matched': it approved order_id itself;
-- 'unmatched': kept for the operator (memo matched nothing, amount differs,
-- order already settled); 'assigned': the operator credited it to order_id.
create table bank_transfers (
  id bigserial primary key,
  provider_id text not null unique,
  merchant_code text,
  account_number text not null,
  amount numeric(18, 2) not null,
  content text not null,
  transferred_at timestamptz not null,
  status text not null check (status in ('matched', 'unmatched', 'assigned')),
  order_id bigint references deposit_orders (id),
  received_at timestamptz not null default now()
);
create index bank_transfers_open on bank_transfers (merchant_code, status, id);
