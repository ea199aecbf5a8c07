import { Link } from '@tanstack/react-router'
import { FileQuestion } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/empty-state'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

/** 'Quiz not found', with the way back to the list. */
export function QuizNotFound() {
  useDocumentTitle(m.empty_quiz_not_found())
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <EmptyState icon={FileQuestion} title={m.empty_quiz_not_found()}>
        <Button asChild variant="outline">
          <Link to="/quizzes">{m.quiz_texts_browse()}</Link>
        </Button>
      </EmptyState>
    </div>
  )
}
