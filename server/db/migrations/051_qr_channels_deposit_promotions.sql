-- Alipay, QQ and WeChat deposits, and a promotion accepted with a deposit
-- (docs/decisions/0103-qr-channels-and-deposit-promotions.md).

-- The QR channels are deposit methods like MoMo: a row per merchant in
-- payment_method_settings. Unlike MoMo they have no defaults: a channel
-- without a row is off (not offered, and refused).
alter table payment_method_settings drop constraint payment_method_settings_method_check;
alter table payment_method_settings add constraint payment_method_settings_method_check
  check (method in ('BANK', 'MOMO', 'ZALOPAY', 'CARD', 'ALIPAY', 'QQ', 'WECHAT'));
alter table deposit_orders drop constraint deposit_orders_method_check;
alter table deposit_orders add constraint deposit_orders_method_check
  check (method in ('BANK', 'MOMO', 'ZALOPAY', 'CARD', 'ALIPAY', 'QQ', 'WECHAT'));

-- What the provider gave to pay a QR channel's order: the code's content
-- (the member scans it with the channel's app). The pay URL is pay_url.
alter table deposit_orders add column qr_content text check (char_length(qr_content) <= 2048);

-- A promotion that may be accepted with a deposit: the bonus is a share of
-- what is credited, up to a ceiling, for a deposit of at least min_deposit.
-- How often a member may accept it is the promotion's max_applications.
create table promotion_deposit_terms (
  merchant_code text not null,
  promotion_id integer not null,
  bonus_percent numeric(5, 2) not null check (bonus_percent > 0 and bonus_percent <= 100),
  max_bonus numeric(18, 2) not null check (max_bonus > 0),
  min_deposit numeric(18, 2) not null check (min_deposit > 0),
  primary key (merchant_code, promotion_id),
  foreign key (merchant_code, promotion_id) references promotions (merchant_code, id) on delete cascade
);

-- The promotion a deposit order accepted and the bonus it will pay: the
-- bonus is posted to the ledger (kind bonus, deposit_bonus:<order id>) in
-- the transaction that credits the deposit, never before; a rejected order,
-- or one credited after the promotion was switched off, pays none (void).
alter table deposit_orders
  add column promotion_id integer,
  add column promotion_bonus numeric(18, 2) check (promotion_bonus > 0),
  add column promotion_bonus_status text check (promotion_bonus_status in ('pending', 'paid', 'void'));
alter table deposit_orders add constraint deposit_orders_promotion_fields
  check ((promotion_id is null) = (promotion_bonus is null) and (promotion_id is null) = (promotion_bonus_status is null));
create index deposit_orders_promotion on deposit_orders (member_id, promotion_id) where promotion_id is not null;
