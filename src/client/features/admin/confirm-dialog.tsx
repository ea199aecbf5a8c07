import { zodResolver } from '@hookform/resolvers/zod'
import type { FormEvent, ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { ADMIN_TEXTS } from '#shared/admin'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FormField } from '@/components/form-field'

interface ConfirmProps {
  title: string
  description: ReactNode
  confirmLabel: string
  confirmVariant?: 'default' | 'destructive'
  cancelLabel?: string
  onClose: () => void
}

/**
 * An action the admin confirms before it happens: what it does, anything it needs, Cancel and the
 * action itself. Shown while mounted; closing (Cancel, Escape, outside) asks the owner to unmount it.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  confirmVariant = 'default',
  cancelLabel = ADMIN_TEXTS.cancel,
  isConfirmDisabled,
  onConfirm,
  onClose,
  children,
}: ConfirmProps & { isConfirmDisabled: boolean; onConfirm: () => void; children?: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The dialog is portalled out of the page, but React still bubbles its submit to any form
    // that renders it (the adjustment form does).
    event.stopPropagation()
    if (!isConfirmDisabled) onConfirm()
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant={confirmVariant} disabled={isConfirmDisabled}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * An action that needs a line of text before it is confirmed: a rejection's or an unpublishing's
 * reason (several lines), a payout reference (one). The action waits for some text; `rule` is the
 * procedure's own schema for it, whose words show under the field, and the text goes as it parses.
 */
export function ReasonDialog({
  fieldId,
  label,
  hint,
  isMultiline = true,
  maxLength,
  rule,
  isPending,
  onSubmit,
  ...confirm
}: ConfirmProps & {
  fieldId: string
  label: string
  hint?: string | undefined
  isMultiline?: boolean
  maxLength: number
  rule: z.ZodType<string, string>
  isPending: boolean
  onSubmit: (text: string) => void
}) {
  const form = useForm<{ text: string }>({
    resolver: zodResolver(z.object({ text: rule })),
    defaultValues: { text: '' },
  })
  const text = useWatch({ control: form.control, name: 'text' })
  const error = form.formState.errors.text?.message
  const field = { ...form.register('text'), maxLength, 'aria-required': true }
  return (
    <ConfirmDialog
      {...confirm}
      isConfirmDisabled={isPending || text.trim() === ''}
      onConfirm={() => void form.handleSubmit(({ text: parsed }) => onSubmit(parsed))()}
    >
      <FormField id={fieldId} label={label} hint={hint} error={error}>
        {(control) =>
          isMultiline ? <Textarea {...control} {...field} /> : <Input {...control} {...field} autoComplete="off" />
        }
      </FormField>
    </ConfirmDialog>
  )
}
