import type { UseFormRegisterReturn } from 'react-hook-form'
import { formatINR } from '#shared/money'
import { WALLET_TEXTS } from '#shared/texts'
import { FormField } from '@/components/form-field'
import { Input } from '@/components/ui/input'

/**
 * The rupee amount of a wallet request, with its minimum said beneath it. An error takes the hint's
 * place: the one for an amount under the minimum names it too, and the minimum is said once.
 */
export function AmountField({
  id,
  minimumPaise,
  error,
  registration,
}: {
  id: string
  minimumPaise: number
  error: string | undefined
  registration: UseFormRegisterReturn
}) {
  return (
    <FormField
      id={id}
      label={WALLET_TEXTS.amount}
      hint={error ? undefined : WALLET_TEXTS.minimumHint(formatINR(minimumPaise))}
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          {...registration}
          inputMode="decimal"
          autoComplete="off"
          placeholder={WALLET_TEXTS.amountPlaceholder}
        />
      )}
    </FormField>
  )
}
