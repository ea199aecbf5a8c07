import type { NotificationKind, OptionalEmailKind } from '#shared/notifications'
import { OPTIONAL_EMAIL_KINDS } from '#shared/notifications'

/**
 * Who gets what. A notification is its recipient's alone: every read and every change is of the
 * signed-in user's own rows (the repository's queries are all scoped to one user id, so an id of
 * someone else's names nothing). Email follows the person's choice per kind, except security
 * notices: a stranger who took over the account must not be able to silence them.
 */
export function sendsEmail(kind: NotificationKind, optOuts: readonly string[]): boolean {
  return kind === 'security' || !optOuts.includes(kind)
}

/** The kinds whose email is on, from the kinds the person turned off. */
export function emailChoices(optOuts: readonly string[]): Record<OptionalEmailKind, boolean> {
  return Object.fromEntries(OPTIONAL_EMAIL_KINDS.map((kind) => [kind, !optOuts.includes(kind)])) as Record<
    OptionalEmailKind,
    boolean
  >
}

/** The opt-outs after a change of some kinds' choices; kinds not named keep theirs. */
export function applyEmailChoices(
  optOuts: readonly string[],
  changes: Partial<Record<OptionalEmailKind, boolean>>,
): OptionalEmailKind[] {
  const current = emailChoices(optOuts)
  return OPTIONAL_EMAIL_KINDS.filter((kind) => !(changes[kind] ?? current[kind]))
}
