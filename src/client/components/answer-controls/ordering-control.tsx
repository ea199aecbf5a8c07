import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react'
import { m } from '#shared/i18n'
import { hintId } from '@/components/form-field'
import { QuestionText } from '@/components/question-text/question-text'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { AnswerControlProps } from './answer-control'
import { currentOrder, dropPlace, moveItem, type ViewOf } from './answer-state'

type OrderingView = ViewOf<'ordering'>

interface Drag {
  pointerId: number
  from: number
  to: number
  /** The items' vertical middles when the drag began: where it lands is counted from them. */
  middles: number[]
}

/** After a move by a button, the focus goes back to that button, wherever its item now stands. */
interface Refocus {
  item: number
  direction: 'up' | 'down'
}

/**
 * Ordering: the items in a list, each moved by dragging its handle (a mouse or a finger) or by
 * its Move up and Move down buttons (the keyboard's way, and a screen reader's). Each move is said
 * in a live region: the item and its new place. Until the player moves one, or keeps the order
 * shown, the question is not answered: the order served is no answer of theirs.
 */
export function OrderingControl({ view, response, onChange, labelledBy, disabled }: AnswerControlProps<OrderingView>) {
  const id = useId()
  const order = currentOrder(view, response)
  const [drag, setDrag] = useState<Drag | null>(null)
  const [moved, setMoved] = useState<{ item: number; place: number } | null>(null)
  const refocus = useRef<Refocus | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const itemId = (item: number) => `${id}-item-${item}`
  const buttonId = (item: number, direction: Refocus['direction']) => `${id}-${direction}-${item}`

  // Once, after the render that moved the item: a later render (a timer's) leaves the focus alone.
  useEffect(() => {
    if (!refocus.current) return
    document.getElementById(buttonId(refocus.current.item, refocus.current.direction))?.focus()
    refocus.current = null
  })

  const move = (from: number, to: number) => {
    const next = moveItem(order, from, to)
    const item = order[from]!
    onChange(next)
    setMoved({ item, place: next.indexOf(item) })
  }

  const byButton = (place: number, direction: Refocus['direction']) => {
    const to = direction === 'up' ? place - 1 : place + 1
    refocus.current = { item: order[place]!, direction }
    if (disabled || to < 0 || to >= order.length) return
    move(place, to)
  }

  const startDrag = (event: PointerEvent<HTMLElement>, place: number) => {
    if (disabled || !event.isPrimary || event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    const rows = [...(listRef.current?.children ?? [])]
    const middles = rows.map((row) => {
      const box = row.getBoundingClientRect()
      return box.top + box.height / 2
    })
    refocus.current = null
    setDrag({ pointerId: event.pointerId, from: place, to: place, middles })
  }

  const dragTo = (event: PointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return
    const to = dropPlace(drag.middles, drag.from, event.clientY)
    if (to !== drag.to) setDrag({ ...drag, to })
  }

  const endDrag = (event: PointerEvent<HTMLElement>, drop: boolean) => {
    if (!drag || event.pointerId !== drag.pointerId) return
    setDrag(null)
    if (drop && drag.to !== drag.from) move(drag.from, drag.to)
  }

  // While dragging, the list shows where the item would land.
  const shown = drag ? moveItem(order, drag.from, drag.to) : order
  const dragged = drag ? order[drag.from] : undefined

  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={hintId(id)} className="m-0 min-w-0 border-0 p-0 space-y-3">
      <p id={hintId(id)} className="text-sm text-muted-foreground">
        {m.question_answer_order_hint()}
      </p>
      {response === null ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3 text-sm">
          <span className="min-w-0 flex-1">{m.question_answer_order_not_answered()}</span>
          <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChange(order)}>
            {m.question_answer_order_keep()}
          </Button>
        </div>
      ) : null}
      <ol ref={listRef} className="space-y-2">
        {shown.map((item, place) => (
          <li
            key={item}
            className={cn(
              'flex items-center gap-2 rounded-lg border bg-card p-2 text-base',
              item === dragged && 'border-primary bg-primary/5 shadow-md',
            )}
          >
            <span
              aria-hidden="true"
              data-drag-handle=""
              className={cn(
                'flex size-8 shrink-0 touch-none items-center justify-center rounded text-muted-foreground',
                disabled ? 'cursor-not-allowed opacity-50' : 'cursor-grab active:cursor-grabbing',
              )}
              onPointerDown={(event) => startDrag(event, place)}
              onPointerMove={dragTo}
              onPointerUp={(event) => endDrag(event, true)}
              onPointerCancel={(event) => endDrag(event, false)}
            >
              <GripVertical className="size-4" />
            </span>
            <span className="w-6 shrink-0 text-sm text-muted-foreground tabular-nums" aria-hidden="true">
              {place + 1}.
            </span>
            <span id={itemId(item)} className="min-w-0 flex-1 wrap-anywhere">
              <QuestionText text={view.items[item]!} />
            </span>
            <Button
              type="button"
              variant="outline"
              size="icon-sm"
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              id={buttonId(item, 'up')}
              aria-labelledby={`${id}-up ${itemId(item)}`}
              aria-disabled={disabled || place === 0}
              onClick={() => byButton(place, 'up')}
            >
              <ArrowUp />
            </Button>
            <Button
              type="button"
              variant="outline"
              size="icon-sm"
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              id={buttonId(item, 'down')}
              aria-labelledby={`${id}-down ${itemId(item)}`}
              aria-disabled={disabled || place === order.length - 1}
              onClick={() => byButton(place, 'down')}
            >
              <ArrowDown />
            </Button>
          </li>
        ))}
      </ol>
      <span id={`${id}-up`} hidden>
        {m.question_answer_order_move_up()}
      </span>
      <span id={`${id}-down`} hidden>
        {m.question_answer_order_move_down()}
      </span>
      <p aria-live="polite" className="sr-only">
        {moved ? (
          <>
            <QuestionText text={view.items[moved.item]!} />{' '}
            {m.question_answer_order_moved({ position: moved.place + 1, total: order.length })}
          </>
        ) : null}
      </p>
    </fieldset>
  )
}
