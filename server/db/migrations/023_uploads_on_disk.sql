-- Uploaded images move out of the database onto disk (docs/decisions/0047):
-- a new row names its file in the upload folder (random name), its size,
-- type and SHA-256; bytes stays null. Rows written before keep their bytes
-- and are still read from them (server/http/image-store.ts).
alter table uploaded_images alter column bytes drop not null;
alter table uploaded_images add column file_name text;
alter table uploaded_images add column sha256 text;
alter table uploaded_images add constraint uploaded_images_stored check (bytes is not null or file_name is not null);
