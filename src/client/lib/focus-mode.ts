import { useEffect, useSyncExternalStore } from 'react'

/*
 * Focus mode: while a quiz's clock runs, the shell keeps out of the way (the header shows only the
 * product's name, the footer is hidden), so nothing on screen invites the player to wander off.
 * A screen turns it on while it is mounted; the shell reads it.
 */

let holders = 0
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function change(delta: number) {
  holders += delta
  for (const listener of listeners) listener()
}

/** Turns focus mode on while the calling component is mounted (and `isOn`). */
export function useFocusMode(isOn = true) {
  useEffect(() => {
    if (!isOn) return
    change(1)
    return () => change(-1)
  }, [isOn])
}

export function useIsFocusMode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holders > 0,
    () => false,
  )
}
