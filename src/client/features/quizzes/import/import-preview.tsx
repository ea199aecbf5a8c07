import { Check } from 'lucide-react'
import { IMPORT_SCREEN_TEXTS as TEXTS } from '@/texts/import-screen-texts'
import type { RouterOutputs } from '@/trpc'
import { QuestionText } from '@/components/question-text/question-text'
import { Badge } from '@/components/ui/badge'
import { questionTypeName } from '#shared/questions/type-names'
import type { ImportProblem } from './import-file'

type PreviewQuestion = RouterOutputs['quizzes']['importPreview']['questions'][number]

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F']

/** Every problem by line; choosing one puts the cursor on its line in the text. */
export function ProblemList({ problems, onPick }: { problems: ImportProblem[]; onPick: (line: number) => void }) {
  if (problems.length === 0) return null
  return (
    <section aria-labelledby="import-problems" className="space-y-2">
      <h3 id="import-problems" className="text-lg font-semibold">
        {TEXTS.problemsHeading}
      </h3>
      <p className="text-sm text-muted-foreground">{TEXTS.problemsHint}</p>
      <ul className="space-y-1">
        {problems.map((problem, index) => (
          <li key={`${problem.line}-${index}`}>
            <button
              type="button"
              className="w-full rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-left text-sm hover:bg-destructive/15 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              onClick={() => onPick(problem.line)}
            >
              {TEXTS.problem(problem.line, problem.reason)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The questions the file gives, as they will be saved: text, options with the correct one marked, points, time, explanation. */
export function QuestionPreview({ questions }: { questions: PreviewQuestion[] }) {
  if (questions.length === 0) return null
  return (
    <section aria-labelledby="import-questions" className="space-y-2">
      <h3 id="import-questions" className="text-lg font-semibold">
        {TEXTS.questionsHeading}
      </h3>
      <ol className="space-y-3">
        {questions.map((question, index) => (
          <li key={`${question.line}-${index}`} className="rounded-lg border bg-card p-3">
            <p className="text-xs text-muted-foreground">
              {TEXTS.questionMeta(question.line, question.points, question.timeLimit)}
            </p>
            <p className="mt-1 font-medium">
              {index + 1}. <QuestionText text={question.question} />
            </p>
            {question.type === 'multiple-choice' ? (
              <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
                {question.options.map((option, optionIndex) => {
                  const correct = optionIndex === question.correctAnswer
                  return (
                    <li
                      key={optionIndex}
                      className={correct ? 'flex items-start gap-2 font-semibold' : 'flex items-start gap-2'}
                    >
                      <span aria-hidden="true" className="text-muted-foreground">
                        {LETTERS[optionIndex]}.
                      </span>
                      <QuestionText text={option} />
                      {correct && (
                        <Badge variant="success">
                          <Check aria-hidden="true" /> {TEXTS.correct}
                        </Badge>
                      )}
                    </li>
                  )
                })}
              </ul>
            ) : (
              // Another type's answers are the editor's to show; the preview names the type.
              <p className="mt-2 text-sm text-muted-foreground">{questionTypeName(question.type)}</p>
            )}
            {question.explanation && (
              <p className="mt-2 text-sm text-muted-foreground">
                <span className="font-medium">{TEXTS.explanation}</span> <QuestionText text={question.explanation} />
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
