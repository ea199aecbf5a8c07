import { protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import { CertificateIdInput } from './schemas'
import * as certificates from './service'

/** The caller's certificates and their PDFs (decision 049); the public page reads `verify`. */
export const certificatesRouter = router({
  mine: protectedProcedure.query(({ ctx }) => certificates.myCertificates(ctx.db, ctx.user.id)),
  verify: publicProcedure
    .input(CertificateIdInput)
    .query(({ ctx, input }) => certificates.verifyCertificate(ctx.db, input.certificateId)),
  download: protectedProcedure
    .input(CertificateIdInput)
    .mutation(({ ctx, input }) =>
      certificates.certificateDownload(ctx.db, ctx.user, input.certificateId, ctx.env.appOrigin),
    ),
})
