/**
 * The bell's words, apart from the other notification texts (notifications.ts): the bell is in the
 * header, so these are in the initial JavaScript, and the list's and the notices' words are not.
 */
export const BELL_TEXTS = {
  /** The bell's name for screen readers, with the count in words. */
  label: (unread: number) => (unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`),
  /** What the badge shows past 99. */
  manyUnread: '99+',
} as const
