import { IndianRupee } from 'lucide-react'
import type { Dispatch } from 'react'
import { VALIDATION } from '#shared/messages'
import { formatINR } from '#shared/money'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import type { EditorAction, EditorForm } from './editor-state'
import { Field, hintId, SwitchField } from './fields'
import { pricePaiseOf } from './payload'

type Props = Pick<EditorForm, 'isPaid' | 'price' | 'startTime' | 'endTime'> & { dispatch: Dispatch<EditorAction> }

function timeZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

function PaidFields({ isPaid, price, startTime, endTime, dispatch }: Props) {
  const paise = pricePaiseOf({ isPaid, price })
  const zoneHint = `Optional. In your time zone (${timeZoneName()}).`
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        id="quiz-price"
        label="Price (₹)"
        hint={
          Number.isNaN(paise)
            ? 'Rupees, up to 2 decimals'
            : paise <= 0
              ? VALIDATION.paidQuizNeedsPrice
              : `Participants pay ${formatINR(paise)}`
        }
      >
        <Input
          id="quiz-price"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={price}
          aria-describedby={hintId('quiz-price')}
          onChange={(event) => dispatch({ type: 'patch', patch: { price: event.target.value } })}
        />
      </Field>
      <Field id="quiz-start-time" label="Start time" hint={zoneHint}>
        <Input
          id="quiz-start-time"
          type="datetime-local"
          value={startTime}
          aria-describedby={hintId('quiz-start-time')}
          onChange={(event) => dispatch({ type: 'patch', patch: { startTime: event.target.value } })}
        />
      </Field>
      <Field id="quiz-end-time" label="End time" hint={zoneHint}>
        <Input
          id="quiz-end-time"
          type="datetime-local"
          value={endTime}
          min={startTime || undefined}
          aria-describedby={hintId('quiz-end-time')}
          onChange={(event) => dispatch({ type: 'patch', patch: { endTime: event.target.value } })}
        />
      </Field>
    </div>
  )
}

/** Spec section 2: a paid toggle with a price in INR; start and end times only for paid quizzes. */
export function PricingSection(props: Props) {
  const { isPaid, dispatch } = props
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <IndianRupee className="size-5 text-primary" aria-hidden="true" />
            Price and schedule
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <SwitchField
          id="quiz-paid"
          label="Paid quiz"
          description="Participants pay the price to take it; otherwise the quiz is free."
          checked={isPaid}
          onCheckedChange={(checked) => dispatch({ type: 'patch', patch: { isPaid: checked } })}
        />
        {isPaid && <PaidFields {...props} />}
      </CardContent>
    </Card>
  )
}
