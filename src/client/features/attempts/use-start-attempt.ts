import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { errorCode, errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { rememberStarted, wasStarted } from './attempt-storage'
import type { StartedAttempt } from './types'
import { m } from '#shared/i18n'

/**
 * The start flow: the route's loader has the quiz as it is now; a start that will charge asks first (a paid
 * quiz, not the player's own, not bought already: retakes are free); then one `attempts.start`,
 * which also resumes an attempt in progress. The start runs once, even when StrictMode runs effects
 * twice: a ref guards it, and the mutation is not a query to refetch. A start refused for want of
 * funds stays on the screen, which offers to add them and to start again.
 */
export function useStartAttempt(quizId: string) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const detail = useSuspenseQuery(trpc.quizzes.byId.queryOptions({ id: quizId }))
  const [started, setStarted] = useState<StartedAttempt | null>(null)
  const requestedAt = useRef(0)
  const isStarting = useRef(false)
  const [isShortOfFunds, setShortOfFunds] = useState(false)

  const start = useMutation(
    trpc.attempts.start.mutationOptions({
      onMutate: () => {
        requestedAt.current = performance.now()
      },
      onSuccess: (view) => {
        setShortOfFunds(false)
        // A paid start moved money: the wallet's figures are out of date.
        void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() })
        if (!view.resumed) notify.success(m.success_quiz_started())
        rememberStarted(quizId, view.attemptId)
        setStarted({ view, requestedAt: requestedAt.current })
      },
      onError: (error) => {
        notify.error(errorMessage(error, m.failure_start()))
        if (errorCode(error) === 'PAYMENT_REQUIRED') {
          isStarting.current = false
          setShortOfFunds(true)
          // The screen shows the balance this start found wanting.
          void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() })
          return
        }
        void navigate({ to: '/quizzes', replace: true })
      },
    }),
  )
  const { mutate } = start

  const begin = useCallback(() => {
    if (isStarting.current) return
    isStarting.current = true
    mutate({ quizId })
  }, [mutate, quizId])

  // Whether the start will charge is read from the quiz as it is now: a copy being refreshed may be
  // one from before the purchase (hasPaid false), which would ask a buyer to pay again.
  const isCurrent = !(detail.isStale && detail.isFetching)
  const quiz = isCurrent ? detail.data.quiz : undefined
  // A reload in the middle of a paid attempt resumes it without a second charge: no second question.
  const needsConfirmation = Boolean(
    quiz?.isPaid && quiz.pricePaise > 0 && !detail.data.isCreator && !detail.data.hasPaid && !wasStarted(quizId),
  )

  useEffect(() => {
    if (quiz && !needsConfirmation && !isShortOfFunds) begin()
  }, [quiz, needsConfirmation, isShortOfFunds, begin])

  const decline = useCallback(() => void navigate({ to: '/quizzes' }), [navigate])

  return {
    quiz,
    /** The quiz's own language: the paper's first, beside any second its questions have. */
    language: detail.data.quiz.language,
    started,
    /** Waiting for the player's answer to the paid-quiz question. */
    isAsking: needsConfirmation && start.isIdle,
    confirm: begin,
    decline,
    /** The wallet could not pay for the quiz: the screen offers Add Funds and another start. */
    isShortOfFunds,
    /** Starts again (already confirmed): after the funds came in. */
    retry: begin,
    isRetrying: start.isPending,
  }
}
