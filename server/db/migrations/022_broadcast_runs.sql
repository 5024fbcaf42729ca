-- An operator broadcast (`ops message send --to all`, `ops push --to all`)
-- carries a run id: running the same run again (after a failure half-way)
-- reaches only the members the first attempt missed, never twice the others.
alter table inbox_messages add column broadcast_run text;
create unique index inbox_messages_broadcast_run on inbox_messages (member_id, broadcast_run) where broadcast_run is not null;
alter table push_deliveries add column broadcast_run text;
create unique index push_deliveries_broadcast_run on push_deliveries (member_id, broadcast_run) where broadcast_run is not null;
