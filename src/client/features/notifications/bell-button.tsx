import { Bell } from 'lucide-react'
import type * as React from 'react'
import { BELL_TEXTS } from '@/texts/bell-texts'
import { Button } from '@/components/ui/button'

const STAND_IN = 'data-bell-stand-in'
/** The badge's largest figure; more than that shows as 99+. */
const BADGE_MAX = 99

/**
 * The header's bell: the notification list's trigger, and (`isStandIn`) the same button in its place
 * while the list's code loads, so nothing moves when it arrives. The badge sits over the icon, out of
 * the flow, so a count arriving or changing moves nothing either; the button's name says the count in
 * words.
 */
export function BellButton({
  unread,
  isStandIn = false,
  ...props
}: { unread: number; isStandIn?: boolean } & React.ComponentProps<typeof Button>) {
  const standIn = isStandIn ? { [STAND_IN]: '', 'aria-haspopup': 'dialog' as const, 'aria-expanded': false } : {}
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={BELL_TEXTS.label(unread)}
      {...standIn}
      {...props}
    >
      <Bell aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute top-0.5 right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground tabular-nums"
        >
          {unread > BADGE_MAX ? BELL_TEXTS.manyUnread : unread}
        </span>
      )}
    </Button>
  )
}

/** Whether the stand-in has the focus (read by the list as it replaces it, to keep the focus). */
export function isStandInFocused(): boolean {
  return document.activeElement?.hasAttribute(STAND_IN) ?? false
}
