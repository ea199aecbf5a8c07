import { ChevronDown, Settings2 } from 'lucide-react'
import { type Dispatch, type ReactNode, useState } from 'react'
import { ANSWER_REVEAL_TEXTS, ANSWER_REVEAL_TIMES, type AnswerRevealTime, revealTimeOf } from '#shared/answer-reveal'
import { AntiCheatSchema } from '#shared/schemas/quiz'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { cn } from '@/lib/utils'
import type { AntiCheatSwitch, EditorAction, EditorForm, GeneralSetting } from './editor-state'
import { Field, hintId, SwitchField } from './fields'

// The schema owns the bounds; the input only mirrors them.
const TAB_SWITCHES = AntiCheatSchema.shape.maxTabSwitches.unwrap()

const GENERAL: Array<{ key: GeneralSetting; label: string; description: string }> = [
  {
    key: 'shuffleQuestions',
    label: 'Shuffle questions',
    description: 'Each participant gets the questions in a different order.',
  },
  { key: 'shuffleOptions', label: 'Shuffle options', description: 'The four options appear in a different order.' },
  {
    key: 'allowReview',
    label: 'Allow review',
    description: 'Participants can go through their answers after submitting.',
  },
]

const ANTI_CHEAT: Array<{ key: AntiCheatSwitch; label: string; description: string }> = [
  { key: 'enabled', label: 'Enable anti-cheat', description: 'Monitor attempts and record violations.' },
  { key: 'detectTabSwitch', label: 'Detect tab switches', description: 'Leaving the quiz tab counts as a violation.' },
  {
    key: 'detectCopyPaste',
    label: 'Detect copy and paste',
    description: 'Copying, pasting and right-click are blocked and recorded.',
  },
  {
    key: 'timeLimit',
    label: 'Enforce question time limits',
    description: 'The quiz moves on when a question’s time runs out.',
  },
  {
    key: 'randomizeQuestions',
    label: 'Randomize questions',
    description: 'Questions are drawn in a random order for each attempt.',
  },
  { key: 'forceFullscreen', label: 'Require fullscreen', description: 'The quiz can only be taken in fullscreen.' },
  {
    key: 'autoSubmitOnViolation',
    label: 'Auto-submit on violation',
    description: 'A serious violation submits the attempt.',
  },
]

function SettingsGroup({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      {hint}
      <div className="grid items-start gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/** When the result shows each question's right answer and explanation: one of three. */
function RevealChoice({ value, dispatch }: { value: AnswerRevealTime; dispatch: Dispatch<EditorAction> }) {
  const labelId = 'setting-showCorrectAnswersWhen-label'
  return (
    <div className="space-y-3 rounded-lg border p-3 sm:col-span-2">
      <p id={labelId} className="text-sm leading-none font-medium">
        {ANSWER_REVEAL_TEXTS.label}
      </p>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={(when) => dispatch({ type: 'revealAnswers', when: when as AnswerRevealTime })}
      >
        {ANSWER_REVEAL_TIMES.map((when) => {
          const id = `setting-showCorrectAnswersWhen-${when}`
          const option = ANSWER_REVEAL_TEXTS.options[when]
          return (
            <div key={when} className="flex items-start gap-3">
              <RadioGroupItem value={when} id={id} aria-describedby={hintId(id)} className="mt-0.5" />
              <div className="space-y-1">
                <Label htmlFor={id}>{option.label}</Label>
                <p id={hintId(id)} className="text-xs text-muted-foreground">
                  {option.description}
                </p>
              </div>
            </div>
          )
        })}
      </RadioGroup>
    </div>
  )
}

type Props = Pick<EditorForm, 'settings' | 'maxTabSwitches'> & { dispatch: Dispatch<EditorAction> }

/** Every setting of the quiz (spec section 3), folded away: most quizzes keep the defaults. */
export function AdvancedSettings({ settings, maxTabSwitches, dispatch }: Props) {
  const [isOpen, setOpen] = useState(false)
  const isAntiCheatOn = settings.antiCheat.enabled
  return (
    <Card>
      <Collapsible open={isOpen} onOpenChange={setOpen}>
        <CardHeader>
          <h2 className="text-lg leading-none font-semibold">
            <CollapsibleTrigger asChild>
              <Button type="button" variant="ghost" className="-mx-3 text-lg font-semibold">
                <Settings2 className="size-5 text-primary" aria-hidden="true" />
                {QUIZ_EDITOR_TEXTS.advancedSettings}
                <ChevronDown
                  className={isOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
                  aria-hidden="true"
                />
              </Button>
            </CollapsibleTrigger>
          </h2>
        </CardHeader>
        <CollapsibleContent>
          <CardContent className="space-y-6 pt-6">
            <SettingsGroup legend="Questions and results">
              {GENERAL.map(({ key, label, description }) => (
                <SwitchField
                  key={key}
                  id={`setting-${key}`}
                  label={label}
                  description={description}
                  checked={settings[key]}
                  onCheckedChange={(value) => dispatch({ type: 'setting', key, value })}
                />
              ))}
              <RevealChoice value={revealTimeOf(settings, null)} dispatch={dispatch} />
            </SettingsGroup>
            <SettingsGroup
              legend="Anti-cheat"
              hint={
                !isAntiCheatOn && (
                  <p className="text-sm text-muted-foreground">
                    Turn on “Enable anti-cheat” to change the other anti-cheat settings.
                  </p>
                )
              }
            >
              {ANTI_CHEAT.map(({ key, label, description }) => (
                <SwitchField
                  key={key}
                  id={`anti-cheat-${key}`}
                  label={label}
                  description={description}
                  checked={settings.antiCheat[key]}
                  // The detail switches only mean something while anti-cheat is on.
                  disabled={key !== 'enabled' && !isAntiCheatOn}
                  onCheckedChange={(value) => dispatch({ type: 'antiCheat', key, value })}
                />
              ))}
              <Field
                id="anti-cheat-maxTabSwitches"
                label="Maximum tab switches"
                hint="Tab switches allowed before the attempt counts as a violation."
                className={cn('rounded-lg border p-3', !isAntiCheatOn && 'bg-muted/40')}
              >
                <Input
                  id="anti-cheat-maxTabSwitches"
                  type="number"
                  inputMode="numeric"
                  min={TAB_SWITCHES.minValue ?? undefined}
                  max={TAB_SWITCHES.maxValue ?? undefined}
                  step={1}
                  value={maxTabSwitches}
                  disabled={!isAntiCheatOn}
                  aria-describedby={hintId('anti-cheat-maxTabSwitches')}
                  onChange={(event) => dispatch({ type: 'patch', patch: { maxTabSwitches: event.target.value } })}
                />
              </Field>
            </SettingsGroup>
          </CardContent>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  )
}
