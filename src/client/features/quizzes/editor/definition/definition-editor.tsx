import { Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { m } from '#shared/i18n'
import type { QuestionDefinition } from '#shared/questions/definitions'
import { QUESTION_LIMITS } from '#shared/questions/limits'
import { serve } from '#shared/questions/serve'
import { AnswerControl } from '@/components/answer-controls/answer-control'
import type { ResponseDraft } from '@/components/answer-controls/answer-state'
import { errorId, FieldError, FormField } from '@/components/form-field'
import { QuestionText } from '@/components/question-text/question-text'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Switch } from '@/components/ui/switch'
import {
  addEntry,
  canAdd,
  canRemove,
  checkDefinition,
  type DefinitionDraft,
  type DraftErrors,
  markRight,
  QUESTION_TYPES,
  type QuestionType,
  removeEntry,
} from './definition-draft'

/** The element of a draft's field (`options.2`, `pairs.1.left`), for the first at fault to take the focus. */
export const definitionFieldId = (prefix: string, field: string) => `${prefix}-${field.replaceAll('.', '-')}`

const TYPE_LABELS: Record<QuestionType, () => string> = {
  'multiple-choice': () => m.question_editor_type_multiple_choice(),
  'multiple-answers': () => m.question_editor_type_multiple_answers(),
  'true-false': () => m.question_editor_type_true_false(),
  numeric: () => m.question_editor_type_numeric(),
  'short-answer': () => m.question_editor_type_short_answer(),
  ordering: () => m.question_editor_type_ordering(),
  matching: () => m.question_editor_type_matching(),
}

interface PartProps {
  prefix: string
  draft: DefinitionDraft
  onChange: (draft: DefinitionDraft) => void
  errors: DraftErrors
}

/** The aria attributes of a control whose error, if any, is shown under it by FieldError. */
const described = (id: string, error: string | undefined) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? errorId(id) : undefined,
})

/** A list of texts (options, accepted answers, items): a field each, removable within bounds, and Add. */
function TextList({
  prefix,
  draft,
  onChange,
  errors,
  field,
  label,
  removeLabel,
  addLabel,
}: PartProps & {
  field: 'options' | 'acceptedAnswers' | 'items'
  label: (n: number) => string
  removeLabel: (n: number) => string
  addLabel: string
}) {
  const listId = definitionFieldId(prefix, field)
  const listError = errors[field]
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {draft[field].map((text, index) => {
          const id = definitionFieldId(prefix, `${field}.${index}`)
          return (
            <li key={index}>
              <FormField id={id} label={label(index + 1)} error={errors[`${field}.${index}`]}>
                {(control) => (
                  // The remove button beside its field, level with it whatever the messages under it.
                  <div className="flex items-center gap-2">
                    <Input
                      {...control}
                      // A list's own error (entries that repeat) is each entry's: the first takes the focus.
                      aria-invalid={control['aria-invalid'] || Boolean(listError)}
                      aria-describedby={
                        [control['aria-describedby'], listError && errorId(listId)].filter(Boolean).join(' ') ||
                        undefined
                      }
                      value={text}
                      maxLength={QUESTION_LIMITS.textMax}
                      onChange={(event) =>
                        onChange({
                          ...draft,
                          [field]: draft[field].map((old, at) => (at === index ? event.target.value : old)),
                        })
                      }
                    />
                    {canRemove(draft, field) && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={removeLabel(index + 1)}
                        onClick={() => onChange(removeEntry(draft, field, index))}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                )}
              </FormField>
            </li>
          )
        })}
      </ol>
      <FieldError id={listId} error={listError} />
      {canAdd(draft, field) && (
        <Button type="button" variant="outline" size="sm" onClick={() => onChange(addEntry(draft, field))}>
          <Plus aria-hidden="true" /> {addLabel}
        </Button>
      )}
    </div>
  )
}

/** A labelled set of radios whose values are strings: a grading, a tolerance's kind, true or false. */
function Choice<Value extends string>({
  id,
  legend,
  value,
  choices,
  onChange,
  error,
}: {
  id: string
  legend: string
  value: Value | null
  choices: { value: Value; label: string }[]
  onChange: (value: Value) => void
  error?: string | undefined
}) {
  return (
    <div className="space-y-2">
      <p id={`${id}-legend`} className="text-sm font-medium">
        {legend}
      </p>
      <RadioGroup
        id={id}
        aria-labelledby={`${id}-legend`}
        {...described(id, error)}
        value={value ?? ''}
        onValueChange={(chosen) => onChange(chosen as Value)}
        className="gap-2"
      >
        {choices.map((choice) => (
          <div key={choice.value} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${choice.value}`} value={choice.value} />
            <Label htmlFor={`${id}-${choice.value}`} className="leading-snug font-normal">
              {choice.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
      <FieldError id={id} error={error} />
    </div>
  )
}

const optionLabel = (n: number) => m.question_editor_option({ n })

function OptionsList(props: PartProps) {
  return (
    <TextList
      {...props}
      field="options"
      label={optionLabel}
      removeLabel={(n) => m.question_editor_remove_option({ n })}
      addLabel={m.question_editor_add_option()}
    />
  )
}

function SingleAnswerForm(props: PartProps) {
  const { prefix, draft, onChange, errors } = props
  return (
    <>
      <OptionsList {...props} />
      <Choice
        id={definitionFieldId(prefix, 'correctAnswer')}
        legend={m.question_editor_right_option()}
        value={draft.correctAnswer === null ? null : String(draft.correctAnswer)}
        choices={draft.options.map((_, index) => ({ value: String(index), label: optionLabel(index + 1) }))}
        onChange={(value) => onChange({ ...draft, correctAnswer: Number(value) })}
        error={errors.correctAnswer}
      />
    </>
  )
}

function MultipleAnswersForm(props: PartProps) {
  const { prefix, draft, onChange, errors } = props
  const id = definitionFieldId(prefix, 'correctAnswers')
  const error = errors.correctAnswers
  return (
    <>
      <OptionsList {...props} />
      <fieldset id={id} className="m-0 min-w-0 space-y-2 border-0 p-0">
        <legend className="mb-2 text-sm font-medium">{m.question_editor_right_options()}</legend>
        {draft.options.map((_, index) => (
          <div key={index} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${index}`}
              // On each box, not the group: the first box at fault takes the focus.
              {...described(id, error)}
              checked={draft.correctAnswers.includes(index)}
              onCheckedChange={(checked) => onChange(markRight(draft, index, checked === true))}
            />
            <Label htmlFor={`${id}-${index}`} className="font-normal">
              {m.question_editor_option_is_right({ n: index + 1 })}
            </Label>
          </div>
        ))}
        <FieldError id={id} error={error} />
      </fieldset>
      <Choice
        id={definitionFieldId(prefix, 'grading')}
        legend={m.question_editor_grading()}
        value={draft.choiceGrading}
        choices={[
          { value: 'partial', label: m.question_editor_grading_partial() },
          { value: 'all-or-nothing', label: m.question_editor_grading_all_or_nothing() },
        ]}
        onChange={(choiceGrading) => onChange({ ...draft, choiceGrading })}
        error={errors.grading}
      />
    </>
  )
}

function TrueFalseForm({ prefix, draft, onChange, errors }: PartProps) {
  return (
    <Choice
      id={definitionFieldId(prefix, 'correctAnswer')}
      legend={m.question_editor_statement_is()}
      value={draft.statement === null ? null : draft.statement ? 'true' : 'false'}
      choices={[
        { value: 'true', label: m.question_answer_true() },
        { value: 'false', label: m.question_answer_false() },
      ]}
      onChange={(value) => onChange({ ...draft, statement: value === 'true' })}
      error={errors.correctAnswer}
    />
  )
}

function NumericForm({ prefix, draft, onChange, errors }: PartProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={definitionFieldId(prefix, 'answer')}
          label={m.question_editor_number_answer()}
          hint={m.question_editor_number_hint()}
          error={errors.answer}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              maxLength={QUESTION_LIMITS.numberTextMax}
              value={draft.answer}
              onChange={(event) => onChange({ ...draft, answer: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id={definitionFieldId(prefix, 'tolerance')}
          label={m.question_editor_tolerance()}
          error={errors.tolerance}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              maxLength={QUESTION_LIMITS.numberTextMax}
              value={draft.tolerance}
              onChange={(event) => onChange({ ...draft, tolerance: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <Choice
        id={definitionFieldId(prefix, 'toleranceType')}
        legend={m.question_editor_tolerance_type()}
        value={draft.toleranceType}
        choices={[
          { value: 'absolute', label: m.question_editor_tolerance_absolute() },
          { value: 'relative', label: m.question_editor_tolerance_relative() },
        ]}
        onChange={(toleranceType) => onChange({ ...draft, toleranceType })}
        error={errors.toleranceType}
      />
    </>
  )
}

function ShortAnswerForm(props: PartProps) {
  const { prefix, draft, onChange } = props
  const switchId = definitionFieldId(prefix, 'caseSensitive')
  return (
    <>
      <p className="text-sm text-muted-foreground">{m.question_editor_accepted_hint()}</p>
      <TextList
        {...props}
        field="acceptedAnswers"
        label={(n) => m.question_editor_accepted_answer({ n })}
        removeLabel={(n) => m.question_editor_remove_accepted_answer({ n })}
        addLabel={m.question_editor_add_accepted_answer()}
      />
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={draft.caseSensitive}
          onCheckedChange={(caseSensitive) => onChange({ ...draft, caseSensitive })}
        />
        <Label htmlFor={switchId} className="font-normal">
          {m.question_editor_case_sensitive()}
        </Label>
      </div>
    </>
  )
}

function OrderingForm(props: PartProps) {
  const { prefix, draft, onChange, errors } = props
  return (
    <>
      <p className="text-sm text-muted-foreground">{m.question_editor_items_hint()}</p>
      <TextList
        {...props}
        field="items"
        label={(n) => m.question_editor_item({ n })}
        removeLabel={(n) => m.question_editor_remove_item({ n })}
        addLabel={m.question_editor_add_item()}
      />
      <Choice
        id={definitionFieldId(prefix, 'grading')}
        legend={m.question_editor_grading()}
        value={draft.orderGrading}
        choices={[
          { value: 'all-or-nothing', label: m.question_editor_grading_all_or_nothing() },
          { value: 'subset', label: m.question_editor_grading_subset() },
        ]}
        onChange={(orderGrading) => onChange({ ...draft, orderGrading })}
        error={errors.grading}
      />
    </>
  )
}

function MatchingForm({ prefix, draft, onChange, errors }: PartProps) {
  const listId = definitionFieldId(prefix, 'pairs')
  const setSide = (index: number, side: 'left' | 'right', text: string) =>
    onChange({ ...draft, pairs: draft.pairs.map((pair, at) => (at === index ? { ...pair, [side]: text } : pair)) })
  return (
    <>
      <p className="text-sm text-muted-foreground">{m.question_editor_pairs_hint()}</p>
      <ol className="space-y-3">
        {draft.pairs.map((pair, index) => (
          <li key={index} className="flex items-end gap-2">
            <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
              {(['left', 'right'] as const).map((side) => {
                const field = `pairs.${index}.${side}`
                const error = errors[field] ?? errors[`pairs.${index}`]
                return (
                  <FormField
                    key={side}
                    id={definitionFieldId(prefix, field)}
                    label={
                      side === 'left'
                        ? m.question_editor_pair_left({ n: index + 1 })
                        : m.question_editor_pair_right({ n: index + 1 })
                    }
                    error={error}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        aria-invalid={control['aria-invalid'] || Boolean(errors.pairs)}
                        aria-describedby={
                          [control['aria-describedby'], errors.pairs && errorId(listId)].filter(Boolean).join(' ') ||
                          undefined
                        }
                        value={pair[side]}
                        maxLength={QUESTION_LIMITS.textMax}
                        onChange={(event) => setSide(index, side, event.target.value)}
                      />
                    )}
                  </FormField>
                )
              })}
            </div>
            {canRemove(draft, 'pairs') && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={m.question_editor_remove_pair({ n: index + 1 })}
                onClick={() => onChange(removeEntry(draft, 'pairs', index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      <FieldError id={listId} error={errors.pairs} />
      {canAdd(draft, 'pairs') && (
        <Button type="button" variant="outline" size="sm" onClick={() => onChange(addEntry(draft, 'pairs'))}>
          <Plus aria-hidden="true" /> {m.question_editor_add_pair()}
        </Button>
      )}
    </>
  )
}

const FORMS: Record<QuestionType, (props: PartProps) => ReactNode> = {
  'multiple-choice': SingleAnswerForm,
  'multiple-answers': MultipleAnswersForm,
  'true-false': TrueFalseForm,
  numeric: NumericForm,
  'short-answer': ShortAnswerForm,
  ordering: OrderingForm,
  matching: MatchingForm,
}

/** A steady source for the preview's shuffle, so it holds still while the creator types. */
export function steadyRandom() {
  let state = 1
  return () => {
    state = (state * 16807) % 2147483647
    return (state - 1) / 2147483646
  }
}

/**
 * The question as a player is shown it, to try: served as an attempt serves it (items and
 * right-hand sides shuffled), drawn by the attempt's own control, answered here and nowhere else.
 */
function DefinitionPreview({ definition, questionText }: { definition: QuestionDefinition; questionText: string }) {
  const id = useId()
  const served = useMemo(() => serve(definition, { random: steadyRandom() }), [definition])
  const [tried, setTried] = useState<{ view: object; response: ResponseDraft }>({ view: served.view, response: null })
  // A changed question starts the try afresh.
  const response = tried.view === served.view ? tried.response : null
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-dashed p-4">
      <h4 id={`${id}-title`} className="text-sm font-medium text-muted-foreground">
        {m.question_editor_preview()}
      </h4>
      <p id={`${id}-text`} className="text-base font-semibold wrap-anywhere">
        <QuestionText text={questionText} />
      </p>
      <AnswerControl
        view={served.view}
        response={response}
        onChange={(next) => setTried({ view: served.view, response: next })}
        labelledBy={`${id}-text`}
      />
    </section>
  )
}

/**
 * What a question asks and how it is marked, by type: the type picker, the type's own form with
 * each error under its field in the shared schema's words, and, once the draft is a definition, a
 * preview to try as a player would. The draft keeps every type's fields, so a switch of type loses
 * nothing typed.
 */
export function DefinitionEditor({
  idPrefix,
  draft,
  onChange,
  errors,
  questionText,
}: {
  /** Unique on the page (the question's key): the fields' ids are made from it. */
  idPrefix: string
  draft: DefinitionDraft
  onChange: (draft: DefinitionDraft) => void
  /** The problems to show, from checkDefinition; none before the creator first tries to save. */
  errors: DraftErrors | null
  /** The question's own text, drawn above the preview. */
  questionText: string
}) {
  const typeId = definitionFieldId(idPrefix, 'type')
  const Form = FORMS[draft.type]
  const { definition } = useMemo(() => checkDefinition(draft), [draft])
  return (
    <div className="space-y-4">
      <div className="space-y-2 sm:max-w-xs">
        <Label htmlFor={typeId}>{m.question_editor_type_label()}</Label>
        <NativeSelect
          id={typeId}
          value={draft.type}
          onChange={(event) => onChange({ ...draft, type: event.target.value as QuestionType })}
          {...described(typeId, errors?.type)}
        >
          {QUESTION_TYPES.map((type) => (
            <NativeSelectOption key={type} value={type}>
              {TYPE_LABELS[type]()}
            </NativeSelectOption>
          ))}
        </NativeSelect>
        <FieldError id={typeId} error={errors?.type} />
      </div>
      <Form prefix={idPrefix} draft={draft} onChange={onChange} errors={errors ?? {}} />
      {definition && <DefinitionPreview definition={definition} questionText={questionText} />}
    </div>
  )
}
