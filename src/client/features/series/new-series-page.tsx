import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { IST_OFFSET } from '#shared/india-time'
import { SERIES_BOUNDS } from '#shared/series'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { FormField } from '@/components/form-field'
import { PageLoading } from '@/components/page-loading'
import { UserText } from '@/components/user-text'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { Layers } from 'lucide-react'
import { m } from '#shared/i18n'

interface Form {
  title: string
  description: string
  /** Rupees as typed; empty or 0 is a free series. */
  price: string
  mocks: { chosen: boolean; opensAt: string }[]
}

/** Rupees as typed into whole paise, or null when they are not an amount. */
function paiseOf(text: string): number | null {
  const value = text.trim() === '' ? 0 : Number(text)
  if (!Number.isFinite(value) || value < 0) return null
  const paise = Math.round(value * 100)
  return Math.abs(paise - value * 100) < 1e-6 ? paise : null
}

/**
 * The creator's new series: a title, a description, a price in rupees (or free), and which of
 * their approved quizzes are its mocks, each with its opening time in IST. It waits for an admin.
 */
export function NewSeriesPage() {
  useDocumentTitle(m.series_new_title())
  const navigate = useNavigate()
  const mine = useQuery(trpc.quizzes.mine.queryOptions({ status: 'approved' }))
  const [failure, setFailure] = useState<string | null>(null)
  const create = useMutation(
    trpc.series.create.mutationOptions({
      onSuccess: (made) => navigate({ to: '/series/$seriesId', params: { seriesId: made.series.id } }),
      onError: (error) => setFailure(errorMessage(error)),
    }),
  )
  const form = useForm<Form>({ defaultValues: { title: '', description: '', price: '', mocks: [] } })
  if (!mine.data) return <PageLoading />
  const quizzes = mine.data.quizzes
  const submit = form.handleSubmit((values) => {
    const pricePaise = paiseOf(values.price)
    if (pricePaise === null) return setFailure(m.series_price_invalid())
    const mocks = quizzes.flatMap((quiz, index) => {
      const mock = values.mocks[index]
      return mock?.chosen ? [{ quizId: quiz.id, opensAt: mock.opensAt ? `${mock.opensAt}:00${IST_OFFSET}` : '' }] : []
    })
    setFailure(null)
    create.mutate({ title: values.title, description: values.description, pricePaise, mocks })
  })
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle title={m.series_new_title()} description={m.series_new_description()} />
      {quizzes.length === 0 ? (
        <EmptyState icon={Layers} title={m.series_new_no_quizzes()} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={m.series_new_title()}>
          <FormField id="series-title" label={m.series_field_title()}>
            {(control) => <Input {...control} {...form.register('title')} maxLength={SERIES_BOUNDS.titleMax} />}
          </FormField>
          <FormField id="series-description" label={m.series_field_description()}>
            {(control) => (
              <Textarea {...control} {...form.register('description')} maxLength={SERIES_BOUNDS.descriptionMax} />
            )}
          </FormField>
          <FormField id="series-price" label={m.series_field_price()} hint={m.series_field_price_hint()}>
            {(control) => <Input {...control} {...form.register('price')} inputMode="decimal" />}
          </FormField>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-medium">{m.series_field_mocks()}</legend>
            {quizzes.map((quiz, index) => (
              <div key={quiz.id} className="flex flex-col gap-2 rounded-lg border p-3">
                <label className="flex items-center gap-2">
                  <input type="checkbox" className="size-4" {...form.register(`mocks.${index}.chosen`)} />
                  <UserText>{quiz.title}</UserText>
                </label>
                <FormField id={`series-opens-${index}`} label={m.series_field_opens({ title: quiz.title })}>
                  {(control) => (
                    <Input {...control} type="datetime-local" {...form.register(`mocks.${index}.opensAt`)} />
                  )}
                </FormField>
              </div>
            ))}
          </fieldset>
          {failure && (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
          <Button type="submit" disabled={create.isPending} className="self-start">
            {m.series_new_submit()}
          </Button>
        </form>
      )}
    </div>
  )
}
