import { Circle, Diamond, Square, Triangle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { QuestionText } from '@/components/question-text/question-text'
import { UserText } from '@/components/user-text'
import { cn } from '@/lib/utils'
import { answerLetter, answerLook, localDeadline, rightAnswerLines, secondsLeft } from './live-logic'
import type { AnswerKey } from '#shared/questions/answer-key'
import type { QuestionView } from '#shared/questions/serve'
import { m } from '#shared/i18n'

const SHAPE_ICONS = { triangle: Triangle, diamond: Diamond, circle: Circle, square: Square } as const

/** An answer's shape and letter: what tells the answers apart besides their colours. */
export function AnswerMark({ index, className }: { index: number; className?: string }) {
  const Icon = SHAPE_ICONS[answerLook(index).shape]
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 font-bold', className)}>
      <Icon className="size-5 fill-current" aria-hidden="true" />
      <span translate="no">{answerLetter(index)}</span>
    </span>
  )
}

/**
 * The open question's seconds left, from the server's closing time and its now (never the device's
 * time of day); the timer is not live for screen readers, which would hear every second.
 */
export function QuestionClock({
  closesAt,
  serverNow,
  receivedAt,
}: {
  closesAt: string
  serverNow: string
  receivedAt: number
}) {
  const deadline = localDeadline({ closesAt }, serverNow, receivedAt)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [])
  const seconds = secondsLeft(deadline, now)
  return (
    <div className="flex flex-col items-center">
      <span className="text-xs text-muted-foreground" aria-hidden="true">
        {m.live_screen_time_left()}
      </span>
      <span
        role="timer"
        aria-label={m.live_screen_time_left()}
        aria-live="off"
        className={cn(
          'flex size-16 items-center justify-center rounded-full border-4 font-mono text-2xl font-bold tabular-nums',
          seconds <= 5 ? 'border-destructive text-destructive' : 'border-primary',
        )}
        data-testid="live-clock"
      >
        {seconds}
      </span>
    </div>
  )
}

interface BoardRow {
  place: number
  playerId: string
  nickname: string
  points: number
}

/** Players by place with their points: the top 10 after a question, everyone at the end. */
export function Standings({ rows, label, mine }: { rows: BoardRow[]; label: string; mine?: string | undefined }) {
  if (rows.length === 0) return <p className="text-muted-foreground">{m.live_screen_no_players()}</p>
  return (
    <ol className="flex flex-col gap-1" aria-label={label}>
      {rows.map((row) => (
        <li
          key={row.playerId}
          aria-current={row.playerId === mine ? 'true' : undefined}
          className="flex justify-between gap-3 rounded px-2 py-1 odd:bg-muted/50 aria-[current]:font-semibold"
        >
          <span className="[overflow-wrap:anywhere]">
            {m.live_screen_place({ place: row.place })} · <UserText>{row.nickname}</UserText>
          </span>
          <span className="tabular-nums">{m.live_screen_points({ points: row.points })}</span>
        </li>
      ))}
    </ol>
  )
}

const PODIUM_LOOK = [
  'order-2 h-40 bg-amber-300 text-amber-950',
  'order-1 h-32 bg-slate-300 text-slate-950',
  'order-3 h-24 bg-orange-300 text-orange-950',
]

/** The first three on steps of a podium: first in the middle and highest. */
export function Podium({ rows }: { rows: BoardRow[] }) {
  return (
    <ol className="flex items-end justify-center gap-2" aria-label={m.live_screen_podium()} data-testid="live-podium">
      {rows.slice(0, 3).map((row, index) => (
        <li
          key={row.playerId}
          className={cn(
            'flex w-28 flex-col items-center justify-end gap-1 rounded-t-lg p-2 text-center',
            PODIUM_LOOK[index],
          )}
        >
          <span className="text-sm font-semibold">{m.live_screen_place({ place: row.place })}</span>
          <span className="font-bold [overflow-wrap:anywhere]">
            <UserText>{row.nickname}</UserText>
          </span>
          <span className="text-sm tabular-nums">{m.live_screen_points({ points: row.points })}</span>
        </li>
      ))}
    </ol>
  )
}

/** The revealed right answer in words, a line each (every question type), as host and players see it. */
export function RightAnswer({ view, answer }: { view: QuestionView; answer: AnswerKey }) {
  return (
    <>
      <p className="text-sm text-muted-foreground">{m.live_screen_right_answer()}</p>
      <ul className="font-semibold">
        {rightAnswerLines(view, answer, { yes: m.question_answer_true(), no: m.question_answer_false() }).map(
          (line, index) => (
            <li key={index}>
              <QuestionText text={line} />
            </li>
          ),
        )}
      </ul>
    </>
  )
}
