import { formatINR } from '#shared/money'
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
} from '@/components/ui/alert-dialog'
import { m } from '#shared/i18n'

interface PaidConfirmDialogProps {
  title: string
  pricePaise: number
  onConfirm: () => void
  onDecline: () => void
}

/**
 * 'This quiz costs ₹{price}. Do you want to proceed?'. Declining, by Cancel or
 * Escape, goes back to the list. Always open: the page shows it until the player answers.
 */
export function PaidConfirmDialog({ title, pricePaise, onConfirm, onDecline }: PaidConfirmDialogProps) {
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{title}</h1>
      </div>
      <AlertDialog open>
        <AlertDialogContent onEscapeKeyDown={onDecline}>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.attempt_texts_paid_title()}</AlertDialogTitle>
            <AlertDialogDescription>{ATTEMPT_TEXTS.paidConfirm(formatINR(pricePaise))}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={onDecline}>{m.attempt_texts_cancel()}</AlertDialogCancel>
            <AlertDialogAction onClick={onConfirm}>{m.attempt_texts_proceed()}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
