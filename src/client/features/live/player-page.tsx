import { useMutation, useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { CheckCircle2, Hourglass, UserX, XCircle } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import type { PlayerResponse } from '#shared/questions/responses'
import { UserText } from '@/components/user-text'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { PageLoading } from '@/components/page-loading'
import { useDocumentTitle } from '@/lib/document-title'
import { errorCode, errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { type RouterOutputs, trpc } from '@/trpc'
import { AnswerPad } from './answer-pad'
import { hasAnswered, storeAnswered, storedNickname, storedPlayerId, storedPlayerToken } from './live-logic'
import { Podium, QuestionClock, RightAnswer } from './live-parts'
import { gameStateQuery, resultsQuery, standingsQuery } from './live-queries'
import { useGameEvents } from './use-game-events'
import { m } from '#shared/i18n'

const route = getRouteApi('/play/$gameId')

type GameState = RouterOutputs['live']['state']
type Standings = RouterOutputs['live']['standings']

function Message({ icon: Icon, title, children }: { icon: typeof Hourglass; title: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <Icon className="size-12 text-primary" aria-hidden="true" />
        <p className="text-2xl font-bold" role="status">
          {title}
        </p>
        {children}
      </CardContent>
    </Card>
  )
}

function QuestionTurn({
  state,
  receivedAt,
  playerToken,
}: {
  state: GameState
  receivedAt: number
  playerToken: string | undefined
}) {
  const question = state.question!
  const [sent, setSent] = useState(() => hasAnswered(state.gameId, state.questionIndex))
  const answer = useMutation(
    trpc.live.answer.mutationOptions({
      onSuccess: (result) => {
        storeAnswered(state.gameId, result.questionIndex)
        setSent(true)
      },
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
  const send = (response: PlayerResponse) =>
    answer.mutate({
      gameId: state.gameId,
      playerToken,
      questionId: question.id,
      response: Array.isArray(response) ? [...response] : (response as number | string | boolean),
    })
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <p className="text-muted-foreground">
          {m.live_screen_question_of({ index: state.questionIndex + 1, count: state.questionCount })}
        </p>
        <QuestionClock closesAt={question.closesAt} serverNow={state.serverNow} receivedAt={receivedAt} />
      </div>
      {sent ? (
        <Message icon={CheckCircle2} title={m.live_screen_answer_sent()}>
          <p className="text-muted-foreground">{m.live_screen_wait_for_reveal()}</p>
        </Message>
      ) : (
        <Card>
          <CardContent>
            <AnswerPad
              key={question.id}
              view={question.view}
              text={question.text}
              disabled={answer.isPending}
              onAnswer={send}
            />
          </CardContent>
        </Card>
      )}
    </div>
  )
}

/** The question's own result, as the server tells it: the points the player's answer earned and whether it was right. */
function RevealTurn({ state, standings }: { state: GameState; standings: Standings }) {
  const me = standings.me
  const answered = hasAnswered(state.gameId, state.questionIndex)
  const gained = me ? me.lastPoints : null
  const right = me ? me.lastCorrect : null
  const question = state.question
  return (
    <div className="flex flex-col gap-4" data-testid="live-player-reveal">
      {right === true ? (
        <Message icon={CheckCircle2} title={m.live_screen_you_were_right()}>
          {gained !== null && <p className="text-xl tabular-nums">{m.live_screen_points_gained({ points: gained })}</p>}
        </Message>
      ) : (
        <Message icon={XCircle} title={answered ? m.live_screen_you_were_wrong() : m.live_screen_no_answer()}>
          {gained !== null && gained > 0 && (
            <p className="text-xl tabular-nums">{m.live_screen_points_gained({ points: gained })}</p>
          )}
        </Message>
      )}
      {me && (
        <p className="text-center text-lg" data-testid="live-my-place">
          {m.live_screen_my_place({ place: me.place, points: me.points })}
        </p>
      )}
      {question && standings.reveal && (
        <div className="rounded-lg border p-4">
          <RightAnswer view={question.view} answer={standings.reveal.answer} />
        </div>
      )}
    </div>
  )
}

function Finished({ gameId, playerToken }: { gameId: string; playerToken: string | undefined }) {
  const results = useQuery(resultsQuery(gameId, playerToken))
  if (!results.data) return <PageLoading />
  const { me, podium } = results.data
  return (
    <div className="flex flex-col gap-6">
      {me && (
        <Message icon={CheckCircle2} title={m.live_screen_final_place({ place: me.place })}>
          <p className="text-xl tabular-nums" data-testid="live-final-points">
            {m.live_screen_points({ points: me.points })}
          </p>
        </Message>
      )}
      <Podium rows={podium} />
    </div>
  )
}

/** Not in the game: removed by the host, or never joined on this device. */
function NotInGame({ kicked }: { kicked: boolean }) {
  return (
    <Message icon={UserX} title={kicked ? m.live_screen_removed() : m.live_join_first()}>
      <Button asChild variant="outline">
        <Link to="/play">{m.live_screen_join_another()}</Link>
      </Button>
    </Message>
  )
}

/**
 * A player's screen: the lobby, each question's answer buttons, the reveal with their points and
 * place, and the final place. A guest's token is kept on this device per game, so a reload comes
 * back as the same player with the same score.
 */
export function PlayerPage() {
  const { gameId } = route.useParams()
  const [playerToken] = useState(() => storedPlayerToken(gameId))
  useDocumentTitle(m.live_screen_player_title())
  const [viewer] = useState(() => ({ isHost: false, playerId: storedPlayerId(gameId) }))
  useGameEvents(gameId, playerToken, viewer)
  const state = useQuery(gameStateQuery(gameId, playerToken))
  const standings = useQuery({ ...standingsQuery(gameId, playerToken), enabled: Boolean(state.data) })
  const nickname = storedNickname(gameId)
  let screen: ReactNode
  if (state.error) {
    // The game's state refuses a removed player (403) and does not know one who never joined here (404).
    screen = <NotInGame kicked={errorCode(state.error) === 'FORBIDDEN'} />
  } else if (!state.data) {
    screen = <PageLoading />
  } else if (state.data.status === 'lobby') {
    screen = (
      <Message icon={Hourglass} title={m.live_screen_you_are_in()}>
        <p className="text-muted-foreground">{m.live_screen_waiting_for_host()}</p>
      </Message>
    )
  } else if (state.data.status === 'question') {
    screen = (
      <QuestionTurn
        key={state.data.questionIndex}
        state={state.data}
        receivedAt={state.dataUpdatedAt}
        playerToken={playerToken}
      />
    )
  } else if (state.data.status === 'reveal') {
    const current = standings.data
    screen =
      current?.status === 'reveal' && current.questionIndex === state.data.questionIndex ? (
        <RevealTurn state={state.data} standings={current} />
      ) : (
        <PageLoading />
      )
  } else {
    screen = <Finished gameId={gameId} playerToken={playerToken} />
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{m.live_screen_player_title()}</h1>
        {nickname && (
          <p className="font-medium [overflow-wrap:anywhere]">
            <UserText>{nickname}</UserText>
          </p>
        )}
      </div>
      {screen}
    </div>
  )
}
