import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { TRPCClientError } from '@trpc/client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { FAILURE, SUCCESS } from '#shared/messages'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { rememberStarted, wasStarted } from './attempt-storage'
import type { StartedAttempt } from './types'

function isNotFound(error: unknown) {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND'
}

/**
 * The start flow (spec section 4): load the quiz; a paid quiz (not the player's own) asks first;
 * then one `attempts.start`, which also resumes an attempt in progress. The start runs once, even
 * when StrictMode runs effects twice: a ref guards it, and the mutation is not a query to refetch.
 */
export function useStartAttempt(quizId: string) {
  const navigate = useNavigate()
  const detail = useQuery(trpc.quizzes.byId.queryOptions({ id: quizId }))
  const [started, setStarted] = useState<StartedAttempt | null>(null)
  const requestedAt = useRef(0)
  const isStarting = useRef(false)

  const start = useMutation(
    trpc.attempts.start.mutationOptions({
      onMutate: () => {
        requestedAt.current = performance.now()
      },
      onSuccess: (view) => {
        if (!view.resumed) notify.success(SUCCESS.quizStarted)
        rememberStarted(quizId, view.attemptId)
        setStarted({ view, requestedAt: requestedAt.current })
      },
      onError: (error) => {
        notify.error(errorMessage(error, FAILURE.start))
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

  const quiz = detail.data?.quiz
  // A reload in the middle of a paid attempt resumes it without a second charge: no second question.
  const needsConfirmation = Boolean(
    quiz && quiz.isPaid && quiz.pricePaise > 0 && !detail.data?.isCreator && !wasStarted(quizId),
  )

  useEffect(() => {
    if (quiz && !needsConfirmation) begin()
  }, [quiz, needsConfirmation, begin])

  useEffect(() => {
    // "Not found" is shown on the page; any other failure says so and goes back to the list.
    if (detail.isError && !isNotFound(detail.error)) {
      notify.error(errorMessage(detail.error, FAILURE.start))
      void navigate({ to: '/quizzes', replace: true })
    }
  }, [detail.isError, detail.error, navigate])

  const decline = useCallback(() => void navigate({ to: '/quizzes' }), [navigate])

  return {
    quiz,
    started,
    isNotFound: detail.isError && isNotFound(detail.error),
    /** Waiting for the player's answer to the paid-quiz question. */
    isAsking: needsConfirmation && start.isIdle,
    confirm: begin,
    decline,
  }
}
