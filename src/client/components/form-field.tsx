import type { ReactNode } from 'react'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

/** The id of a field's hint, for a control that is not rendered through FormField. */
export const hintId = (id: string) => `${id}-hint`
/** The id of a field's error message. */
export const errorId = (id: string) => `${id}-error`

/**
 * A labelled control with an optional hint and the error that concerns it, both tied to it by
 * aria-describedby. The error sits right under the control, in words, so the person sees which
 * field is at fault and a screen reader reads why when the field takes the focus.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  className?: string | undefined
  children: (control: FieldControlProps) => ReactNode
}) {
  const describedBy = [error && errorId(id), hint && hintId(id)].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <FieldError id={id} error={error} />
      {hint && (
        <p id={hintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  )
}

/** A field's error, for controls laid out without FormField (a group of radios, a switch). */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null
  return (
    <p id={errorId(id)} className="text-sm font-medium text-destructive">
      {error}
    </p>
  )
}
