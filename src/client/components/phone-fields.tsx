import { PHONE_CODE, PHONE_INPUT_MAX } from '#shared/constants'
import { m } from '#shared/i18n'
import { FormField } from '@/components/form-field'
import { Input } from '@/components/ui/input'

interface FieldProps {
  id: string
  value: string
  onChange: (value: string) => void
  /** Read-only once the code is on its way: the code belongs to this number. */
  readOnly?: boolean
  error?: string | undefined
}

/** A mobile number as a person types it (10 digits for India, or +country…), for every phone form. */
export function PhoneNumberField({
  id,
  value,
  onChange,
  readOnly,
  error,
  hint = true,
}: FieldProps & { hint?: boolean }) {
  return (
    <FormField
      id={id}
      label={m.phone_texts_number_label()}
      hint={hint ? m.phone_texts_number_hint() : undefined}
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
          aria-required
        />
      )}
    </FormField>
  )
}

/** The code sent by SMS; the phone's keyboard offers it from the message (one-time-code). */
export function PhoneCodeField({ id, value, onChange, readOnly, error }: FieldProps) {
  return (
    <FormField
      id={id}
      label={m.phone_texts_code_label()}
      hint={m.phone_texts_code_hint({ digits: PHONE_CODE.digits })}
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PHONE_CODE.digits + 2}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
          aria-required
        />
      )}
    </FormField>
  )
}
