import { useEffect, useSyncExternalStore } from 'react'

export type RenderMath = (source: string, display: boolean) => string | null

let loaded: RenderMath | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

/** KaTeX's chunk, once: every text waiting for it draws again when it comes. */
function load() {
  if (loading) return
  const chunk = import('./math')
  loading = chunk.then(
    (module) => {
      loaded = module.renderMath
      for (const listener of listeners) listener()
    },
    () => {
      // Offline, or a deploy replaced the chunk: the formulas stay as their source, and the next
      // text with a formula asks again.
      loading = undefined
    },
  )
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The function that draws formulas, once its chunk has loaded, for a text that holds some
 * (`needed`); until then, and on the server, undefined: the formulas show as typed.
 */
export function useMath(needed: boolean): RenderMath | undefined {
  const renderMath = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  )
  useEffect(() => {
    if (needed && !loaded) load()
  }, [needed])
  return needed ? renderMath : undefined
}
