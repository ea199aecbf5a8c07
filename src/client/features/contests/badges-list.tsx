import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { UserText } from '@/components/user-text'
import { contestBadgesQuery } from './contest-queries'
import { BADGE_MARKS, BADGE_WORDS } from './contest-words'
import { m } from '#shared/i18n'

/** The profile's badges from contests, the latest first: each a medal, its name and the contest. */
export function BadgesList() {
  const badges = useQuery(contestBadgesQuery())
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.contests_badges_title()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!badges.data ? null : badges.data.items.length === 0 ? (
          <p className="text-muted-foreground">{m.contests_badges_none()}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={m.contests_badges_title()} data-testid="profile-badges">
            {badges.data.items.map((badge) => (
              <li key={badge.contestId} className="flex flex-wrap items-center gap-2">
                <span aria-hidden="true">{BADGE_MARKS[badge.badge]}</span>
                <span className="font-medium">{BADGE_WORDS[badge.badge]()}</span>
                <Link
                  to="/contests/$contestId/result"
                  params={{ contestId: badge.contestId }}
                  className="[overflow-wrap:anywhere] underline-offset-4 hover:underline"
                >
                  <UserText>{badge.contestTitle}</UserText>
                </Link>
                <span className="text-sm text-muted-foreground">{badge.closesAtIst}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
