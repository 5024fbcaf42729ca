-- The KYC centre (docs/decisions/0077-kyc-centre.md): one row per
-- submission; a member's state is their latest row (none before any).
-- The images are uploaded_images rows of kind 'kyc', each used by one
-- submission only, and never served to members (only `ops kyc show` reads them).
create table kyc_submissions (
  id bigserial primary key,
  merchant_code text not null references merchants (code) on delete cascade,
  member_id bigint not null references members (id) on delete cascade,
  full_name text not null,
  birth_date date not null,
  doc_type text not null check (doc_type in ('CCCD', 'PASSPORT', 'DRIVING_LICENCE')),
  doc_number text not null,
  front_image_id bigint not null unique references uploaded_images (id),
  back_image_id bigint unique references uploaded_images (id),
  selfie_image_id bigint not null unique references uploaded_images (id),
  status text not null default 'pending' check (status in ('pending', 'verified', 'rejected')),
  reject_reason text,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  check ((status = 'rejected') = (reject_reason is not null))
);
create index kyc_submissions_member on kyc_submissions (member_id, id desc);
create index kyc_submissions_queue on kyc_submissions (merchant_code, status, id);
-- One submission waiting at a time, and one verification per member: two
-- parallel submits (or a second server) cannot both get in.
create unique index kyc_submissions_one_pending on kyc_submissions (member_id) where status = 'pending';
create unique index kyc_submissions_one_verified on kyc_submissions (member_id) where status = 'verified';

-- The whitelabel switch requiring verification before a first withdrawal,
-- off, for merchants that existed before it (new ones get it from the seed).
insert into whitelabel_modules (merchant_code, mod_id, parent_mod_id, enabled, sort_order)
select code, 'KYCWITHDRAW3', 'MEMBER', false, 11 from merchants
on conflict (merchant_code, mod_id) do nothing;
