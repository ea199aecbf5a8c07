import { ChevronDown, Settings2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { ANSWER_REVEAL_TEXTS, ANSWER_REVEAL_TIMES, type AnswerRevealTime, revealTimeOf } from '#shared/answer-reveal'
import { AntiCheatSchema, PASS_MARK_BOUNDS } from '#shared/schemas/quiz'
import { PASS_MARK_TEXTS } from '#shared/certificates'
import { QUIZ_EDITOR_LABELS } from '#shared/texts'
import { FormField, hintId } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { cn } from '@/lib/utils'
import { useEditorForm } from './editor-form'
import { type AntiCheatSwitch, type EditorForm, type GeneralSetting, withDefaultReveal } from './editor-state'
import { SwitchField } from './fields'
import { m } from '#shared/i18n'

// The schema owns the bounds; the input only mirrors them.
const TAB_SWITCHES = AntiCheatSchema.shape.maxTabSwitches.unwrap()

// Read when drawn, not at import: the words are in the page's language.
const generalSwitches = () =>
  Object.entries(QUIZ_EDITOR_LABELS.settings) as Array<[GeneralSetting, readonly [string, string]]>
const antiCheatSwitches = () =>
  Object.entries(QUIZ_EDITOR_LABELS.antiCheat) as Array<[AntiCheatSwitch, readonly [string, string]]>

function SettingsGroup({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      {hint}
      <div className="grid items-start gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/**
 * When the result shows each question's right answer and explanation: one of three. Until the
 * author picks, it follows the default for the quiz's end time.
 */
function RevealChoice() {
  const { control, getValues, setValue } = useEditorForm()
  useWatch({ control, name: ['settings', 'revealChosen', 'isPaid', 'endTime'] })
  const value = revealTimeOf(withDefaultReveal(getValues()).settings, null)
  const choose = (when: AnswerRevealTime) => {
    setValue('revealChosen', true)
    setValue('settings.showCorrectAnswers', when !== 'never')
    setValue('settings.showCorrectAnswersWhen', when)
  }
  const labelId = 'setting-showCorrectAnswersWhen-label'
  return (
    <div className="space-y-3 rounded-lg border p-3 sm:col-span-2">
      <p id={labelId} className="text-sm leading-none font-medium">
        {m.answer_reveal_texts_label()}
      </p>
      <RadioGroup aria-labelledby={labelId} value={value} onValueChange={(when) => choose(when as AnswerRevealTime)}>
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

/** Whether the settings hold a field at fault: the section opens to show it. */
const hasSettingsError = (errors: ReturnType<typeof useEditorForm>['formState']['errors']) =>
  Boolean(errors.maxTabSwitches || errors.settings || errors.passMark)

/** Every setting of the quiz, folded away: most quizzes keep the defaults. */
export function AdvancedSettings() {
  const {
    register,
    control,
    formState: { errors },
  } = useEditorForm()
  const [isOpen, setOpen] = useState(false)
  const isAntiCheatOn = useWatch<EditorForm, 'settings.antiCheat.enabled'>({
    control,
    name: 'settings.antiCheat.enabled',
  })
  // A setting at fault is never hidden: the section stays open while it is.
  const isShown = isOpen || hasSettingsError(errors)
  return (
    <Card>
      <Collapsible open={isShown} onOpenChange={setOpen}>
        <CardHeader>
          <h2 className="text-lg leading-none font-semibold">
            <CollapsibleTrigger asChild>
              <Button type="button" variant="ghost" className="-mx-3 text-lg font-semibold">
                <Settings2 className="size-5 text-primary" aria-hidden="true" />
                {m.quiz_editor_texts_advanced_settings()}
                <ChevronDown
                  className={isShown ? 'rotate-180 transition-transform' : 'transition-transform'}
                  aria-hidden="true"
                />
              </Button>
            </CollapsibleTrigger>
          </h2>
        </CardHeader>
        <CollapsibleContent>
          <CardContent className="space-y-6 pt-6">
            <SettingsGroup legend={m.quiz_editor_labels_general_settings()}>
              {generalSwitches().map(([key, [label, description]]) => (
                <SwitchField
                  key={key}
                  name={`settings.${key}`}
                  id={`setting-${key}`}
                  label={label}
                  description={description}
                />
              ))}
              <RevealChoice />
              <FormField
                id="quiz-pass-mark"
                label={PASS_MARK_TEXTS.label}
                hint={PASS_MARK_TEXTS.hint}
                error={errors.passMark?.message}
                className="rounded-lg border p-3"
              >
                {(control) => (
                  <Input
                    {...control}
                    {...register('passMark')}
                    type="number"
                    inputMode="numeric"
                    min={PASS_MARK_BOUNDS.min}
                    max={PASS_MARK_BOUNDS.max}
                    step={1}
                  />
                )}
              </FormField>
            </SettingsGroup>
            <SettingsGroup
              legend={m.quiz_editor_labels_anti_cheat_settings()}
              hint={
                !isAntiCheatOn && (
                  <p className="text-sm text-muted-foreground">{m.quiz_editor_labels_anti_cheat_off()}</p>
                )
              }
            >
              {antiCheatSwitches().map(([key, [label, description]]) => (
                <SwitchField
                  key={key}
                  name={`settings.antiCheat.${key}`}
                  id={`anti-cheat-${key}`}
                  label={label}
                  description={description}
                  // The detail switches only mean something while anti-cheat is on.
                  disabled={key !== 'enabled' && !isAntiCheatOn}
                />
              ))}
              <FormField
                id="anti-cheat-maxTabSwitches"
                label={m.quiz_editor_labels_max_tab_switches()}
                hint={m.quiz_editor_labels_max_tab_switches_hint()}
                error={errors.maxTabSwitches?.message}
                className={cn('rounded-lg border p-3', !isAntiCheatOn && 'bg-muted/40')}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...register('maxTabSwitches')}
                    type="number"
                    inputMode="numeric"
                    min={TAB_SWITCHES.minValue ?? undefined}
                    max={TAB_SWITCHES.maxValue ?? undefined}
                    step={1}
                    disabled={!isAntiCheatOn}
                  />
                )}
              </FormField>
            </SettingsGroup>
          </CardContent>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  )
}
