import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, UserX } from 'lucide-react'
import type { ReactNode } from 'react'
import { ADMIN_MESSAGES, ADMIN_TEXTS } from '#shared/admin'
import { formatDuration } from '#shared/duration'
import { formatINR } from '#shared/money'
import { TRANSACTION_LABELS } from '#shared/schemas/wallet'
import { WALLET_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { TableCell, TableRow } from '@/components/ui/table'
import { EmptyState } from '@/components/empty-state'
import { formatDate, formatDateTime } from '@/lib/quiz-format'
import { StatusBadge as QuizStatusBadge } from '@/components/quiz-meta'
import { StatusBadge } from '@/components/transaction-meta'
import { trpc } from '@/trpc'
import { AdjustmentCard } from './adjustment-form'
import { Facts } from './facts'
import { QuizLink, RoleBadge } from './links'
import { type Column, Quiet, ResultsTable } from './results-table'
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

/** One of the user's latest lists, its table named by its heading; "none yet" when empty. */
function ListSection<Row>({
  id,
  title,
  rows,
  columns,
  children,
}: {
  id: string
  title: string
  rows: Row[]
  columns: Column[]
  children: (row: Row) => ReactNode
}) {
  return (
    <Section id={id} title={title}>
      {rows.length === 0 ? (
        <Quiet>{ADMIN_TEXTS.noneYet}</Quiet>
      ) : (
        <ResultsTable labelledBy={id} columns={columns} rows={rows}>
          {children}
        </ResultsTable>
      )}
    </Section>
  )
}

type Attempt = AdminUserDetail['attempts'][number]

function attemptKind(attempt: Attempt) {
  if (attempt.status === 'in_progress') return ADMIN_TEXTS.inProgress
  return attempt.isRanked ? ADMIN_TEXTS.ranked : ADMIN_TEXTS.practice
}

/** Read when drawn, so the headings are in the page's language. */
const transactionColumns = (): Column[] => [
  { label: ADMIN_TEXTS.when },
  { label: ADMIN_TEXTS.transactionType },
  { label: WALLET_TEXTS.amount, isAmount: true },
  { label: ADMIN_TEXTS.transactionStatus },
]
const QUIZ_COLUMNS: Column[] = [
  { label: ADMIN_TEXTS.quizTitle },
  { label: ADMIN_TEXTS.quizStatus },
  { label: ADMIN_TEXTS.updated },
]
const ATTEMPT_COLUMNS: Column[] = [
  { label: ADMIN_TEXTS.quiz },
  { label: ADMIN_TEXTS.score },
  { label: ADMIN_TEXTS.duration },
  { label: ADMIN_TEXTS.ranked },
  { label: ADMIN_TEXTS.when },
]

function BackToUsers() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/admin/users">
        <ArrowLeft aria-hidden="true" /> {ADMIN_TEXTS.backToUsers}
      </Link>
    </Button>
  )
}

/** An unknown user id (or a malformed one): the way back to the search, and why. */
export function UserNotFound() {
  return (
    <div className="space-y-4">
      <BackToUsers />
      <EmptyState icon={UserX} title={ADMIN_MESSAGES.userNotFound} />
    </div>
  )
}

/** One user: profile, role, wallet, their latest transactions, quizzes and attempts, and an adjustment form. */
export function UserPage({ userId }: { userId: string }) {
  // The route's loader has the user (or has shown why not).
  const detail = useSuspenseQuery(trpc.admin.users.byId.queryOptions({ id: userId }))
  const back = <BackToUsers />
  const { user, wallet, transactions, quizzes, attempts } = detail.data
  return (
    <article aria-labelledby="user-heading" className="space-y-8">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="user-heading" className="text-2xl font-semibold break-all">
          {user.username}
        </h2>
        <RoleBadge role={user.role} />
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
              [
                ADMIN_TEXTS.balance,
                <strong key="balance" data-testid="user-balance">
                  {formatINR(wallet.balancePaise)}
                </strong>,
              ],
              [ADMIN_TEXTS.totalEarned, formatINR(wallet.totalEarnedPaise)],
              [ADMIN_TEXTS.totalSpent, formatINR(wallet.totalSpentPaise)],
              [ADMIN_TEXTS.pendingIn, formatINR(wallet.pendingAdditionsPaise)],
              [ADMIN_TEXTS.pendingOut, formatINR(wallet.pendingWithdrawalsPaise)],
            ]}
          />
        </Section>
      </div>
      <ListSection
        id="user-transactions"
        title={ADMIN_TEXTS.userTransactions}
        rows={transactions}
        columns={transactionColumns()}
      >
        {(transaction) => (
          <TableRow key={transaction.id}>
            <TableCell>{formatDateTime(transaction.createdAt)}</TableCell>
            <TableCell>{TRANSACTION_LABELS[transaction.type]}</TableCell>
            <TableCell className="text-right tabular-nums">{formatINR(transaction.amountPaise)}</TableCell>
            <TableCell>
              <StatusBadge status={transaction.status} />
            </TableCell>
          </TableRow>
        )}
      </ListSection>
      <ListSection id="user-quizzes" title={ADMIN_TEXTS.userQuizzes} rows={quizzes} columns={QUIZ_COLUMNS}>
        {(quiz) => (
          <TableRow key={quiz.id}>
            <TableCell className="max-w-64 whitespace-normal">
              <QuizLink quizId={quiz.id}>{quiz.title}</QuizLink>
            </TableCell>
            <TableCell>
              <QuizStatusBadge status={quiz.status} />
            </TableCell>
            <TableCell>{formatDate(quiz.updatedAt)}</TableCell>
          </TableRow>
        )}
      </ListSection>
      <ListSection id="user-attempts" title={ADMIN_TEXTS.userAttempts} rows={attempts} columns={ATTEMPT_COLUMNS}>
        {(attempt) => (
          <TableRow key={attempt.attemptId}>
            <TableCell className="max-w-64 whitespace-normal">{attempt.quizTitle}</TableCell>
            <TableCell className="tabular-nums">
              {attempt.score === null ? '–' : `${attempt.score} / ${attempt.totalPossibleScore}`}
            </TableCell>
            <TableCell>{attempt.durationSeconds === null ? '–' : formatDuration(attempt.durationSeconds)}</TableCell>
            <TableCell>{attemptKind(attempt)}</TableCell>
            <TableCell>{formatDateTime(attempt.startedAt)}</TableCell>
          </TableRow>
        )}
      </ListSection>
      <AdjustmentCard user={user.username} />
    </article>
  )
}
