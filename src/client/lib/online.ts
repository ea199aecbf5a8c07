import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
const isOnline = () => navigator.onLine
// A prerendered page was made online, and React takes it over as it was made.
const wasOnline = () => true

/**
 * Whether the browser has a network. React Query follows the same (src/client/trpc.ts): while there
 * is none, queries wait for it rather than fail, and go on by themselves when it returns.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, wasOnline)
}
