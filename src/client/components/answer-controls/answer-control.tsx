import { useId, useState } from 'react'
import { m } from '#shared/i18n'
import type { QuestionView } from '#shared/questions/serve'
import { errorId, hintId } from '@/components/form-field'
import { QuestionImage } from '@/components/question-image/question-image'
import { QuestionText } from '@/components/question-text/question-text'
import type { ImageView } from '#shared/question-images'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { QUESTION_LIMITS } from '#shared/questions/limits'
import {
  answerProblem,
  chosenOptions,
  type ResponseDraft,
  toggleOption,
  typedDraft,
  typedText,
  type ViewOf,
} from './answer-state'
import { MatchingControl } from './matching-control'
import { OrderingControl } from './ordering-control'

/** What every answer control takes: the question as served, the player's draft, and where it goes. */
export interface AnswerControlProps<View extends QuestionView = QuestionView> {
  view: View
  response: ResponseDraft
  onChange: (response: ResponseDraft) => void
  /** The id of the element holding the question's text, which names the control. */
  labelledBy: string
  disabled?: boolean | undefined
  /** A picture per option, in the options' order as served (null where an option has none). */
  optionImages?: ReadonlyArray<ImageView | null> | undefined
}

/** A choice's row: the whole row is its label, so a tap anywhere on it chooses. */
const CHOICE_ROW =
  'cursor-pointer gap-3 rounded-lg border p-4 text-base leading-snug font-normal hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5'

/** An option's words, and its picture under them when it has one (its alt text joins the option's name). */
function OptionContent({ text, image }: { text: string; image: ImageView | null | undefined }) {
  return (
    <span className="grid min-w-0 gap-2">
      <QuestionText text={text} className="min-w-0 wrap-anywhere" />
      {image && <QuestionImage image={image} className="max-h-48 w-auto" />}
    </span>
  )
}

/** Single answer: a radio group, arrow keys moving between the options (as before types). */
function SingleAnswer({
  view,
  response,
  onChange,
  labelledBy,
  disabled,
  optionImages,
}: AnswerControlProps<ViewOf<'multiple-choice'>>) {
  const id = useId()
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={typeof response === 'number' ? String(response) : ''}
      onValueChange={(value) => onChange(Number(value))}
      disabled={disabled}
    >
      {view.options.map((option, index) => (
        <Label key={index} htmlFor={`${id}-option-${index}`} className={CHOICE_ROW}>
          <RadioGroupItem value={String(index)} id={`${id}-option-${index}`} />
          <OptionContent text={option} image={optionImages?.[index]} />
        </Label>
      ))}
    </RadioGroup>
  )
}

/** Multiple answers: a checkbox per option, in a group named by the question and told to choose all. */
function MultipleAnswers({
  view,
  response,
  onChange,
  labelledBy,
  disabled,
  optionImages,
}: AnswerControlProps<ViewOf<'multiple-answers'>>) {
  const id = useId()
  const chosen = chosenOptions(response)
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={hintId(id)}
      className="m-0 min-w-0 border-0 p-0 grid gap-3"
    >
      <p id={hintId(id)} className="text-sm text-muted-foreground">
        {m.question_answer_choose_every_right()}
      </p>
      {view.options.map((option, index) => (
        <Label key={index} htmlFor={`${id}-option-${index}`} className={CHOICE_ROW}>
          <Checkbox
            id={`${id}-option-${index}`}
            checked={chosen.has(index)}
            disabled={disabled}
            onCheckedChange={(checked) => onChange(toggleOption(response, index, checked === true))}
          />
          <OptionContent text={option} image={optionImages?.[index]} />
        </Label>
      ))}
    </fieldset>
  )
}

/** True or false: two radios, in the page's language. */
function TrueFalse({ response, onChange, labelledBy, disabled }: AnswerControlProps<ViewOf<'true-false'>>) {
  const id = useId()
  const choices = [
    { value: true, label: m.question_answer_true() },
    { value: false, label: m.question_answer_false() },
  ]
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={typeof response === 'boolean' ? String(response) : ''}
      onValueChange={(value) => onChange(value === 'true')}
      disabled={disabled}
      className="grid-cols-2"
    >
      {choices.map(({ value, label }) => (
        <Label key={label} htmlFor={`${id}-${value}`} className={CHOICE_ROW}>
          <RadioGroupItem value={String(value)} id={`${id}-${value}`} />
          {label}
        </Label>
      ))}
    </RadioGroup>
  )
}

/**
 * A typed answer: a number (the decimal keyboard on phones) or a short text. The text is sent as
 * typed and read by the shared reader ("3,14", Devanagari digits); one it cannot read is said in
 * the schema's words once the player leaves the box, not at every key.
 */
function TypedAnswer({
  view,
  response,
  onChange,
  labelledBy,
  disabled,
}: AnswerControlProps<ViewOf<'numeric' | 'short-answer'>>) {
  const id = useId()
  const [left, setLeft] = useState(false)
  const numeric = view.type === 'numeric'
  const problem = left ? answerProblem(view, response) : null
  const describedBy = [problem && errorId(id), numeric && hintId(id)].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{numeric ? m.question_answer_number_label() : m.question_answer_text_label()}</Label>
      <Input
        id={id}
        value={typedText(response)}
        onChange={(event) => onChange(typedDraft(event.target.value))}
        onBlur={() => setLeft(true)}
        disabled={disabled}
        aria-describedby={[labelledBy, describedBy].filter(Boolean).join(' ')}
        aria-invalid={Boolean(problem)}
        autoComplete="off"
        spellCheck={false}
        {...(numeric
          ? { inputMode: 'decimal' as const, maxLength: QUESTION_LIMITS.numberTextMax, className: 'max-w-60' }
          : { maxLength: QUESTION_LIMITS.textMax })}
      />
      {problem && (
        <p id={errorId(id)} className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      {numeric && (
        <p id={hintId(id)} className="text-xs text-muted-foreground">
          {m.question_answer_number_hint()}
        </p>
      )}
    </div>
  )
}

/**
 * The control a player answers a question with, by the question's type. It holds nothing of its
 * own that matters: the draft comes in and each change goes out, so the page keeps, saves and
 * restores it (answerProblem says whether it can be sent).
 */
export function AnswerControl(props: AnswerControlProps) {
  const { view } = props
  switch (view.type) {
    case 'multiple-choice':
      return <SingleAnswer {...props} view={view} />
    case 'multiple-answers':
      return <MultipleAnswers {...props} view={view} />
    case 'true-false':
      return <TrueFalse {...props} view={view} />
    case 'numeric':
    case 'short-answer':
      return <TypedAnswer {...props} view={view} />
    case 'ordering':
      return <OrderingControl {...props} view={view} />
    case 'matching':
      return <MatchingControl {...props} view={view} />
  }
}
