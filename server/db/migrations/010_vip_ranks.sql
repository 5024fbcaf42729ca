-- VIP ranks (the spec's club label and "player rank progress"). A member's
-- rank is the highest one whose every condition they meet; the next rank's
-- conditions are what the progress bar counts. Shared by all merchants of
-- this reference server; an operator-set members.vip_label still wins.
create table vip_ranks (
  id integer primary key,
  level integer not null unique check (level >= 0),
  label_name text not null check (char_length(btrim(label_name)) between 1 and 32),
  -- conditions: the sum of bets placed and the number of bets
  min_turnover numeric(18, 2) not null check (min_turnover >= 0),
  min_bet_count integer not null check (min_bet_count >= 0)
);

insert into vip_ranks (id, level, label_name, min_turnover, min_bet_count) values
  (1, 0, 'VIP 0', 0, 0),
  (2, 1, 'VIP 1', 1000000, 20),
  (3, 2, 'VIP 2', 10000000, 100),
  (4, 3, 'VIP 3', 50000000, 500),
  (5, 4, 'VIP 4', 200000000, 2000);

-- Demo databases made before the demo member had a nickname get it now;
-- a nickname its owner set is left alone.
update members set nickname = 'Người chơi Demo'
 where username = 'demomember' and (nickname is null or btrim(nickname) = '');
