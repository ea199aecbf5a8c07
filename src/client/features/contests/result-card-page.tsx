import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { useDocumentTitle } from '@/lib/document-title'
import { contestQuery } from './contest-queries'
import { BADGE_MARKS, BADGE_WORDS, scoreText } from './contest-words'
import { m } from '#shared/i18n'

const route = getRouteApi('/contests/$contestId/result')

/** The player's result card of a contest: their final rank, score and badge (before the close: when ranks are final). */
export function ResultCardPage() {
  const { contestId } = route.useParams()
  const detail = useQuery(contestQuery(contestId))
  useDocumentTitle(m.contests_result_card_title())
  if (!detail.data) return <PageLoading />
  const { contest, me, ranksFinalAt } = detail.data
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      <PageTitle title={m.contests_result_card_title()} description={contest.title} />
      <Card data-testid="contest-result-card">
        <CardHeader>
          <CardTitle>
            <h2 className="[overflow-wrap:anywhere]">{contest.title}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-lg">
          {!contest.ranksFinal ? (
            <p>{m.contests_ranks_not_final({ time: ranksFinalAt })}</p>
          ) : me.registered && me.rank !== null && me.badge ? (
            <>
              <p className="text-4xl" aria-hidden="true">
                {BADGE_MARKS[me.badge]}
              </p>
              <p className="font-semibold">{BADGE_WORDS[me.badge]()}</p>
              <p>{m.contests_your_rank({ rank: me.rank })}</p>
              {me.score !== null && me.totalPossibleScore !== null && (
                <p>{m.contests_your_score({ score: scoreText(me.score), total: scoreText(me.totalPossibleScore) })}</p>
              )}
            </>
          ) : (
            <p>{m.contests_not_played()}</p>
          )}
        </CardContent>
      </Card>
      <Button asChild variant="outline" className="self-start">
        <Link to="/contests/$contestId" params={{ contestId }}>
          {m.contests_back()}
        </Link>
      </Button>
    </div>
  )
}
