import { isNotFound, isRedirect, notFound, redirect } from '@tanstack/react-router'
import { errorCode, errorMessage } from './errors'
import { notify } from './notify'

/** Where a page goes when its data cannot be loaded, and the product's words for why. */
interface LoadFailure {
  message: string
  to: '/quizzes' | '/my-quizzes'
}

interface LoadOptions {
  /** The router is only warming the page (a hover): no toast, nowhere to go. */
  preload: boolean
  /** Error codes that mean the thing asked for is not there: the route's not-found view shows. */
  missing?: readonly string[]
  /** Any other failure says so in a toast and leaves for this page; without it, the route's error view shows. */
  failure?: LoadFailure
}

/**
 * A route loader's data: what `load` returns, or the router's own answer for a failure. A missing
 * record is `notFound()`, so the route's not-found view shows in place; a page whose failure the
 * product sends elsewhere toasts its message and redirects; anything else reaches the route's
 * error view. The page's component then reads data that is already there.
 */
export async function loadRouteData<T>(load: () => Promise<T>, options: LoadOptions): Promise<T> {
  const { preload, missing = ['NOT_FOUND'], failure } = options
  try {
    return await load()
  } catch (error) {
    if (isRedirect(error) || isNotFound(error)) throw error
    if (missing.includes(errorCode(error) ?? '')) throw notFound()
    if (!failure) throw error
    if (!preload) notify.error(errorMessage(error, failure.message))
    throw redirect({ to: failure.to, replace: true })
  }
}
