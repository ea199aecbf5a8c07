import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { QUIZ_TEXTS } from '#shared/texts'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Button } from '@/components/ui/button'
import { CategoryBadge, PriceBadge, QuizFacts } from '@/components/quiz-meta'
import type { QuizSummary } from '@/lib/quiz-types'

/** A quiz in the public list: details, and 'Start Quiz' to its page. */
export function QuizCard({ quiz, footer }: { quiz: QuizSummary; footer?: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CategoryBadge category={quiz.category} />
          <PriceBadge quiz={quiz} />
        </div>
        <CardTitle asChild>
          <h2 className="text-lg leading-snug wrap-anywhere">{quiz.title}</h2>
        </CardTitle>
        {quiz.description && (
          <CardDescription className="line-clamp-2 wrap-anywhere">{quiz.description}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="mt-auto space-y-2">
        <QuizFacts quiz={quiz} />
        <p className="text-xs text-muted-foreground wrap-anywhere">By {quiz.creator.username}</p>
      </CardContent>
      <CardFooter>
        {footer ?? (
          <Button asChild className="w-full">
            <Link to="/quiz/$quizId" params={{ quizId: quiz.id }} aria-label={`${QUIZ_TEXTS.startQuiz}: ${quiz.title}`}>
              {QUIZ_TEXTS.startQuiz}
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}
