import { Languages } from 'lucide-react'
import { useState } from 'react'
import type { TranslatedView } from '#shared/questions/translation'
import { QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import type { QuizLanguage } from '#shared/quiz-languages'
import { cn } from '@/lib/utils'
import { m } from '#shared/i18n'

/**
 * A question as served, in the paper's second language where it has one: its text and the words a
 * player picks from, in the same served order, so an answer (indexes in that order) means the same
 * in both. What the translation lacks stays in the first language.
 */
export function inPaperLanguage<
  Question extends {
    question: string
    options?: string[] | undefined
    items?: string[] | undefined
    lefts?: string[] | undefined
    rights?: string[] | undefined
    translation?: TranslatedView | undefined
  },
>(question: Question, second: boolean): Question {
  const translation = question.translation
  if (!second || !translation) return question
  const replaced = { ...question, question: translation.question }
  for (const key of ['options', 'items', 'lefts', 'rights'] as const) {
    const words = translation[key]
    if (words && question[key]?.length === words.length) Object.assign(replaced, { [key]: words })
  }
  return replaced
}

/** The paper's second language: the first question's that has one (a paper has only one). */
export function secondLanguageOf(questions: ReadonlyArray<{ translation?: TranslatedView | undefined }>) {
  return questions.find((question) => question.translation)?.translation?.language
}

const storageKey = (attemptId: string) => `quizdom-paper-language:${attemptId}`

/**
 * Which of the two languages an attempt's paper is shown in: kept in this tab's sessionStorage, so
 * a reload keeps it and the result opens in it. Storage may be blocked (private mode): then the
 * choice lasts as long as the page.
 */
export function usePaperLanguage(attemptId: string) {
  const [second, setSecond] = useState(() => {
    try {
      return sessionStorage.getItem(storageKey(attemptId)) === 'second'
    } catch {
      return false
    }
  })
  const choose = (next: boolean) => {
    setSecond(next)
    try {
      if (next) sessionStorage.setItem(storageKey(attemptId), 'second')
      else sessionStorage.removeItem(storageKey(attemptId))
    } catch {
      // Nothing to do: see above.
    }
  }
  return [second, choose] as const
}

/**
 * The paper-language switch: two pressed-or-not buttons, each naming its language in its own
 * script; keyboard and screen readers use them as buttons. `first` is unknown only where the page
 * does not know the quiz's language: it is then called the original.
 */
export function PaperLanguageSwitch({
  first,
  second,
  isSecond,
  onChange,
  label = m.paper_language_label(),
  className,
}: {
  first: QuizLanguage | undefined
  second: QuizLanguage
  isSecond: boolean
  onChange: (second: boolean) => void
  /** What the switch turns: the paper, unless said otherwise (the editor's preview). */
  label?: string | undefined
  className?: string | undefined
}) {
  const choices = [
    { second: false, label: first ? QUIZ_LANGUAGE_NAMES[first] : m.paper_language_original(), lang: first },
    { second: true, label: QUIZ_LANGUAGE_NAMES[second], lang: second },
  ]
  return (
    <fieldset className={cn('inline-flex min-w-0 items-center gap-1 rounded-lg border bg-muted/40 p-1', className)}>
      <legend className="sr-only">{label}</legend>
      <Languages className="mx-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {choices.map((choice) => (
        <button
          key={String(choice.second)}
          type="button"
          lang={choice.lang}
          aria-pressed={choice.second === isSecond}
          onClick={() => onChange(choice.second)}
          className={cn(
            'font-language-names rounded-md px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            choice.second === isSecond
              ? 'bg-primary text-primary-foreground shadow-xs'
              : 'text-foreground hover:bg-accent hover:text-accent-foreground',
          )}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  )
}
