import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Users } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { GROUP_BOUNDS } from '#shared/groups'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { FormField } from '@/components/form-field'
import { PageLoading } from '@/components/page-loading'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { USER_CONTENT } from '@/components/user-text'
import { serverFieldError } from '@/lib/account-calls'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { myGroupsQuery } from './group-queries'
import { roleLabel } from './group-words'
import { m } from '#shared/i18n'

/** Making a group: its name; the new group's page follows. */
function CreateGroupForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } })
  const [failure, setFailure] = useState<string | undefined>()
  const create = useMutation(
    trpc.groups.create.mutationOptions({
      onSuccess: (made) => {
        void queryClient.invalidateQueries({ queryKey: trpc.groups.mine.queryKey() })
        void navigate({ to: '/groups/$groupId', params: { groupId: made.group.id } })
      },
      onError: (error) => setFailure(serverFieldError(error, 'name') ?? errorMessage(error)),
    }),
  )
  const submit = form.handleSubmit((values) => {
    setFailure(undefined)
    create.mutate({ name: values.name })
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{m.groups_screen_create_title()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={m.groups_screen_create_title()}>
          <FormField id="group-name" label={m.groups_screen_name_label()} error={failure}>
            {(control) => <Input {...control} {...form.register('name')} maxLength={GROUP_BOUNDS.nameMax} />}
          </FormField>
          <Button type="submit" disabled={create.isPending} className="self-start">
            {m.groups_screen_create_submit()}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

/** Joining by a code typed or pasted: the invite link's page does the rest. */
function JoinByCodeForm() {
  const navigate = useNavigate()
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } })
  const submit = form.handleSubmit((values) => {
    const code = values.code.replace(/\s/g, '')
    if (code) void navigate({ to: '/groups/join/$code', params: { code } })
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{m.groups_screen_join_title()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={m.groups_screen_join_title()}>
          <FormField
            id="group-code"
            label={m.groups_screen_code_label()}
            hint={m.groups_code_invalid({ length: GROUP_BOUNDS.inviteCodeLength })}
          >
            {(control) => (
              <Input {...control} {...form.register('code')} autoComplete="off" autoCapitalize="characters" />
            )}
          </FormField>
          <Button type="submit" variant="outline" className="self-start">
            {m.groups_screen_join_submit()}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

/** The groups the person owns or is in (teacher or student), making one, and joining one by its code. */
export function GroupsPage() {
  useDocumentTitle(m.groups_screen_title())
  const list = useQuery(myGroupsQuery())
  if (!list.data) return <PageLoading />
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageTitle title={m.groups_screen_title()} description={m.groups_screen_description()} />
      {list.data.items.length === 0 ? (
        <EmptyState icon={Users} title={m.groups_screen_empty()} description={m.groups_screen_empty_description()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={m.groups_screen_title()}>
          {list.data.items.map((group) => (
            <li key={group.id}>
              <Card className="h-full">
                <CardHeader className="gap-2">
                  <Badge variant={group.role === 'member' ? 'secondary' : 'default'}>{roleLabel(group.role)}</Badge>
                  <CardTitle asChild>
                    <h2 className="text-lg leading-snug [overflow-wrap:anywhere]">
                      <Link to="/groups/$groupId" params={{ groupId: group.id }} className="hover:underline">
                        <span {...USER_CONTENT}>{group.name}</span>
                      </Link>
                    </h2>
                  </CardTitle>
                </CardHeader>
                <CardContent className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <span>{m.groups_screen_member_count({ count: group.memberCount })}</span>
                  <span>
                    {m.groups_screen_owner_label()} <span {...USER_CONTENT}>{group.owner.username}</span>
                  </span>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <CreateGroupForm />
        <JoinByCodeForm />
      </div>
    </div>
  )
}
