import { Send } from 'lucide-react'
import { useState } from 'react'
import { ATTEMPT_TEXTS } from '#shared/texts'
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
          <Send aria-hidden="true" /> {ATTEMPT_TEXTS.submitQuiz}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{ATTEMPT_TEXTS.submitTitle}</AlertDialogTitle>
          <AlertDialogDescription>{ATTEMPT_TEXTS.submitConfirm}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{ATTEMPT_TEXTS.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{ATTEMPT_TEXTS.confirmSubmit}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
