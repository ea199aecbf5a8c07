import { QuizReview } from './quiz-review'
import { QuizSearch } from './quiz-search'

/** The console's first page: quizzes waiting for review, then every quiz to search. */
export function QuizzesSection() {
  return (
    <div className="space-y-10">
      <QuizReview />
      <QuizSearch />
    </div>
  )
}
