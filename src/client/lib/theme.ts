import { useCallback, useSyncExternalStore } from 'react'

/** Dark mode: a boolean, shown as the `dark` class on <html>. */
const STORAGE_KEY = 'quizdom-theme'
const listeners = new Set<() => void>()

function isDark() {
  return document.documentElement.classList.contains('dark')
}

function setDark(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark)
  try {
    localStorage.setItem(STORAGE_KEY, dark ? 'dark' : 'light')
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener()
}

export function useDarkMode() {
  const dark = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isDark,
    () => false,
  )
  const toggle = useCallback(() => setDark(!isDark()), [])
  return { isDark: dark, toggle }
}
