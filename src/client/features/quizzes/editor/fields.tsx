import { DIFFICULTIES } from '#shared/quiz'
import { difficultyLabel } from '#shared/quiz-labels'
import { NativeSelectOption } from '@/components/ui/native-select'
import { type FieldPath, useController } from 'react-hook-form'
import { hintId } from '@/components/form-field'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/utils'
import type { EditorForm } from './editor-state'

/** The editor's on/off settings: their field paths. */
type SwitchPath = Extract<FieldPath<EditorForm>, 'isPaid' | 'carryOver' | `settings.${string}`>

/** A labelled on/off setting of the editor's form: the whole row reads as one control. */
export function SwitchField({
  name,
  id,
  label,
  description,
  disabled = false,
}: {
  name: SwitchPath
  id: string
  label: string
  description?: string
  disabled?: boolean
}) {
  const { field } = useController<EditorForm, SwitchPath>({ name })
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
        ref={field.ref}
        checked={Boolean(field.value)}
        disabled={disabled}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={description ? hintId(id) : undefined}
      />
    </div>
  )
}

/** The difficulties as a select's options, in their order, with their labels. */
export function DifficultyOptions() {
  return DIFFICULTIES.map((value) => (
    <NativeSelectOption key={value} value={value}>
      {difficultyLabel(value)}
    </NativeSelectOption>
  ))
}
