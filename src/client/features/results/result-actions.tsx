import { Link } from '@tanstack/react-router'
import { House, ListChecks, Trophy } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { m } from '#shared/i18n'

/** Home, More Quizzes and the quiz's Leaderboard. */
export function ResultActions({ quizId }: { quizId: string }) {
  return (
    <nav aria-label={m.result_texts_after_quiz()} className="flex flex-wrap justify-center gap-3">
      <Button asChild variant="outline">
        <Link to="/">
          <House aria-hidden="true" /> {m.result_texts_home()}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/quizzes">
          <ListChecks aria-hidden="true" /> {m.result_texts_more_quizzes()}
        </Link>
      </Button>
      <Button asChild>
        <Link to="/quiz/$quizId/leaderboard" params={{ quizId }}>
          <Trophy aria-hidden="true" /> {m.result_texts_leaderboard()}
        </Link>
      </Button>
    </nav>
  )
}
