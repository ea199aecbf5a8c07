import type { DB } from '#server/db/index'

function selectCertificates(db: DB) {
  return db
    .selectFrom('certificates')
    .select([
      'id',
      'user_id',
      'quiz_id',
      'holder_name',
      'quiz_title',
      'score',
      'total_score',
      'percent',
      'pass_mark',
      'issued_at',
    ])
}

export type CertificateRow = Awaited<ReturnType<ReturnType<typeof selectCertificates>['executeTakeFirstOrThrow']>>

export function findCertificate(db: DB, id: string) {
  return selectCertificates(db).where('id', '=', id).executeTakeFirst()
}

/** The person's certificates, the latest first. */
export function listOfUser(db: DB, userId: string) {
  return selectCertificates(db).where('user_id', '=', userId).orderBy('issued_at', 'desc').orderBy('id').execute()
}
