-- Transfer memo and VietQR (docs/decisions/0060-deposit-memo-vietqr.md).
-- The memo the player types into the bank transfer is 'WPS' + the order
-- number: only A-Z and 0-9, at most 25 characters (banks strip the rest),
-- unique because the order number is. A generated column, so every insert
-- path gets it without naming it.
alter table deposit_orders add column memo text generated always as ('WPS' || order_no) stored;
create unique index deposit_orders_memo on deposit_orders (memo);
-- "I have transferred": the order waits for the money (status stays
-- 'pending' for the settlement code; the wire shows it as 'waiting').
alter table deposit_orders add column transferred_at timestamptz;

-- The NAPAS bank identification number a VietQR code names; null: no QR for that account.
alter table deposit_accounts add column bank_bin text check (bank_bin ~ '^[0-9]{6}$');
update deposit_accounts set bank_bin = case bank_code when 'VCB' then '970436' when 'TCB' then '970407' when 'ACB' then '970416' end
 where bank_bin is null;
