-- The registration payload's profile fields beyond 003's columns (issue 10,
-- item 8): what a merchant enables on its form is kept, not dropped. The
-- payment (withdrawal) password is stored as a scrypt hash like the login one.
alter table members add column payee_name text;
alter table members add column id_number text;
alter table members add column qq_num text;
alter table members add column facebook text;
alter table members add column wechat text;
alter table members add column line text;
alter table members add column whatsapp text;
alter table members add column zalo text;
alter table members add column recommender_id text;
alter table members add column payment_password_hash text;
