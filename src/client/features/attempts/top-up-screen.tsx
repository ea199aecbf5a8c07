import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Hourglass, Play } from 'lucide-react'
import { formatINR } from '#shared/money'
import { ATTEMPT_TEXTS, WALLET_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { AddFundsDialog } from '@/components/wallet/add-funds-dialog'
import { summaryQuery } from '@/lib/wallet-queries'
import { topUpPaise } from '@/lib/top-up'
import { USER_CONTENT } from '@/components/user-text'
import { m } from '#shared/i18n'

interface TopUpScreenProps {
  quiz: { id: string; title: string; pricePaise: number }
  onStart: () => void
  isStarting: boolean
}

/**
 * A paid quiz the wallet cannot pay for yet: how much is missing, Add Funds with that amount filled
 * in (at least the minimum a fund addition may be), and Start Quiz for when an admin has verified
 * the payment.
 */
export function TopUpScreen({ quiz, onStart, isStarting }: TopUpScreenProps) {
  const summary = useQuery(summaryQuery())
  const balancePaise = summary.data?.balancePaise
  const toAddPaise = topUpPaise(quiz.pricePaise, balancePaise ?? 0)
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere" {...USER_CONTENT}>
        {quiz.title}
      </h1>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-xl">{m.validation_insufficient_balance()}</h2>
          </CardTitle>
          <CardDescription>
            {balancePaise === undefined
              ? m.attempt_texts_balance_loading()
              : ATTEMPT_TEXTS.topUpDescription(
                  formatINR(quiz.pricePaise),
                  formatINR(balancePaise),
                  formatINR(toAddPaise),
                )}
          </CardDescription>
        </CardHeader>
        {summary.data && summary.data.pendingAdditionsPaise > 0 && (
          <CardContent>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Hourglass aria-hidden="true" className="size-4 shrink-0" />
              {WALLET_TEXTS.pendingAdditions(formatINR(summary.data.pendingAdditionsPaise))}
            </p>
          </CardContent>
        )}
        <CardFooter className="flex flex-wrap gap-3">
          {/* The dialog's form mounts on each opening, with the shortfall as it is then. */}
          <AddFundsDialog initialAmountPaise={toAddPaise} />
          <Button variant="outline" onClick={onStart} disabled={isStarting}>
            <Play aria-hidden="true" /> {m.quiz_texts_start_quiz()}
          </Button>
          <Button variant="ghost" asChild>
            <Link to="/quiz/$quizId" params={{ quizId: quiz.id }}>
              {m.result_texts_back_to_quiz()}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  )
}
