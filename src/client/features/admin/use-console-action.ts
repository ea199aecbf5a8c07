import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'

/**
 * What a console action does when it settles, as mutation options: done, it says `message`, calls
 * `onDone` and marks the console's lists stale (and `alsoStale`: other screens' data it changed);
 * refused, it shows the server's words.
 */
export function useConsoleAction(
  message: string,
  { onDone, alsoStale = [] }: { onDone?: () => void; alsoStale?: QueryKey[] } = {},
) {
  const queryClient = useQueryClient()
  return {
    onSuccess: () => {
      notify.success(message)
      onDone?.()
      for (const queryKey of [trpc.admin.pathKey(), ...alsoStale]) void queryClient.invalidateQueries({ queryKey })
    },
    onError: (error: unknown) => notify.error(errorMessage(error)),
  }
}
