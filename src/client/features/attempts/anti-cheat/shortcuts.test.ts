import { describe, expect, it } from 'vitest'
import { blockedShortcut } from './shortcuts'

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
  code = '',
) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
})

describe('blockedShortcut', () => {
  it('blocks the product shortcuts', () => {
    for (const letter of ['c', 'v', 'x', 'a', 's', 'p', 'f']) {
      expect(blockedShortcut(press(letter, { ctrlKey: true }))).toBe(`Ctrl+${letter.toUpperCase()}`)
    }
    expect(blockedShortcut(press('Tab', { altKey: true }))).toBe('Alt+Tab')
    expect(blockedShortcut(press('F12'))).toBe('F12')
    for (const letter of ['I', 'J', 'C']) {
      expect(blockedShortcut(press(letter, { ctrlKey: true, shiftKey: true }))).toBe(`Ctrl+Shift+${letter}`)
    }
  })

  it('treats ⌘ as Ctrl and reads the key position on non-Latin layouts', () => {
    expect(blockedShortcut(press('c', { metaKey: true }))).toBe('Ctrl+C')
    expect(blockedShortcut(press('म', { ctrlKey: true }, 'KeyC'))).toBe('Ctrl+C')
  })

  it('lets ordinary keys through', () => {
    for (const event of [
      press('c'),
      press('Tab'),
      press('Tab', { shiftKey: true }),
      press('ArrowDown'),
      press(' '),
      press('Enter'),
      press('z', { ctrlKey: true }),
      press('i', { ctrlKey: true }),
    ]) {
      expect(blockedShortcut(event)).toBeNull()
    }
  })
})
