import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { ScheduleContestPage } from '@/features/contests/schedule-contest-page'
import { m } from '#shared/i18n'

/** A creator schedules a free contest on one of their approved quizzes. */
export const Route = createFileRoute('/_authed/schedule-contest/$quizId')({
  component: ScheduleContestPage,
  errorComponent: (props) => <RouteError {...props} title={m.contests_failure()} />,
})
