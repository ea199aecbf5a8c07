import { createFileRoute } from '@tanstack/react-router'
import { AttemptPage } from '@/features/attempts/attempt-page'

export const Route = createFileRoute('/_authed/quiz/$quizId/attempt')({
  component: Screen,
})

function Screen() {
  const { quizId } = Route.useParams()
  // One attempt screen per quiz: going from one quiz's attempt to another's starts clean.
  return <AttemptPage key={quizId} quizId={quizId} />
}
