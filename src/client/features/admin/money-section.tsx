import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { AdjustmentCard } from './adjustment-form'
import { TransactionHistory } from './transaction-history'
import { WalletReview } from './wallet-review'
import { m } from '#shared/i18n'

/** The REST download of every pending withdrawal, for the bank run (a file, so not over tRPC). */
const PAYOUT_SHEET_URL = '/api/v1/admin/payout-sheet.csv'

/** Money: the review queue, adjustments, the payout sheet and every transaction's history. */
export function MoneySection() {
  const [adjustUser, setAdjustUser] = useState('')
  const adjust = (username: string) => {
    setAdjustUser(username)
    document.getElementById('wallet-adjustment')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }
  return (
    <div className="space-y-10">
      <WalletReview onAdjust={adjust} />
      <section aria-labelledby="payout-sheet-heading" className="space-y-2">
        <h2 id="payout-sheet-heading" className="sr-only">
          {m.admin_texts_payout_sheet()}
        </h2>
        <Button asChild variant="outline">
          <a href={PAYOUT_SHEET_URL} download>
            <Download aria-hidden="true" /> {m.admin_texts_payout_sheet()}
          </a>
        </Button>
        <p className="text-sm text-muted-foreground">{m.admin_texts_payout_sheet_hint()}</p>
      </section>
      <AdjustmentCard user={adjustUser} />
      <TransactionHistory />
    </div>
  )
}
