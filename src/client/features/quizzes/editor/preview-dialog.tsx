import { CheckCircle2 } from 'lucide-react'
import { QUIZ_LIMITS } from '#shared/constants'
import { formatDuration } from '#shared/duration'
import { categoryLabel, difficultyLabel } from '#shared/quiz-labels'
import { QUIZ_EDITOR_LABELS } from '#shared/texts'
import { QuestionText } from '@/components/question-text/question-text'
import { Badge } from '@/components/ui/badge'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/utils'
import { type EditorForm, filledQuestions, type QuestionDraft } from './editor-state'
import { parseNumber } from './timing'
import { m } from '#shared/i18n'

function PreviewQuestion({ question, number }: { question: QuestionDraft; number: number }) {
  // Empty fields take the server's defaults, so the preview shows those.
  const points = parseNumber(question.points) ?? QUIZ_LIMITS.defaultPoints
  const seconds = parseNumber(question.timeLimit) ?? QUIZ_LIMITS.defaultQuestionTimeSeconds
  return (
    <li className="space-y-3 rounded-lg border p-4">
      <h3 className="font-semibold">
        {number}.{' '}
        {question.question ? <QuestionText text={question.question} /> : m.quiz_editor_labels_untitled_question()}
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
                <QuestionText text={option} />
              </span>
              {isCorrect && (
                <Badge variant="success">
                  <CheckCircle2 aria-hidden="true" />
                  {m.quiz_editor_texts_correct()}
                </Badge>
              )}
            </li>
          )
        })}
      </ol>
      {question.explanation && (
        <p className="text-sm">
          <span className="font-medium">{m.quiz_editor_labels_explanation_prefix()}</span>
          <QuestionText text={question.explanation} />
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
          <DialogTitle>{form.title.trim() || m.quiz_editor_labels_untitled_quiz()}</DialogTitle>
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
