import { MailWarning } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useResendVerification } from '@/lib/account-calls'
import { m } from '#shared/i18n'

/** The banner's words and its "Resend", which sends a new link (the earlier one stops working). */
export function VerificationNotice() {
  const resend = useResendVerification()
  return (
    <section
      aria-label={m.account_texts_banner_label()}
      className="border-b border-primary/30 bg-primary/5"
      data-testid="verification-banner"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <p className="flex min-w-0 items-center gap-2">
          <MailWarning className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {m.account_texts_banner_text()}
        </p>
        <Button type="button" size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? m.account_texts_banner_sending() : m.account_texts_banner_resend()}
        </Button>
      </div>
    </section>
  )
}
