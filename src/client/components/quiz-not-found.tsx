import { Link } from '@tanstack/react-router'
import { FileQuestion } from 'lucide-react'
import { EMPTY } from '#shared/messages'
import { QUIZ_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/empty-state'
import { useDocumentTitle } from '@/lib/document-title'

/** 'Quiz not found', with the way back to the list. */
export function QuizNotFound() {
  useDocumentTitle(EMPTY.quizNotFound)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <EmptyState icon={FileQuestion} title={EMPTY.quizNotFound}>
        <Button asChild variant="outline">
          <Link to="/quizzes">{QUIZ_TEXTS.browse}</Link>
        </Button>
      </EmptyState>
    </div>
  )
}
