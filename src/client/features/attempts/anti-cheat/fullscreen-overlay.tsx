import { Maximize } from 'lucide-react'
import { ATTEMPT_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useSecondsLeft } from '../countdown'
import { m } from '#shared/i18n'

function ReturnCountdown({ returnBy }: { returnBy: number }) {
  const seconds = useSecondsLeft(returnBy)
  return (
    <p className="font-medium text-destructive" role="status">
      {ATTEMPT_TEXTS.fullscreenReturn(seconds)}
    </p>
  )
}

/**
 * Forced full screen: a modal dialog that cannot be dismissed, only left by
 * entering full screen. The request comes from the button's click, as browsers require.
 */
export function FullscreenOverlay({ returnBy, onEnter }: { returnBy: number | null; onEnter: () => void }) {
  return (
    <Dialog open>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{m.attempt_texts_fullscreen_title()}</DialogTitle>
          <DialogDescription>{m.attempt_texts_fullscreen_description()}</DialogDescription>
        </DialogHeader>
        {returnBy !== null && <ReturnCountdown returnBy={returnBy} />}
        <DialogFooter>
          <Button type="button" onClick={onEnter}>
            <Maximize aria-hidden="true" /> {m.attempt_texts_enter_fullscreen()}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
