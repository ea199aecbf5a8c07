import { Link } from '@tanstack/react-router'
import { House, ListChecks, Trophy } from 'lucide-react'
import { RESULT_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'

/** Home, More Quizzes and the quiz's Leaderboard. */
export function ResultActions({ quizId }: { quizId: string }) {
  return (
    <nav aria-label={RESULT_TEXTS.afterQuiz} className="flex flex-wrap justify-center gap-3">
      <Button asChild variant="outline">
        <Link to="/">
          <House aria-hidden="true" /> {RESULT_TEXTS.home}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/quizzes">
          <ListChecks aria-hidden="true" /> {RESULT_TEXTS.moreQuizzes}
        </Link>
      </Button>
      <Button asChild>
        <Link to="/quiz/$quizId/leaderboard" params={{ quizId }}>
          <Trophy aria-hidden="true" /> {RESULT_TEXTS.leaderboard}
        </Link>
      </Button>
    </nav>
  )
}
