import { CheckCircle2 } from 'lucide-react'
import { QUIZ_LIMITS } from '#shared/constants'
import { formatDuration } from '#shared/duration'
import { categoryLabel, difficultyLabel } from '#shared/quiz'
import { QUIZ_EDITOR_LABELS, QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/utils'
import { type EditorForm, filledQuestions, type QuestionDraft } from './editor-state'
import { parseNumber } from './timing'

function PreviewQuestion({ question, number }: { question: QuestionDraft; number: number }) {
  // Empty fields take the server's defaults, so the preview shows those.
  const points = parseNumber(question.points) ?? QUIZ_LIMITS.defaultPoints
  const seconds = parseNumber(question.timeLimit) ?? QUIZ_LIMITS.defaultQuestionTimeSeconds
  return (
    <li className="space-y-3 rounded-lg border p-4">
      <h3 className="font-semibold">
        {number}. {question.question || QUIZ_EDITOR_LABELS.untitledQuestion}
      </h3>
      <ol className="space-y-2" aria-label={QUIZ_EDITOR_LABELS.optionsOf(number)}>
        {question.options.map((option, index) => {
          const isCorrect = index === question.correctAnswer
          return (
            <li
              key={index}
              className={cn(
                'flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm',
                isCorrect && 'border-success/50',
              )}
            >
              <span>
                <span className="text-muted-foreground">{QUIZ_EDITOR_LABELS.optionPrefix(index + 1)}</span>
                {option}
              </span>
              {isCorrect && (
                <Badge variant="success">
                  <CheckCircle2 aria-hidden="true" />
                  {QUIZ_EDITOR_TEXTS.correct}
                </Badge>
              )}
            </li>
          )
        })}
      </ol>
      {question.explanation && (
        <p className="text-sm">
          <span className="font-medium">{QUIZ_EDITOR_LABELS.explanationPrefix}</span>
          {question.explanation}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {QUIZ_EDITOR_LABELS.pointsLabel(points)} · {formatDuration(seconds)}
      </p>
    </li>
  )
}

/** The quiz as participants will meet it, with the answers shown. */
export function PreviewDialog({
  form,
  open,
  onOpenChange,
}: {
  form: EditorForm
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const questions = filledQuestions(form.questions)
  const total = parseNumber(form.timeLimit)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{form.title.trim() || QUIZ_EDITOR_LABELS.untitledQuiz}</DialogTitle>
          <DialogDescription>
            {QUIZ_EDITOR_LABELS.questionCountLabel(questions.length)} · {categoryLabel(form.category)} ·{' '}
            {difficultyLabel(form.difficulty)}
            {total !== null && total > 0 && ` · ${formatDuration(total)}`}
          </DialogDescription>
        </DialogHeader>
        {form.description.trim() && <p className="text-sm">{form.description}</p>}
        <ol className="space-y-4">
          {questions.map((question, index) => (
            <PreviewQuestion key={question.key} question={question} number={index + 1} />
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  )
}
