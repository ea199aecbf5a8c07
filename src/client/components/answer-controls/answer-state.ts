import type { QuestionView } from '#shared/questions/serve'
import { type PlayerResponse, responseSchema } from '#shared/questions/responses'

/**
 * What the answer controls hold between a player's moves and the response sent: the response as
 * typed or chosen (null while nothing is), in the view's indexes. A draft may not be sendable yet
 * (a number half typed, a matching with items left to match): `answerProblem` says so in words,
 * and the page sends only what it passes.
 */
export type ResponseDraft = PlayerResponse | null

/** The member of QuestionView that shows questions of `Type` (single and multiple answers share one). */
export type ViewOf<Type extends QuestionView['type']> = QuestionView extends infer View
  ? View extends { type: infer Types }
    ? Type extends Types
      ? View
      : never
    : never
  : never

/** A left-hand side not matched yet, in a matching draft: no index the view shows. */
export const UNMATCHED = -1

/** Why `draft` cannot be sent as an answer to `view`, in the schema's words; null when it can. */
export function answerProblem(view: QuestionView, draft: ResponseDraft): string | null {
  if (draft === null) return null
  const checked = responseSchema(view).safeParse(draft)
  return checked.success ? null : (checked.error.issues[0]?.message ?? null)
}

/** Multiple answers: the options chosen, in the view's order; null once none is. */
export function toggleOption(draft: ResponseDraft, option: number, chosen: boolean): number[] | null {
  const current = new Set(Array.isArray(draft) ? draft : [])
  if (chosen) current.add(option)
  else current.delete(option)
  return current.size === 0 ? null : [...current].sort((a, b) => a - b)
}

export const chosenOptions = (draft: ResponseDraft): ReadonlySet<number> => new Set(Array.isArray(draft) ? draft : [])

/**
 * Numeric and short answers: the text as typed, spaces and all, read by the shared reader when it
 * is checked and scored; an empty box is no answer.
 */
export const typedDraft = (text: string): string | null => (text === '' ? null : text)

export const typedText = (draft: ResponseDraft): string =>
  typeof draft === 'string' ? draft : typeof draft === 'number' ? String(draft) : ''

const inOrder = (count: number) => Array.from({ length: count }, (_, index) => index)

/** Ordering: the items' order on screen, the view's own until the player answers. */
export function currentOrder(view: ViewOf<'ordering'>, draft: ResponseDraft): number[] {
  const count = view.items.length
  if (
    Array.isArray(draft) &&
    draft.length === count &&
    new Set(draft).size === count &&
    draft.every((index) => Number.isInteger(index) && index >= 0 && index < count)
  )
    return [...draft]
  return inOrder(count)
}

/** The order with the item at place `from` taken out and put at place `to` (clamped to the list). */
export function moveItem(order: readonly number[], from: number, to: number): number[] {
  const target = Math.max(0, Math.min(order.length - 1, to))
  if (from < 0 || from >= order.length || from === target) return [...order]
  const next = [...order]
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved!)
  return next
}

/**
 * Where a dragged item lands: the place whose middle the pointer is above, counted from the
 * middles of the items as they stood when the drag began (the dragged one's own included).
 */
export function dropPlace(middles: readonly number[], from: number, pointerY: number): number {
  const above = middles.filter((middle, place) => place !== from && middle < pointerY).length
  return Math.max(0, Math.min(middles.length - 1, above))
}

/** Matching: for each left-hand side the right-hand one chosen, UNMATCHED where none is. */
export function currentMatches(view: ViewOf<'matching'>, draft: ResponseDraft): number[] {
  return view.lefts.map((_, left) => {
    const right = Array.isArray(draft) ? draft[left] : undefined
    return right !== undefined && Number.isInteger(right) && right >= 0 && right < view.rights.length
      ? right
      : UNMATCHED
  })
}

/** The matches with `left` matched to `right` (UNMATCHED to undo it); null once none is matched. */
export function chooseMatch(
  view: ViewOf<'matching'>,
  draft: ResponseDraft,
  left: number,
  right: number,
): number[] | null {
  const matches = currentMatches(view, draft)
  if (left >= 0 && left < matches.length) matches[left] = right >= 0 && right < view.rights.length ? right : UNMATCHED
  return matches.every((match) => match === UNMATCHED) ? null : matches
}

/** The letter naming a right-hand side (A, B…), in the list shown and in each select. */
export const matchLetter = (index: number) => String.fromCharCode(65 + index)
