-- The further profile fields the access spec names (§3: address,
-- nationality, occupation, source of income, Telegram), kept when a merchant
-- enables them on its registration form, as migration 009's are. No
-- register_fields row is added: a field without one is not offered.
alter table members add column address text;
alter table members add column nationality text;
alter table members add column occupation text;
alter table members add column source_of_income text;
alter table members add column telegram text;
