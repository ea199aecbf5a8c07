import { m } from '#shared/i18n'

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

export const ACCOUNT_TEXTS = {
  /** A call that sends mail refused for now (the server's limit), with the time it gave. */
  tooManyMails: (retryAfterSeconds: number) => m.account_texts_too_many_mails({ wait: waitInWords(retryAfterSeconds) }),
}
