import { MailWarning } from 'lucide-react'
import { ACCOUNT_TEXTS } from '#shared/account-texts'
import { Button } from '@/components/ui/button'
import { useResendVerification } from '@/lib/account-calls'

/** The banner's words and its "Resend", which sends a new link (the earlier one stops working). */
export function VerificationNotice() {
  const resend = useResendVerification()
  return (
    <section
      aria-label={ACCOUNT_TEXTS.banner.label}
      className="border-b border-primary/30 bg-primary/5"
      data-testid="verification-banner"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <p className="flex min-w-0 items-center gap-2">
          <MailWarning className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {ACCOUNT_TEXTS.banner.text}
        </p>
        <Button type="button" size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? ACCOUNT_TEXTS.banner.sending : ACCOUNT_TEXTS.banner.resend}
        </Button>
      </div>
    </section>
  )
}
