-- The iOS web clip profile (/wps/app/webclip.mobileconfig). The label is
-- what the home screen shows under the icon; iOS truncates it beyond about
-- 12 characters, so a merchant with a long name sets a short one here.
-- Null means the merchant's name.
alter table merchants add column webclip_label text
  check (webclip_label is null or char_length(btrim(webclip_label)) between 1 and 64);
