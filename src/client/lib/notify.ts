import type * as React from 'react'
import type { ExternalToast } from 'sonner'

import { TOAST } from '#shared/constants'

type Message = React.ReactNode
type Options = ExternalToast
type ToastId = string | number

// sonner loads on its own, after the first screen (with the Toaster, see routes/__root.tsx) or at
// the first toast, whichever comes first: it is not needed to show a page. One promise, so the
// toasts reach sonner in the order they were raised (a loading toast before its result).
let sonner: Promise<typeof import('sonner')> | undefined
function loadSonner() {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined // offline for a moment: the next toast tries again
    throw error
  })
  return sonner
}

let lastId = 0

/** Hands the toast to sonner under an id known at once, so callers can replace or dismiss it. */
function raise(
  kind: 'success' | 'error' | 'info' | 'warning' | 'loading',
  message: Message,
  options: Options,
): ToastId {
  const id = options.id ?? `notify-${++lastId}`
  void loadSonner().then(({ toast }) => toast[kind](message, { ...options, id }))
  return id
}

/**
 * The one way to raise a toast, so durations live only in TOAST (src/shared/constants.ts).
 * Every call returns the toast id. To turn a loading toast into a result, pass its id:
 *
 *   const id = notify.loading('Submitting quiz…')
 *   try { await submit(); notify.success('Quiz submitted', { id }) }
 *   catch { notify.error('Could not submit quiz', { id }) }
 */
export const notify = {
  success: (message: Message, options?: Options) =>
    raise('success', message, { duration: TOAST.successDurationMs, ...options }),
  error: (message: Message, options?: Options) =>
    raise('error', message, { duration: TOAST.defaultDurationMs, ...options }),
  info: (message: Message, options?: Options) =>
    raise('info', message, { duration: TOAST.defaultDurationMs, ...options }),
  warning: (message: Message, options?: Options) =>
    raise('warning', message, { duration: TOAST.defaultDurationMs, ...options }),
  /** Stays until dismissed (notify.dismiss(id)) or replaced via `{ id }`. */
  loading: (message: Message, options?: Options) => raise('loading', message, { duration: Infinity, ...options }),
  /** Dismiss one toast by id, or all toasts when called without an id. */
  dismiss: (id?: ToastId) => {
    void loadSonner().then(({ toast }) => toast.dismiss(id))
    return id
  },
}
