import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { PageLoading } from '@/components/page-loading'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { m } from '#shared/i18n'

const route = getRouteApi('/_authed/groups/join/$code')

/**
 * An invite link opened: the person joins at once and lands on the group. A code that was revoked,
 * has expired or never was is said in the server's words, with the way back to the groups.
 */
export function JoinGroupPage() {
  const { code } = route.useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useDocumentTitle(m.groups_screen_join_title())
  const join = useMutation(
    trpc.groups.join.mutationOptions({
      onSuccess: (group) => {
        notify.success(m.groups_joined())
        void queryClient.invalidateQueries({ queryKey: trpc.groups.pathKey() })
        void navigate({ to: '/groups/$groupId', params: { groupId: group.group.id }, replace: true })
      },
    }),
  )
  const { mutate } = join
  // Once per code, though React may run the effect twice.
  const asked = useRef<string | null>(null)
  useEffect(() => {
    if (asked.current === code) return
    asked.current = code
    mutate({ code })
  }, [mutate, code])
  if (!join.isError) return <PageLoading />
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{m.groups_screen_join_failed()}</h1>
      <p className="text-muted-foreground">{errorMessage(join.error)}</p>
      <Button asChild variant="outline">
        <Link to="/groups">{m.groups_screen_back()}</Link>
      </Button>
    </div>
  )
}
