-- As the ledger's entries, the admin audit log is append-only: a record is never changed,
-- removed or truncated away, by the application or by hand. Reads no table, so no planner setting.
create or replace function admin_audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the admin audit log is append-only';
end
$$;

create or replace trigger admin_audit_log_no_change before update or delete on admin_audit_log
for each row execute function admin_audit_log_append_only();

create or replace trigger admin_audit_log_no_truncate before truncate on admin_audit_log
for each statement execute function admin_audit_log_append_only();
