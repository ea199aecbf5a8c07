/**
 * The words of the sessions page (each signed-in browser, signing out one or all others), the
 * download of one's data and the deletion of one's account. What the server answers is in
 * messages.ts (ACCOUNT_DATA_SERVER); these are the screens' own words around it.
 */

/** How a session's browser is named: "Chrome on Android", from its User-Agent. */
export const BROWSER_WORDS = {
  unknown: 'Unknown browser',
  on: (browser: string, system: string) => `${browser} on ${system}`,
} as const

/**
 * The name a deleted account shows wherever its username did (leaderboards, a quiz's creator). The
 * account's stored username becomes this name and its id: unique, and never a name anyone can
 * choose, as a username has no spaces.
 */
export const DELETED_USER_NAME = 'Deleted user'

/** The placeholder stored as a deleted account's username. */
export function deletedUsername(userId: string): string {
  return `${DELETED_USER_NAME} ${userId}`
}

/** A username as people see it: a deleted account's placeholder reads as "Deleted user". */
export function shownUsername(username: string): string {
  return username.startsWith(`${DELETED_USER_NAME} `) ? DELETED_USER_NAME : username
}

/** The download's file name: quizdom-data-2026-11-24.json. */
export function exportFileName(at: Date): string {
  return `quizdom-data-${at.toISOString().slice(0, 10)}.json`
}

export const ACCOUNT_DATA_TEXTS = {
  /** The page's title, the heading and the profile page's link to it. */
  title: 'Sessions and your data',
  subtitle: 'Where you are signed in, a copy of everything we hold about you, and deleting your account.',
  profileLink: 'Sessions, download my data, delete account',
  backToProfile: 'Back to profile',

  sessions: {
    title: 'Where you are signed in',
    description:
      'Every browser signed in to your account now. Sign out any you do not recognise, then change your password.',
    list: 'Signed-in browsers',
    current: 'This browser',
    ip: (ip: string) => `IP address ${ip}`,
    unknownIp: 'IP address unknown',
    signedIn: (when: string) => `Signed in ${when}`,
    lastSeen: (when: string) => `Last active ${when}`,
    signOut: 'Sign out',
    signOutNamed: (browser: string) => `Sign out ${browser}`,
    signOutOthers: 'Sign out all other sessions',
    noOthers: 'No other browser is signed in to your account.',
    loadFailed: 'Could not load your sessions',
  },

  download: {
    title: 'Download my data',
    description:
      'A JSON file with your profile, your quizzes and their questions, your attempts with their answers and scores, your wallet’s transactions, your notifications and your sessions.',
    action: 'Download my data',
  },

  deletion: {
    title: 'Delete account',
    description:
      'Your profile, email address, phone number, picture, sessions and notifications are erased, and you cannot sign in again. Your name shows as “Deleted user” on leaderboards. Free quizzes you published stay for players; paid ones are taken off the list; the rest are deleted. Records of money stay, no longer linked to you. Your wallet must be empty and no request waiting first.',
    action: 'Delete account',
    dialogTitle: 'Delete your account?',
    dialogDescription: 'This cannot be undone. Download your data first if you want a copy.',
    passwordLabel: 'Your password',
    passwordHint: 'Enter your password to confirm.',
    usernameLabel: 'Your username',
    usernameHint: (username: string) =>
      `Your account signs in with Google and has no password: type your username, ${username}, to confirm.`,
    confirm: 'Delete my account',
    deleting: 'Deleting…',
    cancel: 'Cancel',
  },
} as const
