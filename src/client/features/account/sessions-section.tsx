import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ACCOUNT_DATA_TEXTS } from '#shared/account-data-texts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { formatDateTime } from '@/lib/quiz-format'
import { trpc } from '@/trpc'
import { sessionsQuery } from './account-queries'

const TEXTS = ACCOUNT_DATA_TEXTS.sessions

/**
 * Every browser signed in to the account, this one first and marked; any other can be signed out
 * here, one at a time or all at once. The list is read again after each, from the server.
 */
export function SessionsSection() {
  const queryClient = useQueryClient()
  const sessions = useQuery(sessionsQuery())
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey })
  const revoke = useMutation(
    trpc.auth.revokeSession.mutationOptions({
      onSuccess: (result) => notify.success(result.message),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: refresh,
    }),
  )
  const revokeOthers = useMutation(
    trpc.auth.revokeOtherSessions.mutationOptions({
      onSuccess: (result) => notify.success(result.message),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: refresh,
    }),
  )

  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current))
  const others = list.filter((session) => !session.current)
  const isBusy = revoke.isPending || revokeOthers.isPending

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{TEXTS.title}</h2>
        </CardTitle>
        <CardDescription>{TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(sessions.error, TEXTS.loadFailed)}
          </p>
        )}
        <ul aria-label={TEXTS.list} className="divide-y rounded-lg border">
          {list.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {session.browser}
                  {session.current && <Badge variant="success">{TEXTS.current}</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {session.ip ? TEXTS.ip(session.ip) : TEXTS.unknownIp}
                  {' · '}
                  {TEXTS.lastSeen(formatDateTime(session.lastSeenAt))}
                  {' · '}
                  {TEXTS.signedIn(formatDateTime(session.createdAt))}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={TEXTS.signOutNamed(session.browser)}
                  disabled={isBusy}
                  onClick={() => revoke.mutate({ id: session.id })}
                >
                  {TEXTS.signOut}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {sessions.isSuccess && others.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXTS.noOthers}</p>
        ) : (
          <Button variant="outline" disabled={isBusy || others.length === 0} onClick={() => revokeOthers.mutate()}>
            {TEXTS.signOutOthers}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
