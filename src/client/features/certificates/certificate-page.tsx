import { getRouteApi, Link } from '@tanstack/react-router'
import { Award, FileQuestion } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state'
import { FactsCard } from '@/components/facts-card'
import { PageLoading } from '@/components/page-loading'
import { Button } from '@/components/ui/button'
import { NameText, UserText } from '@/components/user-text'
import { useDocumentTitle } from '@/lib/document-title'
import { CERTIFICATE_TEXTS, certificatePath, certificateScore, issuedOnIst } from '#shared/certificates'
import { m } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/shell-texts'
import { ShareButtons } from '@/components/share-buttons'
import { certificateQuery } from './certificate-queries'

const route = getRouteApi('/certificates/$certificateId')

/** A certificate's public page: the facts it states, for anyone holding its link or QR code. */
export function CertificatePage() {
  const { certificateId } = route.useParams()
  const certificate = useQuery(certificateQuery(certificateId))
  useDocumentTitle(CERTIFICATE_TEXTS.pageTitle)
  if (!certificate.data) return <PageLoading />
  const facts = certificate.data
  const rows: Array<[string, ReactNode]> = [
    [CERTIFICATE_TEXTS.holder, <UserText key="holder">{facts.holderName}</UserText>],
    [CERTIFICATE_TEXTS.quiz, <UserText key="quiz">{facts.quizTitle}</UserText>],
    [CERTIFICATE_TEXTS.score, `${certificateScore(facts)} · ${CERTIFICATE_TEXTS.passMark(facts.passMark)}`],
    [CERTIFICATE_TEXTS.date, <NameText key="date">{issuedOnIst(facts.issuedAt)}</NameText>],
    [
      CERTIFICATE_TEXTS.id,
      <span key="id" className="font-mono text-sm">
        <NameText>{facts.id}</NameText>
      </span>,
    ],
  ]
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex items-center gap-3">
        <Award className="size-8 shrink-0 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{CERTIFICATE_TEXTS.title}</h1>
      </div>
      <p className="rounded-lg border border-green-700/40 bg-green-50 px-4 py-3 text-green-900 dark:bg-green-950 dark:text-green-100">
        {CERTIFICATE_TEXTS.verified}
      </p>
      <FactsCard rows={rows} testId="certificate-facts" />
      <ShareButtons
        url={certificatePath(facts.id)}
        text={m.share_certificate_text({ quiz: facts.quizTitle, product: PRODUCT_NAME })}
      />
    </div>
  )
}

/** A forged or revoked id: nothing to show but that. */
export function CertificateNotFound() {
  useDocumentTitle(CERTIFICATE_TEXTS.notFound)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <EmptyState icon={FileQuestion} title={CERTIFICATE_TEXTS.notFound}>
        <Button asChild variant="outline">
          <Link to="/">{CERTIFICATE_TEXTS.backHome}</Link>
        </Button>
      </EmptyState>
    </div>
  )
}
