-- The ledger is append-only (docs/decisions/0059-ledger-append-only.md): an
-- entry, once written by server/wallet/ledger.ts, is never changed or removed,
-- so a balance can always be re-derived from its entries and audited. The
-- database itself refuses UPDATE, DELETE and TRUNCATE on ledger_entries, so no
-- code path (a seed, housekeeping, an operator's psql) can rewrite history.

create function ledger_entries_refuse_change() returns trigger
  language plpgsql as $$
begin
  raise exception 'ledger_entries is append-only: % refused', tg_op
    using errcode = 'integrity_constraint_violation',
          hint = 'post a correcting entry through the ledger writer instead';
end;
$$;

create trigger ledger_entries_append_only
  before update or delete on ledger_entries
  for each row execute function ledger_entries_refuse_change();

create trigger ledger_entries_no_truncate
  before truncate on ledger_entries
  for each statement execute function ledger_entries_refuse_change();

-- A member with entries can no longer be deleted (the cascade would have
-- removed its entries): members that leave are retired instead
-- (members.retired_at, set by housekeeping for stale trial accounts).
alter table ledger_entries
  drop constraint ledger_entries_member_id_fkey,
  add constraint ledger_entries_member_id_fkey
    foreign key (member_id) references members (id) on delete restrict;

alter table members add column retired_at timestamptz;
