import { useQuery } from '@tanstack/react-query'
import { Flame, Snowflake } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { STREAK_TEXTS, streakDays } from '#shared/streaks'
import { myStreakQuery } from './streak-query'
import { m } from '#shared/i18n'

/** The profile's daily streak: current and longest, today's state, and the week's freeze. */
export function StreakCard() {
  const streak = useQuery(myStreakQuery())
  const data = streak.data
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{STREAK_TEXTS.heading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3" data-testid="profile-streak">
        {streak.isError ? (
          <p className="text-sm text-destructive">{m.failure_generic()}</p>
        ) : !data ? null : data.longest === 0 ? (
          <p className="text-muted-foreground">{STREAK_TEXTS.empty}</p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <div className="flex flex-col gap-1 rounded-lg border p-3">
                <dt className="text-sm text-muted-foreground">{STREAK_TEXTS.current}</dt>
                <dd className="flex items-center gap-2 text-xl font-semibold" data-testid="streak-current">
                  <Flame className="size-5 shrink-0 text-orange-600 dark:text-orange-400" aria-hidden="true" />
                  {streakDays(data.current)}
                </dd>
              </div>
              <div className="flex flex-col gap-1 rounded-lg border p-3">
                <dt className="text-sm text-muted-foreground">{STREAK_TEXTS.longest}</dt>
                <dd className="text-xl font-semibold" data-testid="streak-longest">
                  {streakDays(data.longest)}
                </dd>
              </div>
            </dl>
            <p className="text-sm">{data.activeToday ? STREAK_TEXTS.todayDone : STREAK_TEXTS.todayOpen}</p>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Snowflake className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {data.freezeUsedThisWeek ? STREAK_TEXTS.freezeUsed : STREAK_TEXTS.freezeAvailable}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  )
}
