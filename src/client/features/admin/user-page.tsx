import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, UserX } from 'lucide-react'
import type { ReactNode } from 'react'
import { ADMIN_TEXTS } from '#shared/admin'
import { formatDuration } from '#shared/duration'
import { formatINR } from '#shared/money'
import { TRANSACTION_LABELS } from '#shared/schemas/wallet'
import { WALLET_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { EmptyState } from '@/features/layout/empty-state'
import { PageLoading } from '@/features/layout/page-loading'
import { formatDate, formatDateTime } from '@/features/quizzes/quiz-format'
import { StatusBadge as QuizStatusBadge } from '@/features/quizzes/quiz-meta'
import { StatusBadge } from '@/features/wallet/transaction-meta'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { AdjustmentCard } from './adjustment-form'
import type { AdminUserDetail } from './types'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}

function Facts({ facts, label }: { facts: Array<[string, ReactNode]>; label?: string }) {
  return (
    <dl aria-label={label} className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const none = <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.noneYet}</p>

function Transactions({ detail }: { detail: AdminUserDetail }) {
  if (detail.transactions.length === 0) return none
  return (
    <Table aria-labelledby="user-transactions">
      <TableHeader>
        <TableRow>
          <TableHead>{ADMIN_TEXTS.when}</TableHead>
          <TableHead>{ADMIN_TEXTS.transactionType}</TableHead>
          <TableHead className="text-right">{WALLET_TEXTS.amount}</TableHead>
          <TableHead>{ADMIN_TEXTS.transactionStatus}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {detail.transactions.map((transaction) => (
          <TableRow key={transaction.id}>
            <TableCell>{formatDateTime(transaction.createdAt)}</TableCell>
            <TableCell>{TRANSACTION_LABELS[transaction.type]}</TableCell>
            <TableCell className="text-right tabular-nums">{formatINR(transaction.amountPaise)}</TableCell>
            <TableCell>
              <StatusBadge status={transaction.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function Quizzes({ detail }: { detail: AdminUserDetail }) {
  if (detail.quizzes.length === 0) return none
  return (
    <Table aria-labelledby="user-quizzes">
      <TableHeader>
        <TableRow>
          <TableHead>{ADMIN_TEXTS.quizTitle}</TableHead>
          <TableHead>{ADMIN_TEXTS.quizStatus}</TableHead>
          <TableHead>{ADMIN_TEXTS.updated}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {detail.quizzes.map((quiz) => (
          <TableRow key={quiz.id}>
            <TableCell className="max-w-64 whitespace-normal">
              <Link to="/quiz/$quizId" params={{ quizId: quiz.id }} className="underline-offset-4 hover:underline">
                {quiz.title}
              </Link>
            </TableCell>
            <TableCell>
              <QuizStatusBadge status={quiz.status} />
            </TableCell>
            <TableCell>{formatDate(quiz.updatedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function Attempts({ detail }: { detail: AdminUserDetail }) {
  if (detail.attempts.length === 0) return none
  return (
    <Table aria-labelledby="user-attempts">
      <TableHeader>
        <TableRow>
          <TableHead>{ADMIN_TEXTS.quiz}</TableHead>
          <TableHead>{ADMIN_TEXTS.score}</TableHead>
          <TableHead>{ADMIN_TEXTS.duration}</TableHead>
          <TableHead>{ADMIN_TEXTS.ranked}</TableHead>
          <TableHead>{ADMIN_TEXTS.when}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {detail.attempts.map((attempt) => (
          <TableRow key={attempt.attemptId}>
            <TableCell className="max-w-64 whitespace-normal">{attempt.quizTitle}</TableCell>
            <TableCell className="tabular-nums">
              {attempt.score === null ? '–' : `${attempt.score} / ${attempt.totalPossibleScore}`}
            </TableCell>
            <TableCell>{attempt.durationSeconds === null ? '–' : formatDuration(attempt.durationSeconds)}</TableCell>
            <TableCell>
              {attempt.status === 'in_progress'
                ? ADMIN_TEXTS.inProgress
                : attempt.isRanked
                  ? ADMIN_TEXTS.ranked
                  : ADMIN_TEXTS.practice}
            </TableCell>
            <TableCell>{formatDateTime(attempt.startedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** One user: profile, role, wallet, their latest transactions, quizzes and attempts, and an adjustment form. */
export function UserPage({ userId }: { userId: string }) {
  const detail = useQuery(trpc.admin.users.byId.queryOptions({ id: userId }))
  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/admin/users">
        <ArrowLeft aria-hidden="true" /> {ADMIN_TEXTS.backToUsers}
      </Link>
    </Button>
  )
  if (detail.isPending) return <PageLoading />
  if (detail.isError) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyState icon={UserX} title={errorMessage(detail.error)} />
      </div>
    )
  }
  const { user, wallet } = detail.data
  return (
    <article aria-labelledby="user-heading" className="space-y-8">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="user-heading" className="text-2xl font-semibold break-all">
          {user.username}
        </h2>
        <Badge variant={user.role === 'admin' ? 'default' : 'outline'}>{ADMIN_TEXTS.roleLabels[user.role]}</Badge>
      </header>
      <div className="grid gap-8 md:grid-cols-2">
        <Section id="user-profile" title={ADMIN_TEXTS.profile}>
          <Facts
            label={ADMIN_TEXTS.profile}
            facts={[
              [ADMIN_TEXTS.email, user.email],
              [ADMIN_TEXTS.phone, user.phone ?? ADMIN_TEXTS.notGiven],
              [ADMIN_TEXTS.role, ADMIN_TEXTS.roleLabels[user.role]],
              [ADMIN_TEXTS.signIn, user.hasGoogle ? ADMIN_TEXTS.signInGoogle : ADMIN_TEXTS.signInPassword],
              [ADMIN_TEXTS.joined, formatDate(user.createdAt)],
              [ADMIN_TEXTS.userId, user.id],
            ]}
          />
        </Section>
        <Section id="user-wallet" title={ADMIN_TEXTS.userWallet}>
          <Facts
            label={ADMIN_TEXTS.userWallet}
            facts={[
              [ADMIN_TEXTS.balance, <strong data-testid="user-balance">{formatINR(wallet.balancePaise)}</strong>],
              [ADMIN_TEXTS.totalEarned, formatINR(wallet.totalEarnedPaise)],
              [ADMIN_TEXTS.totalSpent, formatINR(wallet.totalSpentPaise)],
              [ADMIN_TEXTS.pendingIn, formatINR(wallet.pendingAdditionsPaise)],
              [ADMIN_TEXTS.pendingOut, formatINR(wallet.pendingWithdrawalsPaise)],
            ]}
          />
        </Section>
      </div>
      <Section id="user-transactions" title={ADMIN_TEXTS.userTransactions}>
        <Transactions detail={detail.data} />
      </Section>
      <Section id="user-quizzes" title={ADMIN_TEXTS.userQuizzes}>
        <Quizzes detail={detail.data} />
      </Section>
      <Section id="user-attempts" title={ADMIN_TEXTS.userAttempts}>
        <Attempts detail={detail.data} />
      </Section>
      <AdjustmentCard user={user.username} />
    </article>
  )
}
