import type { ReactNode } from 'react'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/utils'

/** The id of a field's hint, for the control's aria-describedby. */
export const hintId = (id: string) => `${id}-hint`

/** A visible label above its control, and an optional hint below it. */
export function Field({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  )
}

/** A labelled on/off setting: the whole row reads as one control. */
export function SwitchField({
  id,
  label,
  description,
  checked,
  disabled = false,
  onCheckedChange,
}: {
  id: string
  label: string
  description?: string
  checked: boolean
  disabled?: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  return (
    <div
      className={cn('flex items-center justify-between gap-4 rounded-lg border p-3', disabled && 'bg-muted/40')}
      data-disabled={disabled || undefined}
    >
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        {description && (
          <p id={hintId(id)} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? hintId(id) : undefined}
      />
    </div>
  )
}
