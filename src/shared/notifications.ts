import { words } from './i18n'
import { istMinute } from './contests'
import { formatINR } from './money'
import { m } from './paraglide/messages.js'
import { PRODUCT_NAME } from './shell-texts'
import { streakDays } from './streaks'

/**
 * The kinds of notification, and the words of each. A person chooses per kind whether it also comes
 * by email, except `security`: those always do.
 */
export const NOTIFICATION_KINDS = [
  'quiz_review',
  'funds',
  'withdrawal',
  'sale',
  'series',
  'contest',
  'streak',
  'assignment',
  'security',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** The kinds a person may turn email off for. */
export const OPTIONAL_EMAIL_KINDS = [
  'quiz_review',
  'funds',
  'withdrawal',
  'sale',
  'series',
  'contest',
  'streak',
  'assignment',
] as const satisfies Exclude<NotificationKind, 'security'>[]
export type OptionalEmailKind = (typeof OPTIONAL_EMAIL_KINDS)[number]

/** A notification's words: the title is also the email's subject, the body its message. */
export interface NotificationWords {
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

/**
 * Each notice's words, written from its arguments in the language of the moment. A notice is stored
 * as its name and arguments (NoticeMessage), so it reads in its reader's language whenever it is
 * read, and its email in its recipient's.
 */
const NOTICE_WORDS = {
  quizApproved: (quizTitle: string) => ({
    title: m.quiz_notices_approved_title(),
    body: m.quiz_notices_approved_body({ quizTitle }),
  }),
  quizRejected: (quizTitle: string, reason: string) => ({
    title: m.quiz_notices_rejected_title(),
    body: m.quiz_notices_rejected_body({ quizTitle, reason: sentence(reason) }),
  }),
  quizUnpublished: (quizTitle: string, reason: string) => ({
    title: m.quiz_notices_unpublished_title(),
    body: m.quiz_notices_unpublished_body({ quizTitle, reason: sentence(reason) }),
  }),
  fundsCredited: (amountPaise: number) => ({
    title: m.funds_notices_credited_title(),
    body: m.funds_notices_credited_body({ amount: formatINR(amountPaise) }),
  }),
  fundsRejected: (amountPaise: number, reason: string) => ({
    title: m.funds_notices_rejected_title(),
    body: m.funds_notices_rejected_body({ amount: formatINR(amountPaise), reason: sentence(reason) }),
  }),
  withdrawalPaid: (amountPaise: number, payoutReference: string) => ({
    title: m.withdrawal_notices_paid_title(),
    body: m.withdrawal_notices_paid_body({ amount: formatINR(amountPaise), payoutReference }),
  }),
  withdrawalRejected: (amountPaise: number, reason: string) => ({
    title: m.withdrawal_notices_rejected_title(),
    body: m.withdrawal_notices_rejected_body({ amount: formatINR(amountPaise), reason: sentence(reason) }),
  }),
  fundsHeld: (amountPaise: number, orderedPaise: number) => ({
    title: m.funds_notices_held_title(),
    body: m.funds_notices_held_body({ amount: formatINR(amountPaise), ordered: formatINR(orderedPaise) }),
  }),
  withdrawalReversed: (amountPaise: number, reason: string) => ({
    title: m.withdrawal_notices_reversed_title(),
    body: m.withdrawal_notices_reversed_body({ amount: formatINR(amountPaise), reason: sentence(reason) }),
  }),
  refundSent: (amountPaise: number) => ({
    title: m.refund_notices_sent_title(),
    body: m.refund_notices_sent_body({ amount: formatINR(amountPaise) }),
  }),
  saleSold: (quizTitle: string, earningPaise: number) => ({
    title: m.sale_notices_sold_title(),
    body: m.sale_notices_sold_body({ quizTitle, amount: formatINR(earningPaise) }),
  }),
  seriesMockOpen: (seriesTitle: string, quizTitle: string) => ({
    title: m.series_notice_mock_open_title(),
    body: m.series_notice_mock_open_body({ seriesTitle, quizTitle }),
  }),
  contestReminder: (contestTitle: string, startsAtMs: number) => ({
    title: m.contests_notice_reminder_title(),
    body: m.contests_notice_reminder_body({ title: contestTitle, time: istMinute(new Date(startsAtMs)) }),
  }),
  streakReminder: (days: number) => ({
    title: m.streaks_notice_title(),
    body: m.streaks_notice_body({ days: streakDays(days) }),
  }),
  assignmentReminder: (quizTitle: string, groupName: string, dueAtMs: number) => ({
    title: m.groups_notice_reminder_title(),
    body: m.groups_notice_reminder_body({ quizTitle, groupName, time: istMinute(new Date(dueAtMs)) }),
  }),
  passwordChanged: () => ({
    title: m.security_notices_password_changed_title(),
    body: m.security_notices_password_changed_body(),
  }),
  passwordReset: () => ({
    title: m.security_notices_password_reset_title(),
    body: m.security_notices_password_reset_body(),
  }),
  emailChanged: (oldEmail: string, newEmail: string) => ({
    title: m.security_notices_email_changed_title(),
    body: m.security_notices_email_changed_body({ oldEmail, newEmail }),
  }),
  phoneChanged: (phone: string) => ({
    title: m.security_notices_phone_changed_title(),
    body: m.security_notices_phone_changed_body({ phone }),
  }),
} satisfies Record<string, (...args: never[]) => NotificationWords>

export type NoticeName = keyof typeof NOTICE_WORDS

/** A notice as stored: which one, and what it was told (titles, amounts in paise, reasons as typed). */
export type NoticeMessage = {
  [K in NoticeName]: { notice: K; args: Parameters<(typeof NOTICE_WORDS)[K]> }
}[NoticeName]

/** A notice's words in the language of the moment. */
export function noticeWords(message: NoticeMessage): NotificationWords {
  const write = NOTICE_WORDS[message.notice] as (...args: NoticeMessage['args']) => NotificationWords
  return write(...message.args)
}

/**
 * The words a notice quotes from people or from elsewhere (a quiz's title, a reason an admin typed,
 * an email, a browser's name): the app sets them apart from its own words around them.
 */
export function quotedIn(message: NoticeMessage): string[] {
  return (message.args as ReadonlyArray<string | number>).filter(
    (arg): arg is string => typeof arg === 'string' && arg !== '',
  )
}

/** A stored notice, if it is one this code can write (a row from another version may name another). */
export function readNoticeMessage(value: unknown): NoticeMessage | null {
  if (typeof value !== 'object' || value === null) return null
  const { notice, args } = value as { notice?: unknown; args?: unknown }
  if (typeof notice !== 'string' || !Object.hasOwn(NOTICE_WORDS, notice) || !Array.isArray(args)) return null
  const write = NOTICE_WORDS[notice as NoticeName]
  const fits = args.length === write.length && args.every((arg) => typeof arg === 'string' || typeof arg === 'number')
  return fits ? ({ notice, args } as NoticeMessage) : null
}

/**
 * A notice's words, read when read (in the language of the moment), with the message it is stored
 * as. `notify` writes the notification and its email from the message, in the recipient's language.
 */
export interface NotificationText extends NotificationWords {
  readonly message?: NoticeMessage
}

function notice<K extends NoticeName>(name: K, ...args: Parameters<(typeof NOTICE_WORDS)[K]>): NotificationText {
  const message = { notice: name, args } as NoticeMessage
  return {
    get title() {
      return noticeWords(message).title
    },
    get body() {
      return noticeWords(message).body
    },
    message,
  }
}

export const QUIZ_NOTICES = {
  approved: (quizTitle: string) => notice('quizApproved', quizTitle),
  rejected: (quizTitle: string, reason: string) => notice('quizRejected', quizTitle, reason),
  unpublished: (quizTitle: string, reason: string) => notice('quizUnpublished', quizTitle, reason),
} as const

export const FUNDS_NOTICES = {
  credited: (amountPaise: number) => notice('fundsCredited', amountPaise),
  rejected: (amountPaise: number, reason: string) => notice('fundsRejected', amountPaise, reason),
  /** A gateway payment whose amount is not the order's: kept for an admin, never credited as it came. */
  held: (amountPaise: number, orderedPaise: number) => notice('fundsHeld', amountPaise, orderedPaise),
  refunded: (amountPaise: number) => notice('refundSent', amountPaise),
} as const

export const WITHDRAWAL_NOTICES = {
  paid: (amountPaise: number, payoutReference: string) => notice('withdrawalPaid', amountPaise, payoutReference),
  rejected: (amountPaise: number, reason: string) => notice('withdrawalRejected', amountPaise, reason),
  /** A gateway payout that came back after it was paid: the amount is in the wallet again. */
  reversed: (amountPaise: number, reason: string) => notice('withdrawalReversed', amountPaise, reason),
} as const

export const SALE_NOTICES = {
  sold: (quizTitle: string, earningPaise: number) => notice('saleSold', quizTitle, earningPaise),
} as const

export const SERIES_NOTICES = {
  /** A mock of a series the reader bought is open to start. */
  mockOpen: (seriesTitle: string, quizTitle: string) => notice('seriesMockOpen', seriesTitle, quizTitle),
} as const

export const CONTEST_NOTICES = {
  /** A contest the reader registered for starts in a few minutes. */
  reminder: (contestTitle: string, startsAt: Date) => notice('contestReminder', contestTitle, startsAt.getTime()),
} as const

export const ASSIGNMENT_NOTICES = {
  /** An assignment of a group the reader is in is due soon, and they have not submitted it. */
  reminder: (quizTitle: string, groupName: string, dueAt: Date) =>
    notice('assignmentReminder', quizTitle, groupName, dueAt.getTime()),
} as const

export const SECURITY_NOTICES = {
  passwordChanged: notice('passwordChanged'),
  passwordReset: notice('passwordReset'),
  emailChanged: (oldEmail: string, newEmail: string) => notice('emailChanged', oldEmail, newEmail),
  phoneChanged: (phone: string) => notice('phoneChanged', phone),
} as const

export const NOTIFICATION_TEXTS = {
  /** The email's button to the notification's page. */
  get open() {
    return m.notification_texts_open({ product: PRODUCT_NAME })
  },
}

/** What the server says about notifications and their settings. */
export const NOTIFICATION_SERVER = words({
  tooManyIds: () => m.notification_server_too_many_ids({ most: MAX_NOTIFICATION_IDS }),
})

/** The notification settings on the profile page. */
export const NOTIFICATION_PREFERENCE_TEXTS = {
  kinds: words({
    quiz_review: m.notification_preference_texts_kinds_quiz_review,
    funds: m.notification_preference_texts_kinds_funds,
    withdrawal: m.notification_preference_texts_kinds_withdrawal,
    sale: m.notification_preference_texts_kinds_sale,
    series: m.series_notice_kind,
    contest: m.contests_notice_kind,
    streak: m.streaks_notice_kind,
    assignment: m.groups_notice_kind,
  }) satisfies Record<OptionalEmailKind, string>,
}

export const STREAK_NOTICES = {
  /** The reader's streak breaks at midnight IST unless they play today. */
  reminder: (days: number) => notice('streakReminder', days),
} as const
