import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { ACCOUNT_DATA_TEXTS } from '#shared/account-data-texts'
import { PHONE_INPUT_MAX } from '#shared/constants'
import { formatINR } from '#shared/money'
import { ACCOUNT_SERVER } from '#shared/messages'
import type { ProfileUpdateInput, ProfileUpdateSchema } from '#shared/schemas/auth'
import { PROFILE_FORM_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { FormField } from '@/components/form-field'
import { type CurrentUser, meQuery, setCurrentUser } from '@/lib/session'
import { PageLoading } from '@/components/page-loading'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { UserAvatar } from '@/components/user-avatar'
import { summaryQuery } from '@/lib/wallet-queries'
import { needsCurrentPassword, profileFormSchema, SERVER_REFUSAL_FIELD } from './profile-form-schema'
import { USER_CONTENT } from '@/components/user-text'
import { PhoneSettings } from './phone-settings'
import { m } from '#shared/i18n'

function WalletTiles() {
  // The route's loader asks for it with the page; it says its own failure here.
  const summary = useQuery(summaryQuery())
  if (summary.isError)
    return <p className="text-sm text-destructive">{errorMessage(summary.error, m.failure_wallet_load())}</p>
  const tiles = [
    { label: m.profile_texts_balance(), value: summary.data?.balancePaise },
    { label: m.profile_texts_total_earned(), value: summary.data?.totalEarnedPaise },
    { label: m.profile_texts_total_spent(), value: summary.data?.totalSpentPaise },
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
    email: user.email ?? '',
    phone: user.phone ?? '',
    password: '',
    profilePicture: user.profilePicture ?? '',
    currentPassword: '',
  }
}

type ProfileUpdate = z.output<typeof ProfileUpdateSchema>

function ProfileForm({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient()
  const [isEditing, setEditing] = useState(false)
  // An address asked for and not yet verified: the profile keeps the old one until the link is opened.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  const schema = useMemo(
    () => profileFormSchema({ email: user.email, hasPassword: user.hasPassword }),
    [user.email, user.hasPassword],
  )
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(schema),
    defaultValues: toForm(user),
  })
  const { errors } = form.formState
  const [password, email] = useWatch({ control: form.control, name: ['password', 'email'] })
  const asksCurrentPassword = isEditing && needsCurrentPassword({ password, email }, user)
  const update = useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: ({ pendingEmail: newEmail, ...updated }) => {
        setCurrentUser(queryClient, updated)
        form.reset(toForm(updated))
        setEditing(false)
        // A new address waiting for its link: said in a toast, and under the form, where it stays.
        setPendingEmail((earlier) => newEmail ?? earlier)
        if (newEmail) notify.info(ACCOUNT_SERVER.emailChangePending(newEmail))
        else notify.success(m.success_profile_updated())
      },
      // A failure keeps edit mode, so nothing typed is lost; a refusal about one field is said under it.
      onError: (error) => {
        const message = errorMessage(error, m.failure_profile_update_toast())
        const field = SERVER_REFUSAL_FIELD[message]
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true })
        else notify.error(message)
      },
    }),
  )

  // The same button is Edit Profile in view mode and Save Changes in edit mode. The current
  // password goes only with a change that needs it.
  const save = form.handleSubmit((profile) =>
    update.mutate(needsCurrentPassword(profile, user) ? profile : { ...profile, currentPassword: undefined }),
  )
  const submit = (event: FormEvent) => {
    if (isEditing) return void save(event)
    event.preventDefault()
    setEditing(true)
  }

  // View mode reads, it does not grey out: read-only fields stay legible and focusable, and the
  // style says they cannot be typed into (Edit Profile enables them).
  const isReadOnly = !isEditing || update.isPending
  const field = (key: keyof ProfileUpdateInput) => ({
    ...form.register(key),
    readOnly: isReadOnly,
    className: READ_ONLY_CLASS,
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.profile_form_texts_form()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-username" label={m.field_labels_username()} error={errors.username?.message}>
          {(control) => <Input {...control} {...field('username')} autoComplete="username" aria-required />}
        </FormField>
        <FormField id="profile-email" label={m.field_labels_email()} error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...field('email')} type="email" autoComplete="email" aria-required={!!user.email} />
          )}
        </FormField>
        <FormField id="profile-phone" label={m.field_labels_phone()} error={errors.phone?.message}>
          {(control) => (
            <Input
              {...control}
              {...field('phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={m.profile_texts_phone_placeholder()}
              maxLength={PHONE_INPUT_MAX}
            />
          )}
        </FormField>
        <FormField id="profile-password" label={m.field_labels_new_password()} error={errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              {...field('password')}
              type="password"
              autoComplete="new-password"
              placeholder={isEditing ? m.profile_form_texts_keep_password() : undefined}
            />
          )}
        </FormField>
        {asksCurrentPassword && (
          <FormField
            id="profile-currentPassword"
            label={m.account_texts_profile_current_password()}
            hint={m.account_texts_profile_current_password_hint()}
            error={errors.currentPassword?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                {...field('currentPassword')}
                type="password"
                autoComplete="current-password"
                aria-required
              />
            )}
          </FormField>
        )}
        <FormField
          id="profile-profilePicture"
          label={m.field_labels_profile_picture()}
          error={errors.profilePicture?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              {...field('profilePicture')}
              type="url"
              placeholder={isEditing ? PROFILE_FORM_TEXTS.picturePlaceholder : undefined}
            />
          )}
        </FormField>
      </div>
      {pendingEmail && (
        <div className="rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm" data-testid="pending-email">
          <p className="font-medium">{m.account_texts_profile_pending_email_title()}</p>
          <p className="mt-1 text-muted-foreground">{ACCOUNT_SERVER.emailChangePending(pendingEmail)}</p>
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {isEditing ? m.profile_texts_save_changes() : m.profile_texts_edit_profile()}
        </Button>
        {isEditing && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              form.reset(toForm(user))
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
 * The profile is public as a route: a guest is asked to log in. When the server
 * could not say who is signed in, the page says so rather than take the visitor
 * for a guest.
 */
export function ProfilePage({ history, sections }: { history: ReactNode; sections?: ReactNode }) {
  const me = useQuery(meQuery())
  const user = me.data ?? null
  // A failed fetch may have been papered over by the persisted copy (restoreSession), which keeps
  // the failure reason until a fetch succeeds.
  const hasFailed = me.isError || (me.failureReason !== null && !me.isFetching)
  if (!user && me.isFetching) return <PageLoading />
  if (!user && hasFailed) {
    // The server's own message, when it sent one, under the product's fallback.
    const detail = errorMessage(me.error ?? me.failureReason, m.failure_profile_fetch())
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center" role="alert">
        <h1 className="text-2xl font-bold">{m.failure_profile_fetch()}</h1>
        {detail !== m.failure_profile_fetch() && <p className="mt-2 text-muted-foreground">{detail}</p>}
        <Button className="mt-6" onClick={() => void me.refetch()}>
          {m.retry()}
        </Button>
      </div>
    )
  }
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{m.profile_form_texts_guest_title()}</h1>
        <p className="mt-2 text-muted-foreground">{m.profile_form_texts_guest_hint()}</p>
        <Button asChild className="mt-6">
          <Link to="/login" search={{ redirect: '/profile' }}>
            {m.header_login()}
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
          <h1 className="truncate text-2xl font-bold" {...USER_CONTENT}>
            {user.username}
          </h1>
          <p className="truncate text-muted-foreground" {...USER_CONTENT}>
            {user.email}
          </p>
          <Link to="/profile/sessions" className="text-sm text-primary underline-offset-4 hover:underline">
            {ACCOUNT_DATA_TEXTS.profileLink}
          </Link>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{PROFILE_FORM_TEXTS.walletTitle}</h2>
          </CardTitle>
          <CardDescription>{m.profile_form_texts_wallet_description()}</CardDescription>
        </CardHeader>
        <CardContent>
          <WalletTiles />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{m.profile_form_texts_details_title()}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
      <PhoneSettings user={user} />
      {/* The account's sections of other features (notification settings), given by the route. */}
      {sections}
      {history}
    </div>
  )
}
