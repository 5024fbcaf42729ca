-- A slot's line count (spec §7 gameList minLine; docs/decisions/0102): how
-- many pay lines (or ways) the game offers, as its vendor states it. Only
-- slots have lines; every other game has none (null). The seed writes the
-- catalogue's counts into rows that have none, so an operator's count stays.
alter table games add column line_count smallint
  check (line_count is null or (line_count between 1 and 10000 and game_type = 'RNG'));
create index games_line_count on games (merchant_code, line_count) where line_count is not null;
