/**
 * The bell's words, apart from the other notification texts (notifications.ts): the bell is in the
 * header, so these are in the initial JavaScript, and the list's and the notices' words are not.
 */
import { m } from '#shared/i18n'

export const BELL_TEXTS = {
  /** The bell's name for screen readers, with the count in words. */
  label: (unread: number): string => (unread === 0 ? m.bell_texts_label_none() : m.bell_texts_label({ unread })),
  /** What the badge shows past 99: a number, the same in every language. */
  manyUnread: '99+',
} as const
