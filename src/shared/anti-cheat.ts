import { ANTI_CHEAT } from './constants'
import { words } from './i18n'
import { m } from './paraglide/messages.js'

/** The kinds of violation an attempt records, and how serious each is. */
export const VIOLATION_TYPES = [
  'tab_switch',
  'copy_paste',
  'keyboard_shortcut',
  'fullscreen_exit',
  'fullscreen_violation',
] as const
export type ViolationType = (typeof VIOLATION_TYPES)[number]
export type Severity = 'low' | 'medium' | 'high' | 'critical'

/**
 * Not being back in full screen within 5 s is the one critical violation: the player has left
 * the monitored screen for good. The rest count towards the report; tab switches also count
 * against `maxTabSwitches`.
 */
export const VIOLATION_SEVERITY: Record<ViolationType, Severity> = {
  tab_switch: 'medium',
  copy_paste: 'high',
  keyboard_shortcut: 'medium',
  fullscreen_exit: 'medium',
  fullscreen_violation: 'critical',
}

export const VIOLATION_LABELS: Readonly<Record<ViolationType, string>> = words({
  tab_switch: m.violation_labels_tab_switch,
  copy_paste: m.violation_labels_copy_paste,
  keyboard_shortcut: m.violation_labels_keyboard_shortcut,
  fullscreen_exit: m.violation_labels_fullscreen_exit,
  fullscreen_violation: m.violation_labels_fullscreen_violation,
})

/** The server keeps at most this many violations per attempt (the client's log keeps 50). */
export const MAX_STORED_VIOLATIONS = 500

/**
 * A violation's `details` is whatever JSON the client sends (the API gives it no type); the
 * server keeps at most this many bytes of it (UTF-8), so 500 reports cannot fill the database.
 */
export const VIOLATION_DETAILS_MAX_BYTES = 1024

/** Does this violation end the attempt, given the quiz's anti-cheat settings? */
export function shouldAutoSubmit(
  antiCheat: { enabled: boolean; autoSubmitOnViolation: boolean; maxTabSwitches: number },
  violation: { type: ViolationType; tabSwitchesSoFar: number },
): boolean {
  if (!antiCheat.enabled || !antiCheat.autoSubmitOnViolation) return false
  if (VIOLATION_SEVERITY[violation.type] === 'critical') return true
  return (
    violation.type === 'tab_switch' &&
    violation.tabSwitchesSoFar > (antiCheat.maxTabSwitches ?? ANTI_CHEAT.defaultMaxTabSwitches)
  )
}

export const SUBMIT_REASONS = ['manual', 'time_expired', 'all_completed', 'anti_cheat'] as const
export type SubmitReason = (typeof SUBMIT_REASONS)[number]

/** The auto-submit reasons the result shows as 'Quiz auto-submitted: {reason}'. */
export const AUTO_SUBMIT_TEXT: Readonly<Record<Exclude<SubmitReason, 'manual'>, string>> = words({
  time_expired: m.auto_submit_text_time_expired,
  all_completed: m.auto_submit_text_all_completed,
  anti_cheat: m.auto_submit_text_anti_cheat,
})
export const autoSubmittedMessage = (reason: string) => m.auto_submitted_message({ reason })
