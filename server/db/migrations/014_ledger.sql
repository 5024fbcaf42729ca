-- The money ledger (docs/decisions/0026-money-ledger.md): every change of
-- wallets.balance is one entry here, written in the same transaction by
-- server/wallet/ledger.ts, so a balance always equals the sum of its entries.

create table ledger_entries (
  id bigserial primary key,
  member_id bigint not null references members (id) on delete cascade,
  merchant_code text not null,
  kind text not null check (kind in (
    'deposit', 'withdrawal_hold', 'hold_release', 'bet', 'win', 'bonus', 'rebate', 'transfer', 'adjustment'
  )),
  -- signed: credits positive, debits negative; an entry always moves money
  amount numeric(18, 2) not null check (amount <> 0),
  balance_after numeric(18, 2) not null check (balance_after >= 0),
  -- what caused it: bet_record:<id>, an order id, opening…
  reference text not null,
  created_at timestamptz not null default now()
);
create index ledger_entries_member on ledger_entries (member_id, created_at desc, id desc);
create index ledger_entries_reference on ledger_entries (reference);

-- Databases from before the ledger: one opening adjustment per wallet equal
-- to its balance (a zero balance needs none: it is already the empty sum).
insert into ledger_entries (member_id, merchant_code, kind, amount, balance_after, reference)
select w.member_id, m.merchant_code, 'adjustment', w.balance, w.balance, 'opening:migration-014'
  from wallets w join members m on m.id = w.member_id
 where w.balance <> 0
 order by w.member_id;
