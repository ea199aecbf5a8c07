import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import { DEFAULT_QUIZ_LANGUAGE, quizLanguageDirection } from '#shared/quiz-languages'
import { QUIZ_LANGUAGE_TEXTS } from '@/texts/quiz-language-texts'
import { QUIZ_TEXTS } from '#shared/texts'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Button } from '@/components/ui/button'
import { CategoryBadge, PriceBadge, QuizFacts } from '@/components/quiz-meta'
import { priceLabel } from '@/lib/quiz-format'
import type { QuizSummary } from '@/lib/quiz-types'
import { USER_CONTENT } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'
import { m } from '#shared/i18n'

/**
 * A quiz in the public list: details, and 'Start Quiz' to its page; a paid quiz the player has not
 * bought (`isUnlocked` false) offers its price and the page instead, where buying is confirmed.
 */
export function QuizCard({
  quiz,
  footer,
  isUnlocked = false,
}: {
  quiz: QuizSummary
  footer?: ReactNode
  isUnlocked?: boolean
}) {
  const isForSale = quiz.isPaid && quiz.pricePaise > 0 && !isUnlocked
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CategoryBadge category={quiz.category} />
          <PriceBadge quiz={quiz} />
        </div>
        <CardTitle asChild>
          {/* The quiz's own words in its language: the browser picks fonts and direction for it. */}
          <h2
            className="text-lg leading-snug wrap-anywhere"
            {...USER_CONTENT}
            lang={quiz.language}
            dir={quizLanguageDirection(quiz.language)}
          >
            {quiz.title}
          </h2>
        </CardTitle>
        {quiz.language !== DEFAULT_QUIZ_LANGUAGE && (
          <p className="text-xs font-medium text-muted-foreground">
            {QUIZ_LANGUAGE_TEXTS.writtenIn(QUIZ_LANGUAGE_NAMES[quiz.language])}
          </p>
        )}
        {quiz.description && (
          <CardDescription
            className="line-clamp-2 wrap-anywhere"
            {...USER_CONTENT}
            lang={quiz.language}
            dir={quizLanguageDirection(quiz.language)}
          >
            {quiz.description}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="mt-auto space-y-2">
        <QuizFacts quiz={quiz} />
        <p className="text-xs text-muted-foreground wrap-anywhere">
          <WithUserText text={QUIZ_TEXTS.byCreator(quiz.creator.username)} values={[quiz.creator.username]} />
        </p>
      </CardContent>
      <CardFooter>
        {footer ??
          (isForSale ? (
            <Button asChild className="w-full">
              <Link
                to="/quiz/$quizId"
                params={{ quizId: quiz.id }}
                aria-label={QUIZ_TEXTS.viewPaidLabel(quiz.title, priceLabel(quiz))}
              >
                {QUIZ_TEXTS.viewPaid(priceLabel(quiz))}
              </Link>
            </Button>
          ) : (
            <Button asChild className="w-full">
              <Link
                to="/quiz/$quizId"
                params={{ quizId: quiz.id }}
                aria-label={`${m.quiz_texts_start_quiz()}: ${quiz.title}`}
              >
                {m.quiz_texts_start_quiz()}
              </Link>
            </Button>
          ))}
      </CardFooter>
    </Card>
  )
}
