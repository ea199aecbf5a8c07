/**
 * The words of the sessions page (each signed-in browser, signing out one or all others), the
 * download of one's data and the deletion of one's account. What the server answers is in
 * messages.ts (ACCOUNT_DATA_SERVER); these are the screens' own words around it, in the catalogs
 * (messages/*.json).
 */
import { withWords, words } from './i18n'
import { m } from './paraglide/messages.js'

/** How a session's browser is named: "Chrome on Android", from its User-Agent. */
export const BROWSER_WORDS = {
  on: (browser: string, system: string) => m.browser_words_on({ browser, system }),
  /** A browser and the system it runs on, either unknown (null): "Chrome on Android", "Unknown browser". */
  describe: (browser: string | null, system: string | null) => {
    if (system) return BROWSER_WORDS.on(browser ?? m.browser_words_unknown(), system)
    return browser ?? m.browser_words_unknown()
  },
}

/**
 * The stored mark of a deleted account: its username becomes this and its id, unique, and never a
 * name anyone can choose, as a username has no spaces. Stored, so the same in every language; it
 * shows as "Deleted user" in the reader's (shownUsername).
 */
export const DELETED_USER_NAME = 'Deleted user'

/** The placeholder stored as a deleted account's username. */
export function deletedUsername(userId: string): string {
  return `${DELETED_USER_NAME} ${userId}`
}

/** A username as people see it: a deleted account's placeholder reads as "Deleted user". */
export function shownUsername(username: string): string {
  return username.startsWith(`${DELETED_USER_NAME} `) ? m.shown_username_deleted() : username
}

/** The download's file name: quizdom-data-2026-11-24.json. */
export function exportFileName(at: Date): string {
  return `quizdom-data-${at.toISOString().slice(0, 10)}.json`
}

export const ACCOUNT_DATA_TEXTS = withWords(
  words({
    /** The page's title, the heading and the profile page's link to it. */
    title: m.account_data_texts_title,
    subtitle: m.account_data_texts_subtitle,
    profileLink: m.account_data_texts_profile_link,
    backToProfile: m.account_data_texts_back_to_profile,
  }),
  {
    sessions: withWords(
      words({
        title: m.account_data_texts_sessions_title,
        description: m.account_data_texts_sessions_description,
        list: m.account_data_texts_sessions_list,
        current: m.account_data_texts_sessions_current,
        unknownIp: m.account_data_texts_sessions_unknown_ip,
        signOut: m.account_data_texts_sessions_sign_out,
        signOutOthers: m.account_data_texts_sessions_sign_out_others,
        noOthers: m.account_data_texts_sessions_no_others,
        loadFailed: m.account_data_texts_sessions_load_failed,
      }),
      {
        ip: (ip: string) => m.account_data_texts_sessions_ip({ ip }),
        signedIn: (when: string) => m.account_data_texts_sessions_signed_in({ when }),
        lastSeen: (when: string) => m.account_data_texts_sessions_last_seen({ when }),
        signOutNamed: (browser: string) => m.account_data_texts_sessions_sign_out_named({ browser }),
      },
    ),
    download: words({
      title: m.account_data_texts_download_title,
      description: m.account_data_texts_download_description,
      action: m.account_data_texts_download_action,
    }),
    deletion: withWords(
      words({
        title: m.account_data_texts_deletion_title,
        description: m.account_data_texts_deletion_description,
        action: m.account_data_texts_deletion_action,
        dialogTitle: m.account_data_texts_deletion_dialog_title,
        dialogDescription: m.account_data_texts_deletion_dialog_description,
        passwordLabel: m.account_data_texts_deletion_password_label,
        passwordHint: m.account_data_texts_deletion_password_hint,
        usernameLabel: m.account_data_texts_deletion_username_label,
        confirm: m.account_data_texts_deletion_confirm,
        deleting: m.account_data_texts_deletion_deleting,
        cancel: m.account_data_texts_deletion_cancel,
      }),
      {
        usernameHint: (username: string) => m.account_data_texts_deletion_username_hint({ username }),
      },
    ),
  },
)
