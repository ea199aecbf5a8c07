import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { Download, UserX } from 'lucide-react'
import type { ReactNode } from 'react'
import type { QuestionView } from '#shared/questions/serve'
import { QuestionText } from '@/components/question-text/question-text'
import { UserText } from '@/components/user-text'
import { Button } from '@/components/ui/button'
import { ShareButtons } from '@/components/share-buttons'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { PageLoading } from '@/components/page-loading'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { cn } from '@/lib/utils'
import { type RouterOutputs, trpc } from '@/trpc'
import { JoinQr } from './join-qr'
import { answerLook, downloadCsv, optionCounts, rightAndOther, trueFalseCounts } from './live-logic'
import { AnswerMark, Podium, QuestionClock, RightAnswer, Standings } from './live-parts'
import { gameStateQuery, resultsQuery, standingsQuery } from './live-queries'
import { useGameEvents } from './use-game-events'
import { m } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/shell-texts'

const route = getRouteApi('/_authed/host/$gameId')
const HOST = { isHost: true }
/** While a question is open, the host's screen reads the state this often, for how many have answered (players never poll). */
const ANSWERED_READ_MS = 2000

type GameState = RouterOutputs['live']['state']
type Reveal = NonNullable<RouterOutputs['live']['standings']['reveal']>
type HostStep = 'start' | 'next' | 'skip' | 'reveal' | 'end'

/** A host's step: the state it answers with is the screen's at once; a refusal is said in the server's words. */
function useHostStep(gameId: string, step: HostStep) {
  const queryClient = useQueryClient()
  return useMutation(
    trpc.live[step].mutationOptions({
      onSuccess: (state) => queryClient.setQueryData(gameStateQuery(gameId).queryKey, state),
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
}

function StepButton({
  gameId,
  step,
  label,
  variant = 'default',
  disabled = false,
}: {
  gameId: string
  step: HostStep
  label: string
  variant?: 'default' | 'outline' | 'destructive'
  disabled?: boolean
}) {
  const mutation = useHostStep(gameId, step)
  return (
    <Button
      size="lg"
      variant={variant}
      disabled={disabled || mutation.isPending}
      onClick={() => mutation.mutate({ gameId })}
    >
      {label}
    </Button>
  )
}

function Lobby({ state }: { state: GameState }) {
  const queryClient = useQueryClient()
  const kick = useMutation(
    trpc.live.kick.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.live.state.pathKey() }),
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
  const pin = state.pin ?? ''
  const link = `${location.origin}/play?pin=${pin}`
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <p className="text-muted-foreground">{m.live_screen_pin_intro()}</p>
          <p
            className="font-mono text-6xl font-extrabold tracking-[0.15em] tabular-nums"
            translate="no"
            data-testid="live-pin"
          >
            {pin}
          </p>
          <JoinQr link={link} />
          <p className="text-sm [overflow-wrap:anywhere]">
            {m.live_screen_join_link()}{' '}
            <a href={link} className="font-medium text-primary underline-offset-4 hover:underline" translate="no">
              {link}
            </a>
          </p>
          <ShareButtons url={link} text={m.share_pin_text({ product: PRODUCT_NAME, pin })} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 aria-live="polite">{m.live_screen_players_count({ count: state.players.length })}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {state.players.length === 0 ? (
            <p className="text-muted-foreground">{m.live_screen_waiting_for_players()}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={m.live_screen_players_heading()}>
              {state.players.map((player) => (
                <li key={player.playerId} className="flex items-center justify-between gap-2">
                  <span className="font-medium [overflow-wrap:anywhere]">
                    <UserText>{player.nickname}</UserText>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={kick.isPending}
                    onClick={() => kick.mutate({ gameId: state.gameId, playerId: player.playerId })}
                    aria-label={m.live_screen_kick_player({ nickname: player.nickname })}
                  >
                    <UserX aria-hidden="true" /> {m.live_screen_kick()}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <StepButton
            gameId={state.gameId}
            step="start"
            label={m.live_screen_start()}
            disabled={state.players.length === 0}
          />
        </CardContent>
      </Card>
    </div>
  )
}

/** The question as the room sees it on the host's screen: its text and each option with its shape, letter and colour. */
function HostQuestion({ question }: { question: NonNullable<GameState['question']> }) {
  const view = question.view
  const options = view.type === 'multiple-choice' || view.type === 'multiple-answers' ? view.options : null
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-2xl leading-snug font-semibold wrap-anywhere sm:text-3xl">
        <QuestionText text={question.text ?? ''} />
      </h2>
      {options && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {options.map((option, index) => (
            <li
              key={index}
              className={cn('flex items-center gap-3 rounded-lg p-4 text-lg', answerLook(index).className)}
            >
              <AnswerMark index={index} />
              <QuestionText text={option} className="min-w-0 wrap-anywhere" />
            </li>
          ))}
        </ul>
      )}
      {view.type === 'ordering' && (
        <ul className="flex flex-col gap-2">
          {view.items.map((item, index) => (
            <li key={index} className="rounded-lg border p-3">
              <QuestionText text={item} />
            </li>
          ))}
        </ul>
      )}
      {view.type === 'matching' && (
        <div className="grid grid-cols-2 gap-3">
          <ul className="flex flex-col gap-2">
            {view.lefts.map((left, index) => (
              <li key={index} className="rounded-lg border p-3">
                <QuestionText text={left} />
              </li>
            ))}
          </ul>
          <ul className="flex flex-col gap-2">
            {view.rights.map((right, index) => (
              <li key={index} className="rounded-lg border p-3">
                <QuestionText text={right} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

function Bar({
  label,
  count,
  total,
  className,
  right,
}: {
  label: ReactNode
  count: number
  total: number
  className: string
  right: boolean
}) {
  const share = total === 0 ? 0 : Math.round((count / total) * 100)
  return (
    <li className="flex flex-col gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="flex min-w-0 items-center gap-2">
          {label}
          {right && <span className="font-semibold">({m.live_screen_right()})</span>}
        </span>
        <span className="tabular-nums">{m.live_screen_answer_count({ count })}</span>
      </div>
      <div className="h-4 w-full overflow-hidden rounded bg-muted" aria-hidden="true">
        <div className={cn('h-full rounded', className)} style={{ width: `${share}%` }} />
      </div>
    </li>
  )
}

/** How the answers fell: a bar per option (or true, false; right, other), with its count in words. */
function Distribution({ view, reveal }: { view: QuestionView; reveal: Reveal }) {
  const total = reveal.distribution.reduce((sum, row) => sum + row.count, 0)
  const key = reveal.answer
  let bars: Array<{ label: ReactNode; count: number; className: string; right: boolean }> = []
  if (view.type === 'multiple-choice' || view.type === 'multiple-answers') {
    const counts = optionCounts(view.options.length, reveal.distribution)
    bars = view.options.map((option, index) => ({
      label: (
        <>
          <AnswerMark index={index} />
          <span className="truncate">
            <QuestionText text={option} />
          </span>
        </>
      ),
      count: counts[index]!,
      className: answerLook(index).className,
      right:
        (key.type === 'multiple-choice' && key.correct === index) ||
        (key.type === 'multiple-answers' && key.correct.includes(index)),
    }))
  } else if (view.type === 'true-false') {
    const [yes, no] = trueFalseCounts(reveal.distribution)
    bars = [
      {
        label: m.question_answer_true(),
        count: yes,
        className: answerLook(0).className,
        right: key.type === 'true-false' && key.correct,
      },
      {
        label: m.question_answer_false(),
        count: no,
        className: answerLook(1).className,
        right: key.type === 'true-false' && !key.correct,
      },
    ]
  } else if (key.type === 'ordering' || key.type === 'matching') {
    const { right, other } = rightAndOther(key.correct, reveal.distribution)
    bars = [
      { label: m.live_screen_right_answers(), count: right, className: 'bg-green-700', right: true },
      { label: m.live_screen_other_answers(), count: other, className: 'bg-muted-foreground', right: false },
    ]
  } else {
    bars = reveal.distribution
      .toSorted((a, b) => b.count - a.count)
      .slice(0, 8)
      .map((row) => ({
        label: <UserText>{String(row.response)}</UserText>,
        count: row.count,
        className: 'bg-primary',
        right: false,
      }))
  }
  return (
    <section aria-labelledby="live-distribution" className="flex flex-col gap-2">
      <h3 id="live-distribution" className="font-semibold">
        {m.live_screen_distribution({ count: total })}
      </h3>
      <ul className="flex flex-col gap-3" data-testid="live-distribution">
        {bars.map((bar, index) => (
          <Bar
            key={index}
            label={bar.label}
            right={bar.right}
            count={bar.count}
            total={total}
            className={bar.className}
          />
        ))}
      </ul>
    </section>
  )
}

function RevealView({ state }: { state: GameState }) {
  const standings = useQuery(standingsQuery(state.gameId))
  const reveal = standings.data?.reveal
  const question = state.question
  if (!question || !standings.data) return <PageLoading />
  const isLast = state.questionIndex + 1 >= state.questionCount
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardContent className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold wrap-anywhere">
            <QuestionText text={question.text ?? ''} />
          </h2>
          {reveal && (
            <>
              <div data-testid="live-right-answer">
                <RightAnswer view={question.view} answer={reveal.answer} />
              </div>
              <Distribution view={question.view} reveal={reveal} />
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{m.live_screen_top_ten()}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Standings rows={standings.data.top} label={m.live_screen_top_ten()} />
          <div className="flex flex-wrap gap-2">
            <StepButton
              gameId={state.gameId}
              step="next"
              label={isLast ? m.live_screen_show_podium() : m.live_screen_next()}
            />
            <StepButton gameId={state.gameId} step="end" label={m.live_screen_end()} variant="outline" />
          </div>
        </CardContent>
      </Card>
    </div>
  )
}

function QuestionScreen({ state, receivedAt }: { state: GameState; receivedAt: number }) {
  const question = state.question
  if (!question) return null
  return (
    <Card>
      <CardContent className="flex flex-col gap-6">
        <div className="flex items-center justify-between gap-4">
          <QuestionClock closesAt={question.closesAt} serverNow={state.serverNow} receivedAt={receivedAt} />
          <p className="text-lg tabular-nums" data-testid="live-answered">
            {m.live_screen_answered_count({ answered: state.answeredCount ?? 0, count: state.players.length })}
          </p>
        </div>
        <HostQuestion question={question} />
        <div className="flex flex-wrap gap-2">
          <StepButton gameId={state.gameId} step="reveal" label={m.live_screen_reveal()} />
          <StepButton gameId={state.gameId} step="skip" label={m.live_screen_skip()} variant="outline" />
          <StepButton gameId={state.gameId} step="end" label={m.live_screen_end()} variant="outline" />
        </div>
      </CardContent>
    </Card>
  )
}

function Ended({ gameId }: { gameId: string }) {
  const results = useQuery(resultsQuery(gameId))
  if (!results.data) return <PageLoading />
  const { podium, players, csv } = results.data
  return (
    <div className="flex flex-col gap-6">
      <Podium rows={podium} />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h2>{m.live_screen_every_player()}</h2>
          </CardTitle>
          {csv && (
            <Button variant="outline" onClick={() => downloadCsv(csv, 'results.csv')}>
              <Download aria-hidden="true" /> {m.live_screen_download_csv()}
            </Button>
          )}
        </CardHeader>
        <CardContent>
          <Standings rows={players ?? podium} label={m.live_screen_every_player()} />
        </CardContent>
      </Card>
    </div>
  )
}

/** The host's screen, for a projector: the lobby with the PIN and its QR, each question, its answers, the podium. */
export function HostPage() {
  const { gameId } = route.useParams()
  useGameEvents(gameId, undefined, HOST)
  const state = useQuery({
    ...gameStateQuery(gameId),
    refetchInterval: (query) => (query.state.data?.status === 'question' ? ANSWERED_READ_MS : false),
  })
  useDocumentTitle(m.live_screen_host_title())
  if (!state.data) return <PageLoading />
  const data = state.data
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{m.live_screen_host_title()}</h1>
        {data.status !== 'lobby' && data.status !== 'ended' && (
          <p className="text-muted-foreground">
            {m.live_screen_question_of({ index: data.questionIndex + 1, count: data.questionCount })}
          </p>
        )}
      </div>
      {data.status === 'lobby' && <Lobby state={data} />}
      {data.status === 'question' && <QuestionScreen state={data} receivedAt={state.dataUpdatedAt} />}
      {data.status === 'reveal' && <RevealView state={data} />}
      {data.status === 'ended' && <Ended gameId={gameId} />}
    </div>
  )
}
