import { TOAST_TEXTS } from '@/texts/toast-texts'
import { Toaster } from '@/components/ui/sonner'
import { m } from '#shared/i18n'

/** The toasts' container, its region and close buttons named in the page's language. */
export function Toasts() {
  return (
    <Toaster containerAriaLabel={m.toast_texts_region()} toastOptions={{ closeButtonAriaLabel: TOAST_TEXTS.close }} />
  )
}
