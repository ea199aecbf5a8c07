import { useBlocker } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { m } from '#shared/i18n'

/**
 * Asks before a running attempt is left by a link, the header or the browser's Back: the clock
 * does not stop while the player is away. The submit's own way to the result is never asked about
 * (`hasFinished` is read at that moment, before a re-render could turn the guard off).
 *
 * A reload or a closed tab is not asked about: the attempt resumes on return, and a browser's own
 * "leave site?" box cannot say so.
 */
export function LeaveGuard({ hasFinished, isLocked }: { hasFinished: () => boolean; isLocked: boolean }) {
  const shouldBlockFn = useCallback(() => !hasFinished(), [hasFinished])
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload: false, withResolver: true })
  const isAsking = blocker.status === 'blocked'

  // The time ran out (or the monitor submitted) while the question was open: the submit decides.
  useEffect(() => {
    if (isLocked && isAsking) blocker.reset()
  }, [isLocked, isAsking, blocker])

  return (
    <AlertDialog
      open={isAsking}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.()
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.attempt_texts_leave_title()}</AlertDialogTitle>
          <AlertDialogDescription>{m.attempt_texts_leave_description()}</AlertDialogDescription>
        </AlertDialogHeader>
        {/*
          Stay is the primary button and has the focus (an alert dialog's Cancel does): Enter, or a
          tap on the strong button, keeps the attempt. Leave, the way out, is the quiet one.
        */}
        <AlertDialogFooter>
          <AlertDialogAction variant="outline" onClick={() => blocker.proceed?.()}>
            {m.attempt_texts_leave()}
          </AlertDialogAction>
          <AlertDialogCancel variant="default">{m.attempt_texts_stay()}</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
