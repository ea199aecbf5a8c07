import type * as React from 'react'
import { type ExternalToast, toast } from 'sonner'

import { TOAST } from '#shared/constants'

type Message = React.ReactNode
type Options = ExternalToast

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
    toast.success(message, { duration: TOAST.successDurationMs, ...options }),
  error: (message: Message, options?: Options) =>
    toast.error(message, { duration: TOAST.defaultDurationMs, ...options }),
  info: (message: Message, options?: Options) =>
    toast.info(message, { duration: TOAST.defaultDurationMs, ...options }),
  warning: (message: Message, options?: Options) =>
    toast.warning(message, { duration: TOAST.defaultDurationMs, ...options }),
  /** Stays until dismissed (notify.dismiss(id)) or replaced via `{ id }`. */
  loading: (message: Message, options?: Options) => toast.loading(message, { duration: Infinity, ...options }),
  /** Dismiss one toast by id, or all toasts when called without an id. */
  dismiss: (id?: string | number) => toast.dismiss(id),
}
