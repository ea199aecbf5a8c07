import { QuizReview } from './quiz-review'
import { QuizSearch } from './quiz-search'
import { SeriesReview } from './series-review'

/** The console's first page: quizzes waiting for review, then test series waiting, then every quiz to search. */
export function QuizzesSection() {
  return (
    <div className="space-y-10">
      <QuizReview />
      <SeriesReview />
      <QuizSearch />
    </div>
  )
}
