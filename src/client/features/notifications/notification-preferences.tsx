import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  NOTIFICATION_PREFERENCE_TEXTS as TEXTS,
  OPTIONAL_EMAIL_KINDS,
  type OptionalEmailKind,
} from '#shared/notifications'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { m } from '#shared/i18n'

/**
 * The profile's email choices: a checkbox per kind that may go without email, saved as it is
 * ticked. Security notices are not among them: they always come by email, and the section says so.
 */
export function NotificationPreferences() {
  const queryClient = useQueryClient()
  const preferencesKey = trpc.notifications.preferences.queryKey()
  const preferences = useQuery(trpc.notifications.preferences.queryOptions())
  const mail = useQuery(trpc.auth.mailStatus.queryOptions())
  const save = useMutation(
    trpc.notifications.setPreferences.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(preferencesKey, saved)
        notify.success(m.notification_server_preferences_saved())
      },
      onError: (error) => {
        notify.error(errorMessage(error, m.notification_preference_texts_save_failed()))
        void queryClient.invalidateQueries({ queryKey: preferencesKey })
      },
    }),
  )

  const choose = (kind: OptionalEmailKind, isOn: boolean) => {
    // The box shows the choice at once; a refusal puts back what the server holds.
    queryClient.setQueryData(preferencesKey, (current) =>
      current ? { ...current, email: { ...current.email, [kind]: isOn } } : current,
    )
    save.mutate({ email: { [kind]: isOn } })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.notification_preference_texts_heading()}</h2>
        </CardTitle>
        <CardDescription>{m.notification_preference_texts_description()}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {preferences.isError && (
          <p className="text-sm text-destructive" role="alert">
            {errorMessage(preferences.error, m.notification_preference_texts_load_failed())}
          </p>
        )}
        <fieldset className="space-y-3">
          <legend className="sr-only">{m.notification_preference_texts_heading()}</legend>
          {OPTIONAL_EMAIL_KINDS.map((kind) => (
            <div key={kind} className="flex items-center gap-3">
              {/* Shown ticked and still until the choices arrive, so nothing moves when they do. */}
              <Checkbox
                id={`email-${kind}`}
                checked={preferences.data?.email[kind] ?? true}
                disabled={!preferences.data}
                onCheckedChange={(checked) => choose(kind, checked === true)}
              />
              <Label htmlFor={`email-${kind}`} className="leading-snug font-normal">
                {TEXTS.kinds[kind]}
              </Label>
            </div>
          ))}
        </fieldset>
        <p className="text-sm text-muted-foreground">{m.notification_preference_texts_security_note()}</p>
        {mail.data?.isEnabled === false && (
          <p className="text-sm text-muted-foreground">{m.notification_preference_texts_mail_off()}</p>
        )}
      </CardContent>
    </Card>
  )
}
