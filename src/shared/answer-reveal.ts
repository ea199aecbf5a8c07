/**
 * When a quiz's result shows the correct answers and explanations: the creator's choice. Shown
 * after each attempt, a second account with a free retake reads every answer after one attempt;
 * a contest shows them once it has closed, or never.
 */
import { words } from './i18n'
import { m } from './paraglide/messages.js'

export const ANSWER_REVEAL_TIMES = ['after_attempt', 'after_close', 'never'] as const
export type AnswerRevealTime = (typeof ANSWER_REVEAL_TIMES)[number]

export const ANSWER_REVEAL_TEXTS = {
  options: {
    after_attempt: words({
      label: m.answer_reveal_texts_options_after_attempt_label,
      description: m.answer_reveal_texts_options_after_attempt_description,
    }),
    after_close: words({
      label: m.answer_reveal_texts_options_after_close_label,
      description: m.answer_reveal_texts_options_after_close_description,
    }),
    never: words({
      label: m.answer_reveal_texts_options_never_label,
      description: m.answer_reveal_texts_options_never_description,
    }),
  } satisfies Record<AnswerRevealTime, { label: string; description: string }>,
  shownAfterClose: (closesAt: string) => m.answer_reveal_texts_shown_after_close({ closesAt }),
}

interface RevealSettings {
  /** The API's original boolean: true unless the choice is 'never'. */
  showCorrectAnswers: boolean
  showCorrectAnswersWhen?: AnswerRevealTime | undefined
}

/**
 * The choice in force. A quiz saved before the choice existed, or a client that sends only the
 * API's original boolean: false is never; true is after the quiz closes when it has an end time, else after
 * each attempt. When the two disagree the stricter wins, so a client that turns the boolean off
 * without knowing the choice still hides the answers.
 */
export function revealTimeOf(settings: RevealSettings, endTime: string | Date | null): AnswerRevealTime {
  if (!settings.showCorrectAnswers) return 'never'
  return settings.showCorrectAnswersWhen ?? (endTime ? 'after_close' : 'after_attempt')
}

/** The settings with the choice made explicit, and the original boolean following it. */
export function withRevealTime<S extends RevealSettings>(
  settings: S,
  endTime: string | Date | null,
): S & { showCorrectAnswersWhen: AnswerRevealTime } {
  const when = revealTimeOf(settings, endTime)
  return { ...settings, showCorrectAnswers: when !== 'never', showCorrectAnswersWhen: when }
}

/**
 * Whether the answers may be shown at `now` (the database's clock on the server). After the quiz
 * closes means never for a quiz that has no end time.
 */
export function areAnswersShown(when: AnswerRevealTime, endTime: string | Date | null, now: Date): boolean {
  if (when === 'after_attempt') return true
  if (when === 'never' || !endTime) return false
  return now.getTime() >= new Date(endTime).getTime()
}
