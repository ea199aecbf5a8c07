import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Radio } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { m } from '#shared/i18n'

/** "Host live game" on a quiz: its two options, then the host's screen with the new game's PIN. */
export function HostGameAction({ quizId, title }: { quizId: string; title: string }) {
  const id = useId()
  const navigate = useNavigate()
  const [hostScreenOnly, setHostScreenOnly] = useState(false)
  const [streakBonus, setStreakBonus] = useState(false)
  const create = useMutation(
    trpc.live.create.mutationOptions({
      onSuccess: ({ gameId }) => navigate({ to: '/host/$gameId', params: { gameId } }),
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={m.live_screen_host_quiz({ title })}>
          <Radio aria-hidden="true" /> {m.live_screen_host_action()}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.live_screen_host_action()}</DialogTitle>
          <DialogDescription>{m.live_screen_host_intro()}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-screen`}
              checked={hostScreenOnly}
              onCheckedChange={(checked) => setHostScreenOnly(checked === true)}
            />
            <Label htmlFor={`${id}-screen`} className="leading-snug font-normal">
              {m.live_screen_option_host_screen()}
            </Label>
          </div>
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-streak`}
              checked={streakBonus}
              onCheckedChange={(checked) => setStreakBonus(checked === true)}
            />
            <Label htmlFor={`${id}-streak`} className="leading-snug font-normal">
              {m.live_screen_option_streak()}
            </Label>
          </div>
        </div>
        <DialogFooter>
          <Button disabled={create.isPending} onClick={() => create.mutate({ quizId, hostScreenOnly, streakBonus })}>
            {m.live_screen_create_game()}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
