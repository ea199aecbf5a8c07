import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ACCOUNT_DATA_TEXTS } from '#shared/account-data-texts'
import { type DeleteAccountInput, DeleteAccountSchema } from '#shared/schemas/account-data'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { FormField } from '@/components/form-field'
import { errorCode, errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { meQuery, setCurrentUser } from '@/lib/session'
import { trpc } from '@/trpc'
import { deletionCheckQuery } from './account-queries'

const TEXTS = ACCOUNT_DATA_TEXTS.deletion

/** "Delete account": what it does, and a dialog that asks for the password before it happens. */
export function DeleteAccountSection({ username }: { username: string }) {
  const [isOpen, setOpen] = useState(false)
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>
          <h2>{TEXTS.title}</h2>
        </CardTitle>
        <CardDescription>{TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {TEXTS.action}
        </Button>
        {isOpen && <DeleteAccountDialog username={username} onClose={() => setOpen(false)} />}
      </CardContent>
    </Card>
  )
}

type DeleteAccount = z.output<typeof DeleteAccountSchema>

/**
 * Asks for the password (or, for an account that signs in only with Google, the username), and
 * says why the server refuses when it does: money in the wallet, a request waiting, a wrong
 * password, each in the server's words. Once deleted, the browser is signed out and goes home.
 */
function DeleteAccountDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const check = useQuery(deletionCheckQuery())
  const confirmWith = check.data?.confirmWith ?? 'password'
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<DeleteAccountInput, unknown, DeleteAccount>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { password: '', username: '' },
  })
  const { errors } = form.formState

  const remove = useMutation(
    trpc.auth.deleteAccount.mutationOptions({
      onSuccess: (result) => {
        // Signed out: the header and this page see no user at once (the page then renders nothing),
        // and everything else read as this account is dropped.
        setCurrentUser(queryClient, null)
        const signedIn = JSON.stringify(meQuery().queryKey)
        queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== signedIn })
        notify.success(result.message)
        void navigate({ to: '/' })
      },
      onError: (error) => {
        const message = errorMessage(error)
        // A wrong or missing password (or username) is the field's; anything else is the account's.
        if (errorCode(error) === 'BAD_REQUEST') form.setError(confirmWith, { message }, { shouldFocus: true })
        else setRefusal(message)
      },
    }),
  )

  const submit = form.handleSubmit((input) => {
    setRefusal(null)
    remove.mutate(confirmWith === 'password' ? { password: input.password } : { username: input.username })
  })
  const shownRefusal = refusal ?? check.data?.refusal ?? null
  const fieldId = `delete-account-${confirmWith}`

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{TEXTS.dialogTitle}</DialogTitle>
            <DialogDescription>{TEXTS.dialogDescription}</DialogDescription>
          </DialogHeader>
          {shownRefusal && (
            <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
              {shownRefusal}
            </p>
          )}
          {confirmWith === 'password' ? (
            <FormField
              id={fieldId}
              label={TEXTS.passwordLabel}
              hint={TEXTS.passwordHint}
              error={errors.password?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('password')}
                  type="password"
                  autoComplete="current-password"
                  aria-required
                />
              )}
            </FormField>
          ) : (
            <FormField
              id={fieldId}
              label={TEXTS.usernameLabel}
              hint={TEXTS.usernameHint(username)}
              error={errors.username?.message}
            >
              {(control) => <Input {...control} {...form.register('username')} autoComplete="off" aria-required />}
            </FormField>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {TEXTS.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending || check.isPending}>
              {remove.isPending ? TEXTS.deleting : TEXTS.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
