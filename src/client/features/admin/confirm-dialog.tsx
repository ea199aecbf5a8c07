import { type FormEvent, type ReactNode, useState } from 'react'
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
 * reason (several lines), a payout reference (one). The action waits for some text, sent trimmed.
 */
export function ReasonDialog({
  fieldId,
  label,
  hint,
  isMultiline = true,
  maxLength,
  isPending,
  onSubmit,
  ...confirm
}: ConfirmProps & {
  fieldId: string
  label: string
  hint?: string | undefined
  isMultiline?: boolean
  maxLength: number
  isPending: boolean
  onSubmit: (text: string) => void
}) {
  const [text, setText] = useState('')
  const field = {
    required: true,
    maxLength,
    value: text,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
  }
  return (
    <ConfirmDialog
      {...confirm}
      isConfirmDisabled={isPending || text.trim() === ''}
      onConfirm={() => onSubmit(text.trim())}
    >
      <FormField id={fieldId} label={label} hint={hint}>
        {(control) =>
          isMultiline ? <Textarea {...control} {...field} /> : <Input {...control} {...field} autoComplete="off" />
        }
      </FormField>
    </ConfirmDialog>
  )
}
