-- The traditional Vietnamese lottery's results (spec §7 recent VN lottery,
-- VN numero; docs/decisions/0102). The reference server draws them itself
-- (server/lottery/vn-draws.ts): one row per province drawn on a day, its
-- prizes from a CSPRNG in the region's prize table. The results are the
-- lottery's, not a merchant's: one set for every merchant.
create table vn_lottery_results (
  region text not null check (region in ('north', 'central', 'south')),
  draw_date date not null,
  province text not null check (province ~ '^[A-Z]{2,4}$'),
  -- the province's place in that day's schedule
  sort_order smallint not null,
  -- [{tier, numbers}] in the region's tier order, special prize first
  prizes jsonb not null,
  drawn_at timestamptz not null default now(),
  -- the key makes a draw happen once: a second draw of the day keeps the first
  primary key (region, draw_date, province)
);
create index vn_lottery_results_recent on vn_lottery_results (region, draw_date desc);

-- A drawn result is never changed.
create function vn_lottery_results_frozen() returns trigger language plpgsql as $$
begin
  raise exception 'vn_lottery_results are never updated';
end $$;
create trigger vn_lottery_results_frozen before update on vn_lottery_results
  for each row execute function vn_lottery_results_frozen();
