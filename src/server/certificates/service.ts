import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import type { SessionUser } from '#server/identity/session'
import { type CertificateFacts, certificatePath, istDate } from '#shared/certificates'
import { m } from '#shared/i18n'
import { certificatePdf } from './pdf'
import * as repo from './repository'

/**
 * Certificates (decision 049): written by the database when an attempt reaches its quiz's pass
 * mark (attempts_achievements), read here. The id is the only key to a certificate's page; a
 * forged one, and one its holder's account deletion erased, are both "not found".
 */

function toFacts(row: repo.CertificateRow): CertificateFacts {
  return {
    id: row.id,
    holderName: row.holder_name,
    quizTitle: row.quiz_title,
    score: String(Number(row.score)),
    totalScore: row.total_score,
    percent: row.percent,
    passMark: row.pass_mark,
    issuedAt: row.issued_at.toISOString(),
  }
}

export interface MyCertificate extends CertificateFacts {
  quizId: string
}

/** The caller's certificates, the latest first. */
export async function myCertificates(db: DB, userId: string): Promise<MyCertificate[]> {
  const rows = await repo.listOfUser(db, userId)
  return rows.map((row) => ({ ...toFacts(row), quizId: row.quiz_id }))
}

/** A certificate's public facts, for anyone holding its link. */
export async function verifyCertificate(db: DB, id: string): Promise<CertificateFacts> {
  const row = await repo.findCertificate(db, id)
  if (!row) throw new AppError('NOT_FOUND', m.certificates_not_found())
  return toFacts(row)
}

/** The certificate's PDF, for its holder only (anyone else: not found, as a forged id). */
export async function certificateDownload(db: DB, user: SessionUser, id: string, appOrigin: string) {
  const row = await repo.findCertificate(db, id)
  if (!row || row.user_id !== user.id) throw new AppError('NOT_FOUND', m.certificates_not_found())
  const facts = toFacts(row)
  const bytes = await certificatePdf(facts, new URL(certificatePath(id), appOrigin).toString())
  return {
    fileName: `certificate-${istDate(facts.issuedAt)}-${id.slice(0, 8)}.pdf`,
    contentType: 'application/pdf' as const,
    base64: Buffer.from(bytes).toString('base64'),
  }
}
