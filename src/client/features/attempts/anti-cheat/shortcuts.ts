/** The product's blocked shortcuts: Ctrl with c, v, x, a, s, p or f; Alt+Tab; F12; Ctrl+Shift with i, j or c. */
const CTRL_LETTERS = new Set(['c', 'v', 'x', 'a', 's', 'p', 'f'])
const DEVTOOLS_LETTERS = new Set(['i', 'j', 'c'])

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>

/** The letter pressed: by its character on Latin layouts, by its key position on others (e.g. Devanagari). */
function letterOf(event: KeyLike): string {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase()
  return /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : ''
}

/**
 * The shortcut's name when the key press is one the attempt screen blocks, else null. ⌘ counts as
 * Ctrl: on a Mac it is the key that copies, pastes and opens the developer tools.
 */
export function blockedShortcut(event: KeyLike): string | null {
  if (event.key === 'F12') return 'F12'
  if (event.altKey && event.key === 'Tab') return 'Alt+Tab'
  if (!event.ctrlKey && !event.metaKey) return null
  const letter = letterOf(event)
  if (event.shiftKey && DEVTOOLS_LETTERS.has(letter)) return `Ctrl+Shift+${letter.toUpperCase()}`
  if (CTRL_LETTERS.has(letter)) return `Ctrl+${letter.toUpperCase()}`
  return null
}
