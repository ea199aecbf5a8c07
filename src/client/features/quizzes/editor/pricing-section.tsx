import { IndianRupee } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { formatINR } from '#shared/money'
import { QUIZ_EDITOR_LABELS } from '#shared/texts'
import { FormField } from '@/components/form-field'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { useEditorForm } from './editor-form'
import { SwitchField } from './fields'
import { pricePaiseOf } from './payload'
import { m } from '#shared/i18n'

function PaidFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useEditorForm()
  const [price, startTime] = useWatch({ control, name: ['price', 'startTime'] })
  const paise = pricePaiseOf({ isPaid: true, price })
  const zoneHint = m.quiz_editor_labels_time_zone_hint()
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField
        id="quiz-price"
        label={m.quiz_editor_labels_price()}
        error={errors.price?.message}
        hint={
          Number.isNaN(paise)
            ? m.quiz_editor_labels_price_hint()
            : paise <= 0
              ? m.validation_paid_quiz_needs_price()
              : QUIZ_EDITOR_LABELS.participantsPay(formatINR(paise))
        }
      >
        {(control) => (
          <Input {...control} {...register('price')} type="number" inputMode="decimal" min={0} step={0.01} />
        )}
      </FormField>
      <FormField
        id="quiz-start-time"
        label={m.quiz_editor_labels_start_time()}
        hint={zoneHint}
        error={errors.startTime?.message}
      >
        {(control) => <Input {...control} {...register('startTime')} type="datetime-local" />}
      </FormField>
      <FormField
        id="quiz-end-time"
        label={m.quiz_editor_labels_end_time()}
        hint={zoneHint}
        error={errors.endTime?.message}
      >
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
            {m.quiz_editor_labels_pricing_title()}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <SwitchField
          name="isPaid"
          id="quiz-paid"
          label={m.quiz_editor_labels_paid()}
          description={m.quiz_editor_labels_paid_hint()}
        />
        {isPaid && <PaidFields />}
      </CardContent>
    </Card>
  )
}
