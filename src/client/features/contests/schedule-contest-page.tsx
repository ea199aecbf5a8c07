import { useMutation, useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CONTEST_BOUNDS } from '#shared/contests'
import { IST_OFFSET } from '#shared/india-time'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PageTitle } from '@/components/empty-state'
import { FormField } from '@/components/form-field'
import { PageLoading } from '@/components/page-loading'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { m } from '#shared/i18n'

const route = getRouteApi('/_authed/schedule-contest/$quizId')

interface Form {
  title: string
  /** India's wall clock, as a datetime-local field gives it. */
  startsAt: string
  windowMinutes: string
}

/**
 * The creator's contest on one of their quizzes: an optional title, the start in IST and how long
 * it stays open. It is free: there is no field for money, and the server refuses any.
 */
export function ScheduleContestPage() {
  const { quizId } = route.useParams()
  const navigate = useNavigate()
  const quiz = useQuery(trpc.quizzes.byId.queryOptions({ id: quizId }))
  const [failure, setFailure] = useState<string | null>(null)
  const create = useMutation(
    trpc.contests.create.mutationOptions({
      onSuccess: (made) => navigate({ to: '/contests/$contestId', params: { contestId: made.contest.id } }),
      onError: (error) => setFailure(errorMessage(error)),
    }),
  )
  const form = useForm<Form>({ defaultValues: { title: '', startsAt: '', windowMinutes: '60' } })
  useDocumentTitle(m.contests_schedule_action())
  if (!quiz.data) return <PageLoading />
  const submit = form.handleSubmit((values) => {
    setFailure(null)
    create.mutate({
      quizId,
      title: values.title,
      startsAt: values.startsAt ? `${values.startsAt}:00${IST_OFFSET}` : '',
      windowMinutes: Number(values.windowMinutes),
    })
  })
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      <PageTitle
        title={m.contests_schedule_action()}
        description={m.contests_schedule_title({ quizTitle: quiz.data.quiz.title })}
      />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={m.contests_schedule_action()}>
        <FormField id="contest-title" label={m.contests_field_title()}>
          {(control) => <Input {...control} {...form.register('title')} maxLength={CONTEST_BOUNDS.titleMax} />}
        </FormField>
        <FormField id="contest-starts" label={m.contests_field_starts()}>
          {(control) => <Input {...control} type="datetime-local" {...form.register('startsAt')} />}
        </FormField>
        <FormField
          id="contest-window"
          label={m.contests_field_window()}
          hint={m.contests_window_range({ min: CONTEST_BOUNDS.windowMinMinutes, max: CONTEST_BOUNDS.windowMaxMinutes })}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={CONTEST_BOUNDS.windowMinMinutes}
              max={CONTEST_BOUNDS.windowMaxMinutes}
              {...form.register('windowMinutes')}
            />
          )}
        </FormField>
        <p className="text-sm text-muted-foreground">{m.contests_free_note()}</p>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={create.isPending} className="self-start">
          {m.contests_schedule_submit()}
        </Button>
      </form>
    </div>
  )
}
