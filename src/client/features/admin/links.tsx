import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ADMIN_TEXTS } from '#shared/admin'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { USER_CONTENT } from '@/components/user-text'

const LINK = 'underline-offset-4 hover:underline'

/** A user's name in a console list, opening their page; the name is theirs, in no language of ours. */
export function UserLink({
  userId,
  className,
  children,
  ...props
}: {
  userId: string
  className?: string
  'aria-label'?: string
  children: ReactNode
}) {
  return (
    <Link to="/admin/users/$userId" params={{ userId }} className={cn(LINK, className)} {...USER_CONTENT} {...props}>
      {children}
    </Link>
  )
}

/** A quiz's title in a console list, opening its page; the title is its creator's words. */
export function QuizLink({ quizId, className, children }: { quizId: string; className?: string; children: ReactNode }) {
  return (
    <Link to="/quiz/$quizId" params={{ quizId }} className={cn(LINK, className)} {...USER_CONTENT}>
      {children}
    </Link>
  )
}

/** A user's role; an admin's stands out. */
export function RoleBadge({ role }: { role: 'user' | 'admin' }) {
  return <Badge variant={role === 'admin' ? 'default' : 'outline'}>{ADMIN_TEXTS.roleLabels[role]}</Badge>
}
