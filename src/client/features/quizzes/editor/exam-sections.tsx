import { ArrowDown, ArrowUp, ListPlus, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { type FieldError as FormError, useWatch } from 'react-hook-form'
import { QUIZ_LIMITS } from '#shared/constants'
import { formatDuration } from '#shared/duration'
import { SECTION_LIMITS, SECTION_ORDERS } from '#shared/exam/sections'
import { errorId, FieldError, FormField, hintId } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { Switch } from '@/components/ui/switch'
import { useEditorAction, useEditorForm } from './editor-form'
import type { EditorAction, EditorForm } from './editor-state'
import { SwitchField } from './fields'
import { parseNumber } from './timing'
import { m } from '#shared/i18n'

/** The marking of the common papers: IBPS and SBI prelims, SSC CGL, JEE and NEET. */
const PRESETS = [
  { correct: '1', wrong: '-0.25' },
  { correct: '2', wrong: '-0.5' },
  { correct: '4', wrong: '-1' },
] as const

/** A mark as people write it: a plus on what is earned, a true minus on what is taken. */
const signed = (mark: string) => (mark.startsWith('-') ? `\u2212${mark.slice(1)}` : `+${mark}`)

const ORDER_TEXTS = {
  free: () => [m.exam_editor_order_free(), m.exam_editor_order_free_hint()] as const,
  fixed: () => [m.exam_editor_order_fixed(), m.exam_editor_order_fixed_hint()] as const,
}

/** A section's name on screen: its title, or its place while it has none. */
export function sectionName(title: string, index: number): string {
  return title.trim() || m.exam_editor_section({ number: index + 1 })
}

type SectionErrors = Partial<Record<keyof EditorForm['sections'][number] | 'questionIndexes', FormError>>

const ADD_SECTION_ID = 'exam-add-section'

/** A section's ids, from its own key, so labels stay attached as sections move. */
const sectionFieldId = (key: string, part: string) => `${key}-${part}`

function SectionCard({
  index,
  count,
  onChange,
}: {
  index: number
  count: number
  /** Moves or removes the section, the focus following (see ExamSections). */
  onChange: (action: Extract<EditorAction, { type: 'moveSection' | 'removeSection' }>) => void
}) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useEditorForm()
  const [section, order, questions] = useWatch({
    control,
    name: [`sections.${index}`, 'sectionOrder', 'questions'],
  })
  // The save check also speaks of the section's questions and of its marking as a whole.
  const fieldErrors = errors.sections?.[index] as SectionErrors | undefined
  const id = (part: string) => sectionFieldId(section.key, part)
  const number = index + 1
  const seconds = parseNumber(section.timeLimit)
  const members = questions.flatMap((question, place) => (question.section === section.key ? [place + 1] : []))
  const questionsError = fieldErrors?.questionIndexes?.message
  const mark = (name: 'correct' | 'wrong' | 'skipped', label: string) => (
    <FormField id={id(name)} label={label} error={fieldErrors?.[name]?.message}>
      {(field) => (
        <Input
          {...field}
          {...register(`sections.${index}.${name}`)}
          type="number"
          step={0.01}
          min={-SECTION_LIMITS.maxMarks}
          max={SECTION_LIMITS.maxMarks}
        />
      )}
    </FormField>
  )
  const preset = (correct: string, wrong: string) => {
    const options = { shouldDirty: true, shouldValidate: false }
    setValue(`sections.${index}.correct`, correct, options)
    setValue(`sections.${index}.wrong`, wrong, options)
    setValue(`sections.${index}.skipped`, '0', options)
  }
  return (
    <Card role="region" aria-labelledby={id('heading')} className="gap-4">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle asChild>
          <h3 id={id('heading')} className="min-w-0 break-words">
            {m.exam_editor_section({ number })}
          </h3>
        </CardTitle>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={m.exam_editor_move_up({ number })}
            disabled={index === 0}
            id={id('up')}
            onClick={() => onChange({ type: 'moveSection', key: section.key, by: -1 })}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={m.exam_editor_move_down({ number })}
            disabled={index === count - 1}
            id={id('down')}
            onClick={() => onChange({ type: 'moveSection', key: section.key, by: 1 })}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={m.exam_editor_remove_section({ number })}
            onClick={() => onChange({ type: 'removeSection', key: section.key })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('title')} label={m.exam_editor_section_title()} error={fieldErrors?.title?.message}>
            {(field) => (
              <Input
                {...field}
                {...register(`sections.${index}.title`)}
                maxLength={SECTION_LIMITS.titleMax}
                autoComplete="off"
              />
            )}
          </FormField>
          {order === 'fixed' && (
            <FormField
              id={id('time')}
              label={m.exam_editor_section_time()}
              error={fieldErrors?.timeLimit?.message}
              hint={
                seconds !== null && seconds > 0
                  ? formatDuration(seconds)
                  : m.exam_editor_section_time_hint({ min: formatDuration(QUIZ_LIMITS.minTimeSeconds) })
              }
            >
              {(field) => (
                <Input
                  {...field}
                  {...register(`sections.${index}.timeLimit`)}
                  type="number"
                  inputMode="numeric"
                  min={QUIZ_LIMITS.minTimeSeconds}
                  step={1}
                />
              )}
            </FormField>
          )}
        </div>
        <fieldset className="space-y-3" aria-describedby={hintId(id('marking'))}>
          <legend className="mb-2 text-sm font-semibold">{m.exam_editor_marking()}</legend>
          <div className="grid grid-cols-3 gap-2 sm:max-w-md">
            {mark('correct', m.exam_editor_marks_correct())}
            {mark('wrong', m.exam_editor_marks_wrong())}
            {mark('skipped', m.exam_editor_marks_skipped())}
          </div>
          <p id={hintId(id('marking'))} className="text-xs text-muted-foreground">
            {m.exam_editor_marking_hint()}
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons named by its label, inside the marks' fieldset. */}
          <div role="group" aria-label={m.exam_editor_presets()} className="flex flex-wrap gap-2">
            {PRESETS.map(({ correct, wrong }) => (
              <Button key={correct} type="button" variant="outline" size="sm" onClick={() => preset(correct, wrong)}>
                {signed(correct)} / {signed(wrong)}
                <span className="sr-only"> {m.exam_editor_preset_for({ number })}</span>
              </Button>
            ))}
          </div>
        </fieldset>
        <p className={questionsError ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          {questionsError ??
            (members.length > 0
              ? m.exam_editor_questions({ list: members.join(', ') })
              : m.exam_editor_questions_none())}
        </p>
      </CardContent>
    </Card>
  )
}

/** Free or fixed order, each said in one line under the choice. */
function OrderField() {
  const {
    register,
    control,
    formState: { errors },
  } = useEditorForm()
  const order = useWatch({ control, name: 'sectionOrder' })
  return (
    <FormField
      id="exam-section-order"
      label={m.exam_editor_order()}
      hint={ORDER_TEXTS[order]()[1]}
      error={errors.sectionOrder?.message}
      className="sm:max-w-sm"
    >
      {(field) => (
        <NativeSelect {...field} {...register('sectionOrder')}>
          {SECTION_ORDERS.map((value) => (
            <NativeSelectOption key={value} value={value}>
              {ORDER_TEXTS[value]()[0]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}

/**
 * The paper's exam sections: off by default, and a quiz without them saves as before. On, the
 * sections in the paper's order, each with its title, clock and marking; the questions are placed
 * in them on their own cards.
 */
export function ExamSections() {
  const act = useEditorAction()
  const {
    control,
    getValues,
    formState: { errors },
  } = useEditorForm()
  // The element to focus once the render that draws it is done: keyboard users never get lost.
  const [focusId, setFocusId] = useState<string | null>(null)
  useEffect(() => {
    if (!focusId) return
    document.getElementById(focusId)?.focus()
    setFocusId(null)
  }, [focusId])
  const add = () => {
    act({ type: 'addSection' })
    const added = getValues('sections').at(-1)
    if (added) setFocusId(sectionFieldId(added.key, 'title'))
  }
  const change = (action: Extract<EditorAction, { type: 'moveSection' | 'removeSection' }>) => {
    act(action)
    if (action.type === 'removeSection') {
      // The button went with its section: the next stop is Add section, or the switch once none is left.
      setFocusId(getValues('examOn') ? ADD_SECTION_ID : 'exam-on')
      return
    }
    // The moved section's button stays under the finger, or its other one where it went to an end.
    const at = getValues('sections').findIndex((section) => section.key === action.key)
    const atEnd = action.by < 0 ? at === 0 : at === getValues('sections').length - 1
    setFocusId(sectionFieldId(action.key, action.by < 0 !== atEnd ? 'up' : 'down'))
  }
  const [examOn, sections, order] = useWatch({ control, name: ['examOn', 'sections', 'sectionOrder'] })
  const listError = errors.sections?.root?.message ?? errors.sections?.message
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{m.exam_editor_title()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <div className="space-y-1">
            <Label htmlFor="exam-on">{m.exam_editor_switch()}</Label>
            <p id={hintId('exam-on')} className="text-xs text-muted-foreground">
              {m.exam_editor_switch_hint()}
            </p>
          </div>
          <Switch
            id="exam-on"
            checked={examOn}
            onCheckedChange={(on) => act({ type: 'setExam', on })}
            aria-describedby={hintId('exam-on')}
          />
        </div>
        {examOn && (
          <>
            <OrderField />
            <SwitchField
              name="carryOver"
              id="exam-carry-over"
              label={m.exam_editor_carry_over()}
              description={order === 'fixed' ? m.exam_editor_carry_over_hint() : m.exam_editor_carry_over_free()}
              disabled={order !== 'fixed'}
            />
            <FieldError id="exam-carry-over" error={errors.carryOver?.message} />
            <ol className="space-y-4">
              {sections.map((section: EditorForm['sections'][number], index: number) => (
                <li key={section.key}>
                  <SectionCard index={index} count={sections.length} onChange={change} />
                </li>
              ))}
            </ol>
            <FieldError id="exam-sections" error={listError} />
            <Button
              id={ADD_SECTION_ID}
              type="button"
              variant="outline"
              onClick={add}
              disabled={sections.length >= SECTION_LIMITS.maxSections}
              aria-invalid={listError ? true : undefined}
              aria-describedby={listError ? errorId('exam-sections') : undefined}
            >
              <ListPlus aria-hidden="true" />
              {m.exam_editor_add_section()}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  )
}
