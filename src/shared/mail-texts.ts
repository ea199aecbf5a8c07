/**
 * The words of every message the product sends by mail, in the catalogs (messages/*.json). A mail
 * is written in its recipient's language (the server composes it inside `inLocale`).
 */
import { INDIA_TIME_ZONE } from './india-time'
import { dateFormat, withWords, words } from './i18n'
import { m } from './paraglide/messages.js'

export const MAIL_LAYOUT = {
  footer: (product: string) => m.mail_layout_footer({ product }),
}

export const ACCOUNT_MAIL = {
  verifyEmail: withWords(
    words({ subject: m.account_mail_verify_email_subject, action: m.account_mail_verify_email_action }),
    {
      paragraphs: (username: string) => [
        m.account_mail_hello({ username }),
        m.account_mail_verify_email_paragraph_2(),
        m.account_mail_verify_email_paragraph_3(),
      ],
    },
  ),
  changeEmail: withWords(
    words({ subject: m.account_mail_change_email_subject, action: m.account_mail_change_email_action }),
    {
      paragraphs: (username: string) => [
        m.account_mail_hello({ username }),
        m.account_mail_change_email_paragraph_2(),
        m.account_mail_change_email_paragraph_3(),
      ],
    },
  ),
  emailChangeNotice: withWords(words({ subject: m.account_mail_email_change_notice_subject }), {
    paragraphs: (username: string, newEmail: string) => [
      m.account_mail_hello({ username }),
      m.account_mail_email_change_notice_paragraph_2({ newEmail }),
      m.account_mail_email_change_notice_paragraph_3(),
    ],
  }),
  resetPassword: withWords(
    words({ subject: m.account_mail_reset_password_subject, action: m.account_mail_reset_password_action }),
    {
      paragraphs: (username: string) => [
        m.account_mail_hello({ username }),
        m.account_mail_reset_password_paragraph_2(),
        m.account_mail_reset_password_paragraph_3(),
      ],
    },
  ),
  /** A browser the account had not seen signed in: when (India time), which browser, from where. */
  newBrowser: withWords(
    words({ subject: m.account_mail_new_browser_subject, action: m.account_mail_new_browser_action }),
    {
      paragraphs: (username: string, sighting: { browser: string; ip: string; at: Date }) => [
        m.account_mail_hello({ username }),
        m.account_mail_new_browser_paragraph_2({
          browser: sighting.browser,
          ip: sighting.ip,
          when: dateFormat({ dateStyle: 'long', timeStyle: 'short', timeZone: INDIA_TIME_ZONE }).format(sighting.at),
        }),
        m.account_mail_new_browser_paragraph_3(),
      ],
    },
  ),
} as const
