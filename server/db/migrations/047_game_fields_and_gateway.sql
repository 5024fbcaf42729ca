-- Spec fields the lobby and the payment gateway carry (docs/decisions/0093).

-- isGameH5: a game that plays in a mobile browser. This site launches with
-- platform=html5 only, so a game without it is listed but not launched.
-- Every in-house game is HTML5.
alter table games add column is_h5 boolean not null default true;

-- The gateway a provider payment was started from (spec: WEB 1, MOBILE 3),
-- as the provider receives it: it picks the pay page's layout by it.
alter table sandbox_payments add column gateway smallint not null default 3 check (gateway in (1, 3));

-- A game's own free-play flag (docs/decisions/0094): a sports or e-sports bet
-- waits for its match's kick-off and the operator's result, past a trial.
-- The seed sets the same for the games it adds later (supportsFreePlay).
update games set support_play = false where game_type in ('SPORTS', 'ESPORTS');
