import { IndianRupee } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { VALIDATION } from '#shared/messages'
import { formatINR } from '#shared/money'
import { QUIZ_EDITOR_LABELS } from '#shared/texts'
import { FormField } from '@/components/form-field'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { useEditorForm } from './editor-form'
import { SwitchField } from './fields'
import { pricePaiseOf } from './payload'

function timeZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

function PaidFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useEditorForm()
  const [price, startTime] = useWatch({ control, name: ['price', 'startTime'] })
  const paise = pricePaiseOf({ isPaid: true, price })
  const zoneHint = QUIZ_EDITOR_LABELS.timeZoneHint(timeZoneName())
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField
        id="quiz-price"
        label={QUIZ_EDITOR_LABELS.price}
        error={errors.price?.message}
        hint={
          Number.isNaN(paise)
            ? QUIZ_EDITOR_LABELS.priceHint
            : paise <= 0
              ? VALIDATION.paidQuizNeedsPrice
              : QUIZ_EDITOR_LABELS.participantsPay(formatINR(paise))
        }
      >
        {(control) => (
          <Input {...control} {...register('price')} type="number" inputMode="decimal" min={0} step={0.01} />
        )}
      </FormField>
      <FormField
        id="quiz-start-time"
        label={QUIZ_EDITOR_LABELS.startTime}
        hint={zoneHint}
        error={errors.startTime?.message}
      >
        {(control) => <Input {...control} {...register('startTime')} type="datetime-local" />}
      </FormField>
      <FormField id="quiz-end-time" label={QUIZ_EDITOR_LABELS.endTime} hint={zoneHint} error={errors.endTime?.message}>
        {(control) => (
          <Input {...control} {...register('endTime')} type="datetime-local" min={startTime || undefined} />
        )}
      </FormField>
    </div>
  )
}

/** A paid toggle with a price in INR; start and end times only for paid quizzes. */
export function PricingSection() {
  const isPaid = useWatch({ control: useEditorForm().control, name: 'isPaid' })
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <IndianRupee className="size-5 text-primary" aria-hidden="true" />
            {QUIZ_EDITOR_LABELS.pricingTitle}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <SwitchField
          name="isPaid"
          id="quiz-paid"
          label={QUIZ_EDITOR_LABELS.paid}
          description={QUIZ_EDITOR_LABELS.paidHint}
        />
        {isPaid && <PaidFields />}
      </CardContent>
    </Card>
  )
}
