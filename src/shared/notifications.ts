import { formatINR } from './money'
import { PRODUCT_NAME } from './shell-texts'

/**
 * The kinds of notification, and the words of each. A person chooses per kind whether it also comes
 * by email, except `security`: those always do.
 */
const NOTIFICATION_KINDS = ['quiz_review', 'funds', 'withdrawal', 'sale', 'security'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** The kinds a person may turn email off for. */
export const OPTIONAL_EMAIL_KINDS = ['quiz_review', 'funds', 'withdrawal', 'sale'] as const satisfies Exclude<
  NotificationKind,
  'security'
>[]
export type OptionalEmailKind = (typeof OPTIONAL_EMAIL_KINDS)[number]

/** A notification's words: the title is also the email's subject, the body its message. */
export interface NotificationText {
  title: string
  body: string
}

/** A reason as typed, ending as a sentence does, whatever the admin left off. */
const sentence = (text: string) => (/[.!?…)”"']$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

/** How many notifications one call may mark read by id. */
export const MAX_NOTIFICATION_IDS = 100

/** The bell's list: a page at a time, up to the most a page may hold (the server's limit of 100). */
export const NOTIFICATION_LIST_PAGE = 20
export const NOTIFICATION_LIST_MAX = 100

/** The pages a notification links to: where the thing it tells of shows. */
export const NOTIFICATION_LINKS = {
  myQuizzes: '/my-quizzes',
  wallet: '/wallet',
  /** Where a person sees every signed-in browser and signs one out. */
  sessions: '/profile/sessions',
} as const

export const QUIZ_NOTICES = {
  approved: (quizTitle: string): NotificationText => ({
    title: 'Your quiz was approved',
    body: `“${quizTitle}” is approved and now public: players can find it and take it.`,
  }),
  rejected: (quizTitle: string, reason: string): NotificationText => ({
    title: 'Your quiz was not approved',
    body: `“${quizTitle}” was not approved. The reason: ${sentence(reason)} You can edit it and submit it again from My Quizzes.`,
  }),
  unpublished: (quizTitle: string, reason: string): NotificationText => ({
    title: 'Your quiz was unpublished',
    body: `“${quizTitle}” was taken off the public list by an admin. The reason: ${sentence(reason)} Its attempts and results stay; you can edit it and submit it again from My Quizzes.`,
  }),
} as const

export const FUNDS_NOTICES = {
  credited: (amountPaise: number): NotificationText => ({
    title: 'Funds added to your wallet',
    body: `Your request to add ${formatINR(amountPaise)} was approved, and the amount is now in your wallet.`,
  }),
  rejected: (amountPaise: number, reason: string): NotificationText => ({
    title: 'Your request to add funds was rejected',
    body: `Your request to add ${formatINR(amountPaise)} was rejected. The reason: ${sentence(reason)} Nothing was added to your wallet.`,
  }),
} as const

export const WITHDRAWAL_NOTICES = {
  paid: (amountPaise: number, payoutReference: string): NotificationText => ({
    title: 'Your withdrawal was paid',
    body: `Your withdrawal of ${formatINR(amountPaise)} was paid out. Payout reference: ${payoutReference}. Your bank shows it under that reference.`,
  }),
  rejected: (amountPaise: number, reason: string): NotificationText => ({
    title: 'Your withdrawal was rejected',
    body: `Your withdrawal of ${formatINR(amountPaise)} was rejected. The reason: ${sentence(reason)} The amount is back in your wallet.`,
  }),
} as const

export const SALE_NOTICES = {
  sold: (quizTitle: string, earningPaise: number): NotificationText => ({
    title: 'A player bought your quiz',
    body: `A player bought “${quizTitle}”. You earned ${formatINR(earningPaise)} after the platform fee, now in your wallet.`,
  }),
} as const

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
    body: `Your account was signed in to from a browser not seen before: ${browser}, from ${ip}. If this was not you, change your password and sign that browser out on your profile's sessions page.`,
  }),
} as const

export const NOTIFICATION_TEXTS = {
  /** The email's button to the notification's page. */
  open: `Open ${PRODUCT_NAME}`,
} as const

/** What the server says about notifications and their settings. */
export const NOTIFICATION_SERVER = {
  securityAlwaysOn: 'Security notices always come by email; they cannot be turned off',
  whichToMark: 'Send the ids of the notifications to mark read, or all: true',
  noIds: 'Send at least one notification id, or all: true',
  tooManyIds: `Mark at most ${MAX_NOTIFICATION_IDS} notifications by id at a time, or all: true`,
  allMustBeTrue: 'All must be true to mark every notification read',
  preferencesSaved: 'Notification settings saved',
  markedRead: 'Marked as read',
} as const

/** The notification list that opens from the bell. */
export const NOTIFICATION_LIST_TEXTS = {
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet. We will tell you here when something happens to your quizzes or your money.',
  loadFailed: 'Could not load your notifications',
  markFailed: 'Could not mark the notifications as read',
  unread: 'Unread',
  loadMore: 'Show older',
  loading: 'Loading notifications…',
  justNow: 'just now',
} as const

/** The notification settings on the profile page. */
export const NOTIFICATION_PREFERENCE_TEXTS = {
  heading: 'Email notifications',
  description: 'Choose what we also send to your email address. Everything still shows under the bell.',
  kinds: {
    quiz_review: 'A quiz of mine is approved, rejected or unpublished',
    funds: 'My request to add funds is approved or rejected',
    withdrawal: 'My withdrawal is paid or rejected',
    sale: 'A player buys my quiz',
  } satisfies Record<OptionalEmailKind, string>,
  securityNote: 'Security notices (a password or email change, a sign-in from a new browser) always come by email.',
  mailOff: 'This server does not send email at the moment, so these settings take effect once it does.',
  saveFailed: 'Could not save your notification settings',
  loadFailed: 'Could not load your notification settings',
} as const
