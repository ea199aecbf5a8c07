import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { UserText } from '@/components/user-text'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { CERTIFICATE_TEXTS, certificateScore, issuedOnIst } from '#shared/certificates'
import { myCertificatesQuery } from './certificate-queries'
import { m } from '#shared/i18n'

/** Saves the PDF the server made as a file. */
function savePdf(file: { base64: string; fileName: string; contentType: string }) {
  const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0))
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }))
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName
  link.click()
  URL.revokeObjectURL(url)
}

/** The profile's certificates, the latest first: each with its PDF and its verification page. */
export function MyCertificates() {
  const certificates = useQuery(myCertificatesQuery())
  const [failure, setFailure] = useState<string | null>(null)
  const download = useMutation(
    trpc.certificates.download.mutationOptions({
      onSuccess: (file) => {
        setFailure(null)
        savePdf(file)
      },
      onError: (error) => setFailure(errorMessage(error)),
    }),
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{CERTIFICATE_TEXTS.heading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        {certificates.isError ? (
          <p className="text-sm text-destructive">{m.failure_generic()}</p>
        ) : !certificates.data ? null : certificates.data.length === 0 ? (
          <p className="text-muted-foreground">{CERTIFICATE_TEXTS.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={CERTIFICATE_TEXTS.heading} data-testid="profile-certificates">
            {certificates.data.map((certificate) => (
              <li key={certificate.id} className="flex flex-col gap-2 rounded-lg border p-3">
                <span className="font-medium [overflow-wrap:anywhere]">
                  <UserText>{certificate.quizTitle}</UserText>
                </span>
                <span className="text-sm text-muted-foreground">
                  {certificateScore(certificate)} · <span translate="no">{issuedOnIst(certificate.issuedAt)}</span>
                </span>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    disabled={download.isPending}
                    onClick={() => download.mutate({ certificateId: certificate.id })}
                  >
                    <Download aria-hidden="true" />
                    {CERTIFICATE_TEXTS.download}
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <Link to="/certificates/$certificateId" params={{ certificateId: certificate.id }}>
                      {CERTIFICATE_TEXTS.verifyLink}
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
