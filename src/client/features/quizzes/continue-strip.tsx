import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Play } from 'lucide-react'
import { DISCOVERY_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/quiz-format'
import { useCurrentUser } from '@/lib/session'
import { openAttemptsQuery } from '@/lib/standing-queries'
import { USER_CONTENT } from '@/components/user-text'
import { m } from '#shared/i18n'

/** The signed-in player's attempts still open, each a link back into it. Nothing for a guest. */
export function ContinueStrip() {
  const user = useCurrentUser()
  const open = useQuery({ ...openAttemptsQuery(), enabled: user !== null })
  if (!user || !open.data?.length) return null
  return (
    <section
      aria-labelledby="continue-heading"
      className="space-y-3 rounded-xl border border-primary/40 bg-primary/5 p-4"
    >
      <h2 id="continue-heading" className="font-semibold">
        {m.discovery_texts_continue_title()}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {open.data.map((attempt) => (
          <li key={attempt.attemptId} className="flex min-w-0 items-center gap-3 rounded-lg border bg-card p-3">
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere" {...USER_CONTENT}>
                {attempt.quizTitle}
              </p>
              <p className="text-sm text-muted-foreground">
                {DISCOVERY_TEXTS.timeRunsOut(formatDateTime(attempt.deadlineAt))}
              </p>
            </div>
            <Button asChild size="sm">
              <Link
                to="/quiz/$quizId/attempt"
                params={{ quizId: attempt.quizId }}
                aria-label={DISCOVERY_TEXTS.continueNamed(attempt.quizTitle)}
              >
                <Play aria-hidden="true" /> {m.discovery_texts_continue_quiz()}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
