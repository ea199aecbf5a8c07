import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { HostPage } from '@/features/live/host-page'
import { gameStateQuery } from '@/features/live/live-queries'
import { m } from '#shared/i18n'

/** The host's screen of a live game: lobby, questions, answers, podium. */
export const Route = createFileRoute('/_authed/host/$gameId')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(gameStateQuery(params.gameId)),
  component: HostPage,
  errorComponent: (props) => <RouteError {...props} title={m.live_screen_failure()} />,
})
