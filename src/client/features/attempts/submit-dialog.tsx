import { Send } from 'lucide-react'
import { useState } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { m } from '#shared/i18n'

/**
 * 'Submit Quiz' with the product's confirmation. `disabled` also closes an open dialog:
 * a timer or the anti-cheat monitor may submit while the player is still deciding.
 */
export function SubmitButton({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <AlertDialog open={open && !disabled} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" disabled={disabled}>
          <Send aria-hidden="true" /> {m.attempt_texts_submit_quiz()}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.attempt_texts_submit_title()}</AlertDialogTitle>
          <AlertDialogDescription>{m.attempt_texts_submit_confirm()}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.attempt_texts_cancel()}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{m.attempt_texts_confirm_submit()}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
