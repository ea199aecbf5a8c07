-- Ledger entries are append-only: a mistake is corrected by a new entry, never by an UPDATE or a
-- DELETE, by the application or by hand. Reads no table, so no planner setting.
create or replace function ledger_entries_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ledger entries are append-only';
end
$$;

create or replace trigger ledger_entries_no_change before update or delete on ledger_entries
for each row execute function ledger_entries_append_only();
