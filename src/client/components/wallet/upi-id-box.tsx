import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { WALLET_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { m } from '#shared/i18n'

async function copyText(text: string) {
  await navigator.clipboard.writeText(text)
}

/** The platform's UPI ID, with a button that copies it. */
export function UpiIdBox({ upiId }: { upiId: string }) {
  const [isCopied, setCopied] = useState(false)
  const copy = () => {
    copyText(upiId).then(
      () => {
        setCopied(true)
        notify.success(m.success_upi_copied())
      },
      () => notify.error(WALLET_TEXTS.copyFailed),
    )
  }
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">{WALLET_TEXTS.platformUpiId}</p>
      <div className="flex items-center gap-2 rounded-md border bg-muted/40 py-1 pr-1 pl-3">
        <code className="flex-1 truncate font-mono text-sm" data-testid="platform-upi-id">
          {upiId}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={WALLET_TEXTS.copyUpiId}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {WALLET_TEXTS.copy}
        </Button>
      </div>
    </div>
  )
}
