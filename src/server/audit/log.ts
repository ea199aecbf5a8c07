import { sql } from 'kysely'
import type { DB } from '#server/db/index'
import type { AuditAction, AuditTargetType } from '#shared/admin'

export interface AuditRecord {
  /** The admin who acted; null when the system did (say how in `systemActor`). */
  actorId: string | null
  systemActor?: string
  action: AuditAction
  targetType: AuditTargetType
  targetId: string
  before?: unknown
  after?: unknown
}

/**
 * Appends one record to the admin audit log. Always called with the transaction of the action it
 * records, so the action and its record commit together or not at all. The actor's username is
 * copied in: the record still says who it was after a rename.
 */
export async function recordAudit(trx: DB, record: AuditRecord): Promise<void> {
  const actor = record.actorId
    ? sql<string>`coalesce((select username from users where id = ${record.actorId}), ${record.actorId}::text)`
    : sql<string>`${record.systemActor ?? 'system'}::text`
  await trx
    .insertInto('admin_audit_log')
    .values({
      actor_id: record.actorId,
      actor,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
    })
    .execute()
}
