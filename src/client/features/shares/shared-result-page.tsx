import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { FileQuestion, Trophy } from 'lucide-react'
import type { ReactNode } from 'react'
import { issuedOnIst } from '#shared/certificates'
import { scoredLine, SHARE_TEXTS } from '#shared/shares'
import { EmptyState } from '@/components/empty-state'
import { FactsCard } from '@/components/facts-card'
import { PageLoading } from '@/components/page-loading'
import { Button } from '@/components/ui/button'
import { NameText, UserText } from '@/components/user-text'
import { useDocumentTitle } from '@/lib/document-title'
import { sharedResultQuery } from './shared-result-queries'

const route = getRouteApi('/result/$shareId')

/** A shared result's public page (decision 051): the score, the quiz, the player and the date; never the answers. */
export function SharedResultPage() {
  const { shareId } = route.useParams()
  const result = useQuery(sharedResultQuery(shareId))
  const facts = result.data
  const scored =
    facts && scoredLine({ name: facts.playerName, score: facts.score, total: facts.totalScore, quiz: facts.quizTitle })
  useDocumentTitle(scored ?? SHARE_TEXTS.resultTitle)
  if (!facts) return <PageLoading />
  const rows: Array<[string, ReactNode]> = [
    [SHARE_TEXTS.player, <UserText key="player">{facts.playerName}</UserText>],
    [SHARE_TEXTS.quiz, <UserText key="quiz">{facts.quizTitle}</UserText>],
    [SHARE_TEXTS.score, <NameText key="score">{`${facts.score} / ${facts.totalScore}`}</NameText>],
    [SHARE_TEXTS.date, <NameText key="date">{issuedOnIst(facts.submittedAt)}</NameText>],
  ]
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex items-center gap-3">
        <Trophy className="size-8 shrink-0 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]" data-testid="shared-result-heading">
          <UserText>{scored}</UserText>
        </h1>
      </div>
      <FactsCard rows={rows} testId="shared-result-facts" />
      {facts.quizIsPublic && (
        <Button asChild className="self-start">
          <Link to="/quiz/$quizId" params={{ quizId: facts.quizId }}>
            {SHARE_TEXTS.tryQuiz}
          </Link>
        </Button>
      )}
    </div>
  )
}

/** An unknown or revoked link: nothing to show but that. */
export function SharedResultNotFound() {
  useDocumentTitle(SHARE_TEXTS.notFound)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <EmptyState icon={FileQuestion} title={SHARE_TEXTS.notFound} />
    </div>
  )
}
