import { ok } from '#server/http/rest'
import { route } from '#server/http/route'
import { istDate } from '#shared/certificates'
import { CertificateReplySchema } from './schemas'
import * as certificates from './service'

/** `/api/v1/certificates/:id`: a certificate's public verification. */
export const certificateRoutes = [
  route({
    method: 'get',
    path: '/api/v1/certificates/:id',
    tag: 'certificates',
    summary: 'Verify a certificate: its holder’s name, quiz, score and date (a forged or revoked id: 404)',
    access: 'guest',
    responses: { 200: CertificateReplySchema },
    errors: [404],
    async handle({ c, params }) {
      const facts = await certificates.verifyCertificate(c.var.ctx.db, params.id)
      return ok(c, { data: { ...facts, issuedOnIst: istDate(facts.issuedAt) } })
    },
  }),
]
