import { CircleCheck, CircleX } from 'lucide-react'
import type { ReactNode } from 'react'
import { m, numberFormat } from '#shared/i18n'
import type { AnswerKey } from '#shared/questions/answer-key'
import type { Fraction } from '#shared/questions/fraction'
import { formatHundredths, type Hundredths } from '#shared/questions/points'
import type { PlayerResponse } from '#shared/questions/responses'
import type { QuestionView } from '#shared/questions/serve'
import { WILDCARD } from '#shared/questions/text'
import { QuestionImage } from '@/components/question-image/question-image'
import { QuestionText } from '@/components/question-text/question-text'
import type { ImageView } from '#shared/question-images'
import { UserText } from '@/components/user-text'
import { cn } from '@/lib/utils'

export interface AnswerReviewProps {
  /** The question as this attempt served it. */
  view: QuestionView
  /** What the player sent, in the view's indexes; null when they did not answer. */
  response: PlayerResponse | null
  /** The right answer in the view's indexes (`answerKey`), once the quiz's reveal setting allows it. */
  answerKey: AnswerKey | null
  /** The share of the points earned, and the points, once marked and shown. */
  fraction: Fraction | null
  earned: Hundredths | null
  points: Hundredths
  /** A picture per option as served (null where an option has none). */
  optionImages?: ReadonlyArray<ImageView | null> | undefined
}

const LETTERS = 'ABCDEFGHIJ'
const letter = (index: number) => LETTERS[index] ?? String(index + 1)

const wholePercent = () => numberFormat({ style: 'percent', maximumFractionDigits: 0 })
const aNumber = () => numberFormat({ maximumFractionDigits: 20 })

/** Right or wrong, as an icon and, for a screen reader, in words. */
function Mark({ right }: { right: boolean }) {
  const Icon = right ? CircleCheck : CircleX
  return (
    <span className={cn('inline-flex shrink-0 items-center', right ? 'text-success' : 'text-destructive')}>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{right ? m.result_texts_correct() : m.result_texts_incorrect()}</span>
    </span>
  )
}

function Tag({ tone, children }: { tone: 'yours' | 'right'; children: ReactNode }) {
  return (
    <span className={cn('text-xs font-semibold', tone === 'right' ? 'text-success' : 'text-primary')}>{children}</span>
  )
}

/** A row of a choice: its letter and words, and whether the player chose it and it is right. */
function ChoiceRow({ children, chosen, right }: { children: ReactNode; chosen: boolean; right: boolean | null }) {
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm',
        right && 'border-success/50 bg-success/10',
        chosen && right === false && 'border-destructive/50 bg-destructive/10',
        chosen && right === null && 'border-primary/50 bg-primary/5',
      )}
    >
      {children}
      {chosen && <Tag tone="yours">{m.result_texts_your_answer()}</Tag>}
      {right && (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
          <CircleCheck className="size-3.5" aria-hidden="true" /> {m.result_texts_correct_answer()}
        </span>
      )}
    </li>
  )
}

function Choices({
  options,
  chosen,
  right,
  images,
}: {
  options: string[]
  chosen: number[]
  right: number[] | null
  images: AnswerReviewProps['optionImages']
}) {
  return (
    <ul className="space-y-2">
      {options.map((option, index) => (
        <ChoiceRow key={index} chosen={chosen.includes(index)} right={right === null ? null : right.includes(index)}>
          <span className="font-semibold text-muted-foreground" aria-hidden="true">
            {letter(index)}.
          </span>
          <span className="grid min-w-0 flex-1 gap-2">
            <QuestionText text={option} className="min-w-0 wrap-anywhere" />
            {images?.[index] && <QuestionImage image={images[index]} className="max-h-40 w-auto" />}
          </span>
        </ChoiceRow>
      ))}
    </ul>
  )
}

/** A labelled value: what the player typed, or the right answer. */
function Entry({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
      <dt className="font-semibold">{label}:</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  )
}

const NotAnswered = () => <span className="text-muted-foreground">{m.result_texts_not_answered()}</span>

function typed(response: PlayerResponse | null): ReactNode {
  if (typeof response === 'string' && response.trim() !== '') return <UserText>{response}</UserText>
  if (typeof response === 'number') return <UserText>{String(response)}</UserText>
  return <NotAnswered />
}

function numericAnswer(key: Extract<AnswerKey, { type: 'numeric' }>): string {
  const answer = aNumber().format(key.answer)
  if (key.tolerance === 0) return answer
  return key.toleranceType === 'relative'
    ? m.question_review_within_relative({
        answer,
        percent: numberFormat({ style: 'percent', maximumFractionDigits: 20 }).format(key.tolerance),
      })
    : m.question_review_within_absolute({ answer, tolerance: aNumber().format(key.tolerance) })
}

const indexes = (response: PlayerResponse | null): number[] =>
  Array.isArray(response) ? response.filter((index): index is number => typeof index === 'number') : []

/** Items in an order, each marked when the right order is known: in its right place or not. */
function OrderList({
  title,
  items,
  order,
  right,
}: {
  title: string
  items: string[]
  order: number[]
  right: number[] | null
}) {
  return (
    <div className="min-w-0 flex-1 space-y-2">
      <p className="text-sm font-semibold">{title}</p>
      <ol className="space-y-1">
        {order.map((item, place) => (
          <li key={item} className="flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm">
            <span className="w-5 shrink-0 text-muted-foreground tabular-nums" aria-hidden="true">
              {place + 1}.
            </span>
            <QuestionText text={items[item] ?? ''} className="min-w-0 flex-1 wrap-anywhere" />
            {right && <Mark right={right[place] === item} />}
          </li>
        ))}
      </ol>
    </div>
  )
}

function Body({
  view,
  response,
  answerKey: key,
  optionImages,
}: Pick<AnswerReviewProps, 'view' | 'response' | 'answerKey' | 'optionImages'>) {
  switch (view.type) {
    case 'multiple-choice':
    case 'multiple-answers': {
      const chosen = typeof response === 'number' ? [response] : indexes(response)
      const right =
        key?.type === 'multiple-choice' ? [key.correct] : key?.type === 'multiple-answers' ? key.correct : null
      return <Choices options={view.options} chosen={chosen} right={right} images={optionImages} />
    }
    case 'true-false': {
      const right = key?.type === 'true-false' ? key.correct : null
      return (
        <ul className="space-y-2">
          {[true, false].map((value) => (
            <ChoiceRow key={String(value)} chosen={response === value} right={right === null ? null : right === value}>
              <span className="flex-1">{value ? m.question_answer_true() : m.question_answer_false()}</span>
            </ChoiceRow>
          ))}
        </ul>
      )
    }
    case 'numeric':
      return (
        <dl className="space-y-1">
          <Entry label={m.result_texts_your_answer()}>{typed(response)}</Entry>
          {key?.type === 'numeric' && <Entry label={m.result_texts_correct_answer()}>{numericAnswer(key)}</Entry>}
        </dl>
      )
    case 'short-answer':
      return (
        <dl className="space-y-1">
          <Entry label={m.result_texts_your_answer()}>{typed(response)}</Entry>
          {key?.type === 'short-answer' && (
            <Entry label={m.question_review_accepted_answers()}>
              <span className="inline-flex flex-wrap gap-x-3 gap-y-1">
                {key.acceptedAnswers.map((answer, index) => (
                  <UserText key={index}>{answer}</UserText>
                ))}
              </span>
              {key.acceptedAnswers.some((answer) => answer.includes(WILDCARD)) && (
                <span className="block text-xs text-muted-foreground">{m.question_review_wildcard()}</span>
              )}
              {key.caseSensitive && (
                <span className="block text-xs text-muted-foreground">{m.question_review_case_matters()}</span>
              )}
            </Entry>
          )}
        </dl>
      )
    case 'ordering': {
      const right = key?.type === 'ordering' ? key.correct : null
      const order = indexes(response)
      return (
        <div className="flex flex-col gap-4 sm:flex-row">
          {order.length > 0 ? (
            <OrderList title={m.question_review_your_order()} items={view.items} order={order} right={right} />
          ) : (
            <p className="flex-1 text-sm">
              <NotAnswered />
            </p>
          )}
          {right && <OrderList title={m.question_review_right_order()} items={view.items} order={right} right={null} />}
        </div>
      )
    }
    case 'matching': {
      const right = key?.type === 'matching' ? key.correct : null
      const chosen = indexes(response)
      const side = (index: number | undefined) =>
        index === undefined || view.rights[index] === undefined ? (
          <NotAnswered />
        ) : (
          <QuestionText text={view.rights[index]} />
        )
      return (
        <ul className="space-y-2">
          {view.lefts.map((left, index) => (
            <li key={index} className="space-y-1 rounded-md border px-3 py-2 text-sm">
              <QuestionText text={left} className="block font-semibold wrap-anywhere" />
              <dl className="space-y-1">
                <Entry label={m.question_review_match_yours()}>
                  <span className="inline-flex items-center gap-2">
                    {side(chosen[index])}
                    {right && chosen[index] !== undefined && <Mark right={chosen[index] === right[index]} />}
                  </span>
                </Entry>
                {right && <Entry label={m.question_review_match_right()}>{side(right[index])}</Entry>}
              </dl>
            </li>
          ))}
        </ul>
      )
    }
  }
}

/**
 * A question's answer on the result: the player's response drawn for its type, the right answer
 * beside it once revealed, and the share of the points it earned.
 */
export function AnswerReview({ view, response, answerKey, fraction, earned, points, optionImages }: AnswerReviewProps) {
  return (
    <div className="space-y-3">
      <Body view={view} response={response} answerKey={answerKey} optionImages={optionImages} />
      {fraction !== null && earned !== null && (
        <p className="text-sm text-muted-foreground" data-testid="answer-credit">
          {m.question_review_credit({
            percent: wholePercent().format(fraction.num / fraction.den),
            earned: formatHundredths(earned),
            points: formatHundredths(points),
          })}
        </p>
      )}
    </div>
  )
}
