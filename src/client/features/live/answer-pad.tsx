import { useId, useState } from 'react'
import type { PlayerResponse } from '#shared/questions/responses'
import type { QuestionView } from '#shared/questions/serve'
import { AnswerControl } from '@/components/answer-controls/answer-control'
import { answerProblem, type ResponseDraft } from '@/components/answer-controls/answer-state'
import { QuestionText } from '@/components/question-text/question-text'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { answerLetter, answerLook } from './live-logic'
import { AnswerMark } from './live-parts'
import { m } from '#shared/i18n'

interface AnswerPadProps {
  view: QuestionView
  /** The question's words; null when the host shows them on their screen only. */
  text: string | null
  disabled: boolean
  onAnswer: (response: PlayerResponse) => void
}

const BIG_BUTTON =
  'flex min-h-20 w-full items-center gap-3 rounded-xl p-4 text-left text-lg font-semibold shadow-sm transition-transform focus-visible:ring-4 focus-visible:ring-ring focus-visible:outline-none active:scale-[0.98] disabled:opacity-60'

/** One big answer button: coloured, and labelled by its shape, letter and (unless the host's screen shows it) its words. */
function ChoiceButton({
  index,
  label,
  pressed,
  disabled,
  onClick,
}: {
  index: number
  label: string | null
  pressed?: boolean | undefined
  disabled: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={cn(BIG_BUTTON, answerLook(index).className, pressed && 'ring-4 ring-foreground ring-offset-2')}
      aria-pressed={pressed}
      aria-label={label === null ? m.live_screen_answer_letter({ letter: answerLetter(index) }) : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <AnswerMark index={index} className="text-xl" />
      {label !== null && <QuestionText text={label} className="min-w-0 wrap-anywhere" />}
    </button>
  )
}

/**
 * A player's answer, by the question's type: a single answer and true or false are sent with one
 * tap on a big button; several answers are chosen and then sent; a number, a short text, an order
 * or a matching is made with the attempt's own control and then sent.
 */
export function AnswerPad({ view, text, disabled, onAnswer }: AnswerPadProps) {
  const id = useId()
  const [draft, setDraft] = useState<ResponseDraft>(null)
  const hidden = text === null
  const heading = (
    <h2 id={`${id}-text`} className="text-xl leading-snug font-semibold wrap-anywhere">
      {hidden ? m.live_screen_look_at_host() : <QuestionText text={text} />}
    </h2>
  )
  if (view.type === 'multiple-choice' || view.type === 'true-false') {
    const labels: string[] = 'options' in view ? view.options : [m.question_answer_true(), m.question_answer_false()]
    return (
      <div className="flex flex-col gap-4">
        {heading}
        <fieldset aria-labelledby={`${id}-text`} className="m-0 grid min-w-0 gap-3 border-0 p-0 sm:grid-cols-2">
          {labels.map((label, index) => (
            <ChoiceButton
              key={index}
              index={index}
              label={hidden && view.type === 'multiple-choice' ? null : label}
              disabled={disabled}
              onClick={() => onAnswer(view.type === 'true-false' ? index === 0 : index)}
            />
          ))}
        </fieldset>
      </div>
    )
  }
  if (view.type === 'multiple-answers') {
    const chosen = new Set(Array.isArray(draft) ? draft : [])
    const toggle = (index: number) => {
      const next = new Set(chosen)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      setDraft(next.size === 0 ? null : [...next].sort((a, b) => a - b))
    }
    return (
      <div className="flex flex-col gap-4">
        {heading}
        <p className="text-sm text-muted-foreground">{m.question_answer_choose_every_right()}</p>
        <fieldset aria-labelledby={`${id}-text`} className="m-0 grid min-w-0 gap-3 border-0 p-0 sm:grid-cols-2">
          {view.options.map((option, index) => (
            <ChoiceButton
              key={index}
              index={index}
              label={hidden ? null : option}
              pressed={chosen.has(index)}
              disabled={disabled}
              onClick={() => toggle(index)}
            />
          ))}
        </fieldset>
        <Button size="lg" disabled={disabled || draft === null} onClick={() => draft !== null && onAnswer(draft)}>
          {m.live_screen_send_answer()}
        </Button>
      </div>
    )
  }
  // An order may be sent as it stands: leaving the items where they are is an answer too.
  const response = view.type === 'ordering' ? (draft ?? view.items.map((_, index) => index)) : draft
  const problem = answerProblem(view, response)
  return (
    <div className="flex flex-col gap-4">
      {heading}
      <AnswerControl view={view} response={draft} onChange={setDraft} labelledBy={`${id}-text`} disabled={disabled} />
      <Button
        size="lg"
        disabled={disabled || response === null || problem !== null}
        onClick={() => response !== null && onAnswer(response)}
      >
        {m.live_screen_send_answer()}
      </Button>
    </div>
  )
}
