import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trophy } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { UserText } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'
import { useDocumentTitle } from '@/lib/document-title'
import { contestListQuery } from './contest-queries'
import { PHASE_WORDS } from './contest-words'
import { m } from '#shared/i18n'

function ContestList({ when }: { when: 'upcoming' | 'past' }) {
  const list = useQuery(contestListQuery(when))
  const heading = when === 'upcoming' ? m.contests_upcoming() : m.contests_past()
  return (
    <section aria-labelledby={`contests-${when}`} className="flex flex-col gap-3">
      <h2 id={`contests-${when}`} className="text-xl font-semibold">
        {heading}
      </h2>
      {!list.data ? (
        <PageLoading />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Trophy} title={when === 'upcoming' ? m.contests_none_upcoming() : m.contests_none_past()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={heading}>
          {list.data.items.map((contest) => (
            <li key={contest.id}>
              <Card className="h-full">
                <CardHeader>
                  <Badge variant={contest.phase === 'open' ? 'default' : 'secondary'} className="self-start">
                    {PHASE_WORDS[contest.phase]()}
                  </Badge>
                  <CardTitle asChild>
                    <h3 className="text-lg leading-snug [overflow-wrap:anywhere]">
                      <Link to="/contests/$contestId" params={{ contestId: contest.id }} className="hover:underline">
                        <UserText>{contest.title}</UserText>
                      </Link>
                    </h3>
                  </CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-1 text-sm text-muted-foreground">
                  <span>{m.contests_starts_label({ time: contest.startsAtIst })}</span>
                  <span>{m.contests_closes_label({ time: contest.closesAtIst })}</span>
                  <span>
                    <WithUserText
                      text={m.contests_by_creator({ username: contest.creator.username })}
                      values={[contest.creator.username]}
                    />
                    {' · '}
                    {m.contests_registered_count({ count: contest.registered })}
                  </span>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Contests: the upcoming ones soonest first, then the past ones latest first. */
export function ContestsListPage() {
  useDocumentTitle(m.contests_page_title())
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageTitle title={m.contests_page_title()} description={m.contests_page_intro()} />
      <ContestList when="upcoming" />
      <ContestList when="past" />
    </div>
  )
}
