import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

/**
 * Every form is a react-hook-form form checked by the same zod schema its procedure uses
 * (src/shared/schemas/): `zodResolver(Schema)` where the form's fields are the procedure's input,
 * and `checkedBy` where the form holds them differently (rupees typed for paise, the editor's
 * questions). Errors show on the field at fault, in words.
 */

/** Field name (dotted, as react-hook-form names fields) to the message that concerns it. */
export type FieldMessages = Partial<Record<string, string>>

/** Nested react-hook-form errors from dotted field names: `questions.2.options.1`. */
function toFieldErrors<Form extends FieldValues>(messages: FieldMessages): FieldErrors<Form> {
  const errors: Record<string, unknown> = {}
  // Deepest first, so a list's own error finds its items' object to sit in.
  const byDepth = Object.entries(messages)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => b.split('.').length - a.split('.').length)
  for (const [name, message] of byDepth) {
    const keys = name.split('.')
    let node = errors
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {}
      node = node[key] as Record<string, unknown>
    }
    const last = keys.at(-1)!
    // A list's own error (say, options that repeat) sits beside its items' as `root`.
    if (node[last] && typeof node[last] === 'object')
      (node[last] as Record<string, unknown>).root = { type: 'schema', message }
    else node[last] = { type: 'schema', message }
  }
  return errors as FieldErrors<Form>
}

/**
 * A resolver for a form whose values are not the procedure's input as they stand: `check` turns
 * them into it, runs the shared schema and says which field each problem belongs to.
 */
export function checkedBy<Form extends FieldValues, Output>(
  check: (values: Form) => { data: Output | null; errors: FieldMessages },
): Resolver<Form> {
  return (values) => {
    const { data, errors } = check(values)
    if (data !== null && Object.values(errors).every((message) => message === undefined)) return { values, errors: {} }
    return { values: {}, errors: toFieldErrors<Form>(errors) }
  }
}

/**
 * After a refused submit, the first field at fault in reading order takes the focus and comes into
 * view: once the errors are on screen, so a section that opens to show one has opened.
 */
export function focusFirstInvalid(container: HTMLElement | null) {
  requestAnimationFrame(() => {
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!field) return
    field.focus({ preventScroll: true })
    field.scrollIntoView({ block: 'center', behavior: 'instant' })
  })
}
