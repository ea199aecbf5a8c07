/**
 * The words of the account screens: forgot and reset password, email verification (its page and
 * the banner), and the profile's current-password field. What the server answers is in
 * messages.ts (ACCOUNT_SERVER); these are the screens' own words around it, in the catalogs
 * (messages/*.json).
 */
import { withWords, words } from './i18n'
import { m } from './paraglide/messages.js'

/** "in 1 minute", "in 25 minutes", "in about 2 hours": how long until a limit lets the person try again. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  if (minutes < 60)
    return minutes === 1
      ? m.wait_in_words_minutes_one({ count: minutes })
      : m.wait_in_words_minutes_other({ count: minutes })
  const hours = Math.round(minutes / 60)
  return hours === 1 ? m.wait_in_words_hours_one({ count: hours }) : m.wait_in_words_hours_other({ count: hours })
}

export const ACCOUNT_TEXTS = withWords(
  words({
    /** The login screen's link to the forgot-password page. */
    forgotPasswordLink: m.account_texts_forgot_password_link,
    backToLogin: m.account_texts_back_to_login,
  }),
  {
    /** A call that sends mail refused for now (the server's limit), with the time it gave. */
    tooManyMails: (retryAfterSeconds: number) =>
      m.account_texts_too_many_mails({ wait: waitInWords(retryAfterSeconds) }),

    forgot: words({
      /** Also the page's title. */
      title: m.account_texts_forgot_title,
      subtitle: m.account_texts_forgot_subtitle,
      form: m.account_texts_forgot_form,
      submit: m.account_texts_forgot_submit,
      sending: m.account_texts_forgot_sending,
      sentTitle: m.account_texts_forgot_sent_title,
      sendAnother: m.account_texts_forgot_send_another,
      mailOffTitle: m.account_texts_forgot_mail_off_title,
      mailOff: m.account_texts_forgot_mail_off,
      contact: m.account_texts_forgot_contact,
    }),

    reset: words({
      /** Also the page's title. */
      title: m.account_texts_reset_title,
      subtitle: m.account_texts_reset_subtitle,
      form: m.account_texts_reset_form,
      submit: m.account_texts_reset_submit,
      saving: m.account_texts_reset_saving,
      linkProblemTitle: m.account_texts_reset_link_problem_title,
      askAgain: m.account_texts_reset_ask_again,
    }),

    verify: words({
      /** Also the page's title. */
      title: m.account_texts_verify_title,
      checking: m.account_texts_verify_checking,
      verifying: m.account_texts_verify_verifying,
      doneTitle: m.account_texts_verify_done_title,
      failedTitle: m.account_texts_verify_failed_title,
      toProfile: m.account_texts_verify_to_profile,
      toHome: m.account_texts_verify_to_home,
      toLogin: m.account_texts_verify_to_login,
      resend: m.account_texts_verify_resend,
      sending: m.account_texts_verify_sending,
      logInToResend: m.account_texts_verify_log_in_to_resend,
    }),

    banner: words({
      /** The banner's landmark name for screen readers. */
      label: m.account_texts_banner_label,
      text: m.account_texts_banner_text,
      resend: m.account_texts_banner_resend,
      sending: m.account_texts_banner_sending,
    }),

    profile: words({
      currentPassword: m.account_texts_profile_current_password,
      currentPasswordHint: m.account_texts_profile_current_password_hint,
      /** Shown under the form after asking to change the address, until the new one is verified. */
      pendingEmailTitle: m.account_texts_profile_pending_email_title,
    }),
  },
)
