import { Search } from 'lucide-react'
import type { ComponentProps, FormEvent, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { cn } from '@/lib/utils'
import { m } from '#shared/i18n'

/**
 * A console list's filters: a search landmark named by the list's heading, its fields, and the
 * submit button (Enter in any field submits too). `footer` follows the button.
 */
export function FilterForm({
  labelledBy,
  onSubmit,
  className,
  buttonClassName,
  footer,
  children,
}: {
  labelledBy: string
  onSubmit: (event: FormEvent) => void
  className: string
  buttonClassName?: string
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark itself; a <search> element would only wrap it again.
    <form role="search" aria-labelledby={labelledBy} onSubmit={onSubmit} className={className}>
      {children}
      <Button type="submit" className={buttonClassName}>
        <Search aria-hidden="true" /> {m.admin_texts_apply()}
      </Button>
      {footer}
    </form>
  )
}

function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string
  label: string
  className?: string | undefined
  children: ReactNode
}) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  )
}

/** A labelled text or date filter; `className` places its field in the form's grid. */
export function FilterInput({
  id,
  label,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, 'id' | 'className'> & { id: string; label: string; className?: string }) {
  return (
    <FilterField id={id} label={label} className={className}>
      <Input id={id} {...props} />
    </FilterField>
  )
}

/** A labelled choice of one value, or "any" (the empty value). */
export function FilterSelect<Value extends string>({
  id,
  label,
  options,
  labels,
  value,
  onChange,
}: {
  id: string
  label: string
  options: readonly Value[]
  labels: Record<Value, string>
  value: string
  onChange: (event: { target: { value: string } }) => void
}) {
  return (
    <FilterField id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={onChange}>
        <NativeSelectOption value="">{m.admin_texts_any()}</NativeSelectOption>
        {options.map((option) => (
          <NativeSelectOption key={option} value={option}>
            {labels[option]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </FilterField>
  )
}
