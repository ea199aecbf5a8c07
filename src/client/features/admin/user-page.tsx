import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, UserX } from 'lucide-react'
import type { ReactNode } from 'react'
import { ADMIN_TEXTS } from '#shared/admin'
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
import { USER_CONTENT, UserText } from '@/components/user-text'
import { m } from '#shared/i18n'

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
        <Quiet>{m.admin_texts_none_yet()}</Quiet>
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
  if (attempt.status === 'in_progress') return m.admin_texts_in_progress()
  return attempt.isRanked ? m.admin_texts_ranked() : m.admin_texts_practice()
}

/** Read when drawn, so the headings are in the page's language. */
const transactionColumns = (): Column[] => [
  { label: m.admin_texts_when() },
  { label: m.admin_texts_transaction_type() },
  { label: WALLET_TEXTS.amount, isAmount: true },
  { label: m.admin_texts_transaction_status() },
]
const QUIZ_COLUMNS: Column[] = [
  { label: m.admin_texts_quiz_title() },
  { label: m.admin_texts_quiz_status() },
  { label: m.admin_texts_updated() },
]
const ATTEMPT_COLUMNS: Column[] = [
  { label: m.admin_texts_quiz() },
  { label: m.admin_texts_score() },
  { label: m.admin_texts_duration() },
  { label: m.admin_texts_ranked() },
  { label: m.admin_texts_when() },
]

function BackToUsers() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/admin/users">
        <ArrowLeft aria-hidden="true" /> {m.admin_texts_back_to_users()}
      </Link>
    </Button>
  )
}

/** An unknown user id (or a malformed one): the way back to the search, and why. */
export function UserNotFound() {
  return (
    <div className="space-y-4">
      <BackToUsers />
      <EmptyState icon={UserX} title={m.admin_messages_user_not_found()} />
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
        <h2 id="user-heading" className="text-2xl font-semibold break-all" {...USER_CONTENT}>
          {user.username}
        </h2>
        <RoleBadge role={user.role} />
      </header>
      <div className="grid gap-8 md:grid-cols-2">
        <Section id="user-profile" title={m.admin_texts_profile()}>
          <Facts
            label={m.admin_texts_profile()}
            facts={[
              [m.admin_texts_email(), <UserText key="email">{user.email}</UserText>],
              [
                m.admin_texts_phone(),
                user.phone ? <UserText key="phone">{user.phone}</UserText> : m.admin_texts_not_given(),
              ],
              [m.admin_texts_role(), ADMIN_TEXTS.roleLabels[user.role]],
              [
                m.admin_texts_sign_in(),
                user.hasGoogle ? m.admin_texts_sign_in_google() : m.admin_texts_sign_in_password(),
              ],
              [m.admin_texts_joined(), formatDate(user.createdAt)],
              [
                m.admin_texts_user_id(),
                <span key="id" translate="no">
                  {user.id}
                </span>,
              ],
            ]}
          />
        </Section>
        <Section id="user-wallet" title={m.admin_texts_user_wallet()}>
          <Facts
            label={m.admin_texts_user_wallet()}
            facts={[
              [
                m.admin_texts_balance(),
                <strong key="balance" data-testid="user-balance">
                  {formatINR(wallet.balancePaise)}
                </strong>,
              ],
              [m.admin_texts_total_earned(), formatINR(wallet.totalEarnedPaise)],
              [m.admin_texts_total_spent(), formatINR(wallet.totalSpentPaise)],
              [m.admin_texts_pending_in(), formatINR(wallet.pendingAdditionsPaise)],
              [m.admin_texts_pending_out(), formatINR(wallet.pendingWithdrawalsPaise)],
            ]}
          />
        </Section>
      </div>
      <ListSection
        id="user-transactions"
        title={m.admin_texts_user_transactions()}
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
      <ListSection id="user-quizzes" title={m.admin_texts_user_quizzes()} rows={quizzes} columns={QUIZ_COLUMNS}>
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
      <ListSection id="user-attempts" title={m.admin_texts_user_attempts()} rows={attempts} columns={ATTEMPT_COLUMNS}>
        {(attempt) => (
          <TableRow key={attempt.attemptId}>
            <TableCell className="max-w-64 whitespace-normal" {...USER_CONTENT}>
              {attempt.quizTitle}
            </TableCell>
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
