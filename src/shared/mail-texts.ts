/** The words of every message the product sends by mail. */

export const MAIL_LAYOUT = {
  footer: (product: string) => `You are receiving this because you have an account on ${product}.`,
  linkFallback: 'If the button does not work, copy this link into your browser:',
} as const

export const ACCOUNT_MAIL = {
  verifyEmail: {
    subject: 'Verify your email address',
    paragraphs: (username: string) => [
      `Hello ${username},`,
      'Please confirm that this address is yours. The link is valid for 24 hours and works once.',
      'If you did not create an account, you can ignore this message.',
    ],
    action: 'Verify email address',
  },
  changeEmail: {
    subject: 'Confirm your new email address',
    paragraphs: (username: string) => [
      `Hello ${username},`,
      'You asked to use this address for your account. It takes effect when you open the link below, valid for 24 hours.',
      'If you did not ask for this, ignore this message: nothing changes.',
    ],
    action: 'Confirm new address',
  },
  emailChangeNotice: {
    subject: 'Your email address is changing',
    paragraphs: (username: string, newEmail: string) => [
      `Hello ${username},`,
      `Someone signed in to your account asked to change its email address to ${newEmail}. It changes once that address is confirmed.`,
      'If this was not you, change your password now and sign out of every other session from your profile.',
    ],
  },
  resetPassword: {
    subject: 'Reset your password',
    paragraphs: (username: string) => [
      `Hello ${username},`,
      'We received a request to reset your password. The link is valid for 1 hour and works once; a newer request replaces it.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
    action: 'Choose a new password',
  },
} as const
