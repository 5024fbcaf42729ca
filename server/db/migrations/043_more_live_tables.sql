-- Dragon tiger, sic bo and xóc đĩa tables deal rounds as baccarat and
-- roulette do (docs/decisions/0076-every-category-its-engine.md): the same
-- rows and locks, three more engines, under one rule set each ('standard').
alter table table_rounds drop constraint table_rounds_engine_check;
alter table table_rounds add constraint table_rounds_engine_check
  check (engine in ('baccarat', 'roulette', 'dragon-tiger', 'sic-bo', 'xoc-dia'));
alter table table_rounds drop constraint table_rounds_rules_check;
alter table table_rounds add constraint table_rounds_rules_check
  check (rules in ('classic', 'no-commission', 'european', 'standard'));
