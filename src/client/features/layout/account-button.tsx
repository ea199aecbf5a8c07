import type * as React from 'react'
import { SHELL_LABELS } from '#shared/shell-texts'
import { Button } from '@/components/ui/button'
import type { CurrentUser } from '@/lib/session'
import { UserAvatar } from '@/components/user-avatar'

const STAND_IN = 'data-account-stand-in'

/**
 * The header's account button: the account menu's trigger, and (`isStandIn`) the same button in
 * its place while the menu's code loads, so nothing moves when the menu arrives.
 */
export function AccountButton({
  user,
  isStandIn = false,
  ...props
}: { user: CurrentUser; isStandIn?: boolean } & React.ComponentProps<typeof Button>) {
  const [before, after] = SHELL_LABELS.accountMenuAround()
  const standIn = isStandIn ? { [STAND_IN]: '', 'aria-haspopup': 'menu' as const, 'aria-expanded': false } : {}
  return (
    <Button type="button" variant="ghost" className="gap-2 px-2" {...standIn} {...props}>
      <UserAvatar user={user} className="size-8" />
      {/* The name is the visible text, inside the spoken sentence, so speech and sight agree (WCAG 2.5.3). */}
      {before && <span className="sr-only">{before}</span>}
      {/* Their own words (components/user-text.tsx), marked here without it: the header is in the first screen's script. */}
      {/* not-sr-only undoes truncate's clipping on the same element, so the clipping is on the inner one. */}
      <span className="sr-only sm:not-sr-only" data-user-content="">
        <span className="block max-w-32 truncate">{user.username}</span>
      </span>
      {after && <span className="sr-only">{after}</span>}
    </Button>
  )
}

/** Whether the stand-in has the focus (read by the menu as it replaces it, to keep the focus). */
export function isStandInFocused(): boolean {
  return document.activeElement?.hasAttribute(STAND_IN) ?? false
}
