/**
 * The words of the account screens: forgot and reset password, email verification (its page and
 * the banner), and the profile's current-password field. What the server answers is in
 * messages.ts (ACCOUNT_SERVER); these are the screens' own words around it.
 */

/** "in 1 minute", "in 25 minutes", "in about 2 hours": how long until a limit lets the person try again. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  const hours = Math.round(minutes / 60)
  return `in about ${hours} ${hours === 1 ? 'hour' : 'hours'}`
}

export const ACCOUNT_TEXTS = {
  /** The login screen's link to the forgot-password page. */
  forgotPasswordLink: 'Forgot password?',
  backToLogin: 'Back to sign in',
  /** A call that sends mail refused for now (the server's limit), with the time it gave. */
  tooManyMails: (retryAfterSeconds: number) =>
    `You have asked for several emails in a short time. You can ask again ${waitInWords(retryAfterSeconds)}.`,

  forgot: {
    /** Also the page's title. */
    title: 'Forgot password',
    subtitle: 'Enter the email address of your account and we will send it a link to choose a new password.',
    form: 'Ask for a password reset link',
    submit: 'Send reset link',
    sending: 'Sending…',
    sentTitle: 'Check your email',
    sendAnother: 'Use another address',
    mailOffTitle: 'Reset by email is not available',
    mailOff:
      'This server does not send email, so it cannot send you a link to reset your password. Our team can help you get back into your account.',
    contact: 'Write to us',
  },

  reset: {
    /** Also the page's title. */
    title: 'Choose a new password',
    subtitle: 'Your new password replaces the old one and signs you out everywhere.',
    form: 'Choose a new password',
    submit: 'Set new password',
    saving: 'Saving…',
    linkProblemTitle: 'This link cannot be used',
    askAgain: 'Ask for a new link',
  },

  verify: {
    /** Also the page's title. */
    title: 'Verify your email address',
    checking: 'We are checking the link from your email.',
    verifying: 'Verifying your email address…',
    doneTitle: 'All set',
    failedTitle: 'We could not verify your address',
    toProfile: 'Go to your profile',
    toHome: 'Go to the home page',
    toLogin: 'Sign in',
    resend: 'Send a new link',
    sending: 'Sending…',
    logInToResend: 'Log in to send a new link',
  },

  banner: {
    /** The banner's landmark name for screen readers. */
    label: 'Email verification',
    text: 'Please verify your email address: open the link we sent to your inbox.',
    resend: 'Resend',
    sending: 'Sending…',
  },

  profile: {
    currentPassword: 'Current password',
    currentPasswordHint: 'Needed to change your password or email address.',
    /** Shown under the form after asking to change the address, until the new one is verified. */
    pendingEmailTitle: 'Email change waiting for you',
  },
} as const
