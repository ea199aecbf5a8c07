import { useMutation } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { LIVE_BOUNDS, tidyNickname } from '#shared/live/bounds'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { useDocumentTitle } from '@/lib/document-title'
import { checkedBy, focusFirstInvalid } from '@/lib/form'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { storeJoined } from './live-logic'
import { m } from '#shared/i18n'

const route = getRouteApi('/play/')

interface JoinForm {
  pin: string
  nickname: string
}

const PIN = new RegExp(`^[0-9]{${LIVE_BOUNDS.pinLength}}$`)

/** The form as live.join takes it, each problem in the server's own words under its field. */
function checkJoin({ pin, nickname }: JoinForm) {
  const tidyPin = pin.trim()
  const tidyName = tidyNickname(nickname)
  const errors = {
    pin: PIN.test(tidyPin) ? undefined : m.live_pin_format(),
    nickname:
      tidyName.length >= LIVE_BOUNDS.nicknameMin && tidyName.length <= LIVE_BOUNDS.nicknameMax
        ? undefined
        : m.live_nickname_length({ min: LIVE_BOUNDS.nicknameMin, max: LIVE_BOUNDS.nicknameMax }),
  }
  return { data: errors.pin || errors.nickname ? null : { pin: tidyPin, nickname: tidyName }, errors }
}

/**
 * Joining a live game: the PIN (filled in from a join link's `?pin=`) and a nickname, asked of a
 * signed-in player too, since the room sees nicknames, not accounts.
 */
export function JoinPage() {
  useDocumentTitle(m.live_screen_join_title())
  const { pin = '' } = route.useSearch()
  const navigate = useNavigate()
  const form = useForm<JoinForm>({ resolver: checkedBy(checkJoin), defaultValues: { pin, nickname: '' } })
  const { errors } = form.formState
  const join = useMutation(
    trpc.live.join.mutationOptions({
      onSuccess: (joined) => {
        storeJoined(joined.gameId, joined)
        void navigate({ to: '/play/$gameId', params: { gameId: joined.gameId } })
      },
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{m.live_screen_join_title()}</h1>
          </CardTitle>
          <CardDescription>{m.live_screen_join_intro()}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            aria-label={m.live_screen_join_title()}
            className="space-y-4"
            onSubmit={form.handleSubmit(
              (values) => {
                const { data } = checkJoin(values)
                if (data) join.mutate(data)
              },
              (_errors, event) => focusFirstInvalid(event?.currentTarget as HTMLElement | null),
            )}
          >
            <FormField id="live-pin" label={m.live_screen_pin_label()} error={errors.pin?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('pin')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={LIVE_BOUNDS.pinLength}
                  className="h-14 text-center font-mono text-3xl tracking-[0.3em]"
                  aria-required
                />
              )}
            </FormField>
            <FormField
              id="live-nickname"
              label={m.live_screen_nickname_label()}
              hint={m.live_screen_nickname_hint({ min: LIVE_BOUNDS.nicknameMin, max: LIVE_BOUNDS.nicknameMax })}
              error={errors.nickname?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('nickname')}
                  autoComplete="nickname"
                  maxLength={LIVE_BOUNDS.nicknameMax * 2}
                  aria-required
                />
              )}
            </FormField>
            <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
              {join.isPending ? m.live_screen_joining() : m.live_screen_join_button()}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}
