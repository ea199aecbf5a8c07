import { Send } from 'lucide-react'
import { useState } from 'react'
import type { PaletteState } from '#shared/exam/palette'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { USER_CONTENT } from '@/components/user-text'
import { countsOf, type ExamView } from './exam-state'
import { PALETTE_STATES, STATE_LABEL } from './palette-look'
import { m } from '#shared/i18n'

interface ExamSummaryProps {
  exam: ExamView
  stateAt: (index: number) => PaletteState
  disabled: boolean
  onConfirm: () => void
}

/**
 * Submit, after a summary of the paper: for each section how many questions are answered, not
 * answered, marked, answered and marked, and not visited. `disabled` also closes it (a clock may
 * submit while the player reads).
 */
export function ExamSubmitButton({ exam, stateAt, disabled, onConfirm }: ExamSummaryProps) {
  const [open, setOpen] = useState(false)
  return (
    <AlertDialog open={open && !disabled} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" disabled={disabled}>
          <Send aria-hidden="true" /> {m.attempt_texts_submit_quiz()}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="max-h-[90dvh] overflow-y-auto">
        <AlertDialogHeader>
          <AlertDialogTitle>{m.exam_screen_summary_title()}</AlertDialogTitle>
          <AlertDialogDescription>{m.exam_screen_summary_intro()}</AlertDialogDescription>
        </AlertDialogHeader>
        {open && (
          <div className="space-y-3" data-testid="exam-summary">
            {exam.sections.map((section, index) => {
              const counts = countsOf(section.questionIndexes.map(stateAt))
              return (
                <section key={index} className="rounded-lg border p-3" data-testid="exam-summary-section">
                  <h3 className="font-semibold wrap-anywhere" {...USER_CONTENT}>
                    {section.title}
                  </h3>
                  <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                    {PALETTE_STATES.map((state) => (
                      <div key={state} className="contents" data-state={state}>
                        <dt>{STATE_LABEL[state]()}</dt>
                        <dd className="text-end font-semibold tabular-nums">{counts[state]}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              )
            })}
          </div>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{m.attempt_texts_cancel()}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{m.attempt_texts_confirm_submit()}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
