import { PRODUCT_NAME } from './texts'

/**
 * The kinds of notification, and the words of each. A person chooses per kind whether it also comes
 * by email, except `security`: those always do.
 */
export const NOTIFICATION_KINDS = ['quiz_review', 'funds', 'withdrawal', 'sale', 'security'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** The kinds a person may turn email off for. */
export const OPTIONAL_EMAIL_KINDS = NOTIFICATION_KINDS.filter((kind) => kind !== 'security')

/** A notification's words: the title is also the email's subject, the body its message. */
export interface NotificationText {
  title: string
  body: string
}

export const SECURITY_NOTICES = {
  passwordChanged: {
    title: 'Your password was changed',
    body: 'The password of your account was just changed, and every other session was signed out. If this was not you, reset your password now with "Forgot password?" on the login screen.',
  },
  passwordReset: {
    title: 'Your password was reset',
    body: 'The password of your account was reset with a link sent to this address, and every session was signed out. If this was not you, reset it again now and contact support.',
  },
  emailChanged: (oldEmail: string, newEmail: string): NotificationText => ({
    title: 'Your email address was changed',
    body: `The email address of your account changed from ${oldEmail} to ${newEmail}. If this was not you, contact support at once.`,
  }),
  newSignIn: (browser: string, ip: string): NotificationText => ({
    title: 'New sign-in to your account',
    body: `Your account was signed in to from a browser not seen before: ${browser}, from ${ip}. If this was not you, change your password and sign out of that session from your profile.`,
  }),
} as const

export const NOTIFICATION_TEXTS = {
  /** The email's button to the notification's page. */
  open: `Open ${PRODUCT_NAME}`,
} as const
