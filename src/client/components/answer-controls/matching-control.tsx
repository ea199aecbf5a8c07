import { useId } from 'react'
import { m } from '#shared/i18n'
import { plainQuestionText } from '#shared/question-markup'
import { hintId } from '@/components/form-field'
import { QuestionText } from '@/components/question-text/question-text'
import { Label } from '@/components/ui/label'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { USER_CONTENT } from '@/components/user-text'
import type { AnswerControlProps } from './answer-control'
import { chooseMatch, currentMatches, matchLetter, UNMATCHED, type ViewOf } from './answer-state'

type MatchingView = ViewOf<'matching'>

/**
 * Matching: the right-hand sides listed once with a letter each, drawn with their formulas, and a
 * select beside each left-hand side to choose its match, named by that side. A select's entries
 * are plain text (a list box draws no formula), so each is its letter and the side as typed.
 */
export function MatchingControl({ view, response, onChange, labelledBy, disabled }: AnswerControlProps<MatchingView>) {
  const id = useId()
  const matches = currentMatches(view, response)
  const open = matches.filter((match) => match === UNMATCHED).length
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={hintId(id)} className="m-0 min-w-0 border-0 p-0 space-y-4">
      <p id={hintId(id)} className="text-sm text-muted-foreground">
        {m.question_answer_match_hint()}
      </p>
      <div className="space-y-2 rounded-lg border bg-muted/40 p-3">
        <p id={`${id}-choices`} className="text-sm font-medium">
          {m.question_answer_match_choices()}
        </p>
        <ul aria-labelledby={`${id}-choices`} className="space-y-1">
          {view.rights.map((right, index) => (
            <li key={index} className="flex gap-2">
              <span className="w-5 shrink-0 font-semibold" translate="no">
                {matchLetter(index)}.
              </span>
              <QuestionText text={right} className="min-w-0 wrap-anywhere" />
            </li>
          ))}
        </ul>
      </div>
      <ul className="space-y-3">
        {view.lefts.map((left, index) => (
          <li key={index} className="grid gap-2 sm:grid-cols-[1fr_minmax(10rem,16rem)] sm:items-center">
            <Label htmlFor={`${id}-left-${index}`} className="text-base leading-snug font-normal">
              <QuestionText text={left} className="min-w-0 wrap-anywhere" />
            </Label>
            <NativeSelect
              id={`${id}-left-${index}`}
              value={matches[index] === UNMATCHED ? '' : String(matches[index])}
              onChange={(event) =>
                onChange(
                  chooseMatch(
                    view,
                    response,
                    index,
                    event.target.value === '' ? UNMATCHED : Number(event.target.value),
                  ),
                )
              }
              disabled={disabled}
            >
              <NativeSelectOption value="">{m.question_answer_match_choose()}</NativeSelectOption>
              {view.rights.map((right, choice) => (
                <NativeSelectOption key={choice} value={String(choice)} {...USER_CONTENT}>
                  {`${matchLetter(choice)}. ${plainQuestionText(right)}`}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </li>
        ))}
      </ul>
      {/* In place from the start: a live region added with its words is not read out. */}
      <p className="text-sm text-muted-foreground empty:hidden" aria-live="polite">
        {response !== null && open > 0
          ? m.question_answer_match_left_to_do({ count: open, total: matches.length })
          : null}
      </p>
    </fieldset>
  )
}
