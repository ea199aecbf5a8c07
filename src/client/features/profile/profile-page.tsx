import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useState } from 'react'
import { PHONE_DIGITS } from '#shared/constants'
import { formatINR } from '#shared/money'
import { FAILURE, SUCCESS } from '#shared/messages'
import { FIELD_LABELS, HEADER_TEXTS, PROFILE_FORM_TEXTS, PROFILE_TEXTS, RETRY_LABEL } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { type CurrentUser, meQuery, setCurrentUser } from '@/lib/session'
import { PageLoading } from '@/components/page-loading'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { UserAvatar } from '@/components/user-avatar'

function WalletTiles() {
  const summary = useQuery(trpc.wallet.summary.queryOptions())
  if (summary.isError)
    return <p className="text-sm text-destructive">{errorMessage(summary.error, FAILURE.walletLoad)}</p>
  const tiles = [
    { label: PROFILE_TEXTS.balance, value: summary.data?.balancePaise },
    { label: PROFILE_TEXTS.totalEarned, value: summary.data?.totalEarnedPaise },
    { label: PROFILE_TEXTS.totalSpent, value: summary.data?.totalSpentPaise },
  ]
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border bg-muted/40 p-4">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">
            {tile.value === undefined ? '…' : formatINR(tile.value)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

const READ_ONLY_CLASS =
  'read-only:cursor-default read-only:border-dashed read-only:bg-muted/50 read-only:shadow-none read-only:text-foreground'

function toForm(user: CurrentUser) {
  return {
    username: user.username,
    email: user.email,
    phone: user.phone ?? '',
    password: '',
    profilePicture: user.profilePicture ?? '',
  }
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient()
  const [isEditing, setEditing] = useState(false)
  const [form, setForm] = useState(() => toForm(user))
  const update = useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: (updated) => {
        setCurrentUser(queryClient, updated)
        setForm(toForm(updated))
        setEditing(false)
        notify.success(SUCCESS.profileUpdated)
      },
      // A failure keeps edit mode, so nothing typed is lost.
      onError: (error) => notify.error(errorMessage(error, FAILURE.profileUpdateToast)),
    }),
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isEditing) {
      setEditing(true)
      return
    }
    update.mutate(form)
  }

  // View mode reads, it does not grey out: read-only fields stay legible and focusable, and the
  // style says they cannot be typed into (spec section 4: Edit Profile enables them).
  const isReadOnly = !isEditing || update.isPending
  const field = (key: keyof typeof form) => ({
    id: `profile-${key}`,
    value: form[key],
    readOnly: isReadOnly,
    className: READ_ONLY_CLASS,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: event.target.value }),
  })

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="profile-username">{FIELD_LABELS.username}</Label>
          <Input {...field('username')} autoComplete="username" required />
        </div>
        <div className="space-y-2">
          <Label htmlFor="profile-email">{FIELD_LABELS.email}</Label>
          <Input {...field('email')} type="email" autoComplete="email" required />
        </div>
        <div className="space-y-2">
          <Label htmlFor="profile-phone">{FIELD_LABELS.phone}</Label>
          <Input
            {...field('phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={PROFILE_TEXTS.phonePlaceholder}
            maxLength={PHONE_DIGITS}
            pattern={`\\d{${PHONE_DIGITS}}`}
            title={`${PHONE_DIGITS} digits`}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="profile-password">{FIELD_LABELS.newPassword}</Label>
          <Input
            {...field('password')}
            type="password"
            autoComplete="new-password"
            placeholder={isEditing ? PROFILE_FORM_TEXTS.keepPassword : undefined}
          />
        </div>
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor="profile-profilePicture">{FIELD_LABELS.profilePicture}</Label>
          <Input {...field('profilePicture')} type="url" placeholder={isEditing ? 'https://…' : undefined} />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {isEditing ? PROFILE_TEXTS.saveChanges : PROFILE_TEXTS.editProfile}
        </Button>
        {isEditing && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setForm(toForm(user))
              setEditing(false)
            }}
          >
            {PROFILE_FORM_TEXTS.cancel}
          </Button>
        )}
      </div>
    </form>
  )
}

/**
 * The profile is public as a route (spec section 2): a guest is asked to log in. When the server
 * could not say who is signed in, the page says so (spec section 8) rather than take the visitor
 * for a guest.
 */
export function ProfilePage({ history }: { history: ReactNode }) {
  const me = useQuery(meQuery())
  const user = me.data ?? null
  // A failed fetch may have been papered over by the persisted copy (restoreSession), which keeps
  // the failure reason until a fetch succeeds.
  const hasFailed = me.isError || (me.failureReason !== null && !me.isFetching)
  if (!user && me.isFetching) return <PageLoading />
  if (!user && hasFailed) {
    // The server's own message, when it sent one, under the spec's fallback.
    const detail = errorMessage(me.error ?? me.failureReason, FAILURE.profileFetch)
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center" role="alert">
        <h1 className="text-2xl font-bold">{FAILURE.profileFetch}</h1>
        {detail !== FAILURE.profileFetch && <p className="mt-2 text-muted-foreground">{detail}</p>}
        <Button className="mt-6" onClick={() => void me.refetch()}>
          {RETRY_LABEL}
        </Button>
      </div>
    )
  }
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Your profile</h1>
        <p className="mt-2 text-muted-foreground">Log in to see and edit your profile and wallet.</p>
        <Button asChild className="mt-6">
          <Link to="/login" search={{ redirect: '/profile' }}>
            {HEADER_TEXTS.login}
          </Link>
        </Button>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} className="size-16 text-2xl" />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold">{user.username}</h1>
          <p className="truncate text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{HEADER_TEXTS.wallet}</h2>
          </CardTitle>
          <CardDescription>Your balance and earnings in rupees.</CardDescription>
        </CardHeader>
        <CardContent>
          <WalletTiles />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Profile details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
      {history}
    </div>
  )
}
