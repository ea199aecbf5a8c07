import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { PlayerPage } from '@/features/live/player-page'
import { m } from '#shared/i18n'

/** A player's screen of a live game; who they are is this device's (a session, or a guest's kept token). */
export const Route = createFileRoute('/play/$gameId')({
  component: PlayerPage,
  errorComponent: (props) => <RouteError {...props} title={m.live_screen_failure()} />,
})
