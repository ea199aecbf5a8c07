import { useEffect, useId, useRef } from 'react'
import { ATTEMPT_TEXTS } from '#shared/texts'
import { type QuizLanguage, quizLanguageDirection } from '#shared/quiz-languages'
import { AnswerControl } from '@/components/answer-controls/answer-control'
import type { ResponseDraft } from '@/components/answer-controls/answer-state'
import { Card, CardContent } from '@/components/ui/card'
import { QuestionImage } from '@/components/question-image/question-image'
import { QuestionText } from '@/components/question-text/question-text'
import { type AttemptQuestion, viewOf } from './types'

interface QuestionViewProps {
  question: AttemptQuestion
  /** The language the question is shown in, for the browser's fonts and direction. */
  language?: QuizLanguage | undefined
  draft: ResponseDraft
  disabled: boolean
  onChange: (draft: ResponseDraft) => void
  /** After a move to the next question: keyboard and screen-reader users continue from its text. */
  focusOnMount: boolean
}

/** One question: its text names the answer control drawn for its type (decision 037). */
export function QuestionView({ question, language, draft, disabled, onChange, focusOnMount }: QuestionViewProps) {
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [focusOnMount])

  return (
    <Card>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{ATTEMPT_TEXTS.points(question.points)}</p>
          <h2
            id={`${id}-text`}
            ref={headingRef}
            tabIndex={-1}
            lang={language}
            dir={language && quizLanguageDirection(language)}
            className="text-xl leading-snug font-semibold wrap-anywhere outline-none"
          >
            <QuestionText text={question.question} />
          </h2>
          {question.image && <QuestionImage image={question.image} />}
        </div>
        {/* Keyed by the question: what a control keeps for the moment never carries over to the next. */}
        <AnswerControl
          key={question.id}
          view={viewOf(question)}
          response={draft}
          onChange={onChange}
          labelledBy={`${id}-text`}
          disabled={disabled}
          optionImages={question.optionImages}
        />
      </CardContent>
    </Card>
  )
}
