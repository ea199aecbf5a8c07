import { z } from 'zod'
import { ZOD_FIELD_LABELS, ZOD_FIELD_NAMES, ZOD_ITEM_NAMES, ZOD_WORDS } from '#shared/zod-texts'
import { m } from '#shared/i18n'

/**
 * Validation errors as a person reads them. A schema's own message (a full sentence, such as
 * 'Minimum withdrawal amount is ₹100') is said as it is; a rule without one gets a short predicate
 * (ZOD_WORDS in shared/zod-texts.ts: 'must be at most 100'), said of the field by name, in the
 * request's language. A position inside a list is said in words ('Question 1, option 2'), never as
 * a path such as `questions.0.options.1`.
 */

type Issue = z.core.$ZodRawIssue

function typeWords(expected: string): string | undefined {
  switch (expected) {
    case 'number':
      return m.zod_words_type_number()
    case 'int':
    case 'bigint':
      return m.zod_words_type_whole_number()
    case 'string':
      return m.zod_words_type_string()
    case 'boolean':
      return m.zod_words_type_boolean()
    case 'array':
      return m.zod_words_type_array()
    case 'object':
      return m.zod_words_type_object()
    case 'date':
      return m.zod_words_type_date()
    default:
      return undefined
  }
}

function formatWords(format: string): string | undefined {
  switch (format) {
    case 'email':
      return m.zod_words_format_email()
    case 'uuid':
      return m.zod_words_format_uuid()
    case 'url':
      return m.zod_words_format_url()
    case 'datetime':
      return m.zod_words_format_datetime()
    case 'date':
      return m.zod_words_type_date()
    case 'regex':
      return m.zod_words_format_regex()
    default:
      return undefined
  }
}

function sizeWords(
  issue: Issue & { origin?: string },
  bound: number | bigint | Date,
  isMax: boolean,
  inclusive: boolean,
) {
  const limit = String(bound instanceof Date ? bound.toISOString() : bound)
  if (issue.origin === 'string') {
    if (!isMax && Number(bound) === 1) return m.zod_words_required()
    return isMax ? ZOD_WORDS.charactersAtMost(limit) : ZOD_WORDS.charactersAtLeast(limit)
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return isMax ? ZOD_WORDS.itemsAtMost(limit) : ZOD_WORDS.itemsAtLeast(limit)
  if (inclusive) return isMax ? ZOD_WORDS.atMost(limit) : ZOD_WORDS.atLeast(limit)
  return isMax ? ZOD_WORDS.lessThan(limit) : ZOD_WORDS.moreThan(limit)
}

/** The predicate for a rule that carries no message of its own. */
function predicateOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? m.zod_words_required() : (typeWords(issue.expected) ?? m.zod_words_not_valid())
    case 'too_big':
      return sizeWords(issue, issue.maximum, true, issue.inclusive ?? true)
    case 'too_small':
      return sizeWords(issue, issue.minimum, false, issue.inclusive ?? true)
    case 'invalid_format':
      return formatWords(issue.format) ?? m.zod_words_wrong_format()
    case 'invalid_value':
      return issue.values.length === 1
        ? ZOD_WORDS.equal(String(issue.values[0]))
        : ZOD_WORDS.oneOf(issue.values.map(String).join(', '))
    case 'not_multiple_of':
      return ZOD_WORDS.multipleOf(String(issue.divisor))
    default:
      return m.zod_words_not_valid()
  }
}

/**
 * Every predicate said so far, in any language: a message among them is said of its field by
 * name, while a schema's own message is a full sentence. English predicates start in lower case,
 * other languages' cannot be told by their letters. A few dozen strings: rules and limits are few.
 */
const PREDICATES = new Set<string>()

// Server-wide: every schema without a message of its own speaks this way, in the language of the
// request whose value failed (the rule runs inside it).
z.config({
  customError: (issue) => {
    const predicate = predicateOf(issue)
    PREDICATES.add(predicate)
    return predicate
  },
})

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const uncapitalise = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** `timeLimit` → 'time limit'; `questions` before a position → 'question'. */
function wordsOf(key: string, beforePosition: boolean): string {
  const itemName = beforePosition && Object.hasOwn(ZOD_ITEM_NAMES, key) ? ZOD_ITEM_NAMES[key] : undefined
  if (itemName) return uncapitalise(itemName())
  const fixed = Object.hasOwn(ZOD_FIELD_LABELS, key) ? ZOD_FIELD_LABELS[key] : undefined
  const name = Object.hasOwn(ZOD_FIELD_NAMES, key) ? ZOD_FIELD_NAMES[key] : undefined
  const label = fixed
    ? fixed()
    : name
      ? uncapitalise(name())
      : key
          .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
          .replace(/_/g, ' ')
          .toLowerCase()
  return beforePosition ? label.replace(/ies$/, 'y').replace(/s$/, '') : label
}

/** A path in words: ['questions', 0, 'options', 1] → 'Question 1, option 2'. */
function describePath(path: ReadonlyArray<PropertyKey>): { where: string } {
  const parts: string[] = []
  for (const [index, key] of path.entries()) {
    if (typeof key === 'symbol') continue
    const next = path[index + 1]
    if (typeof key === 'number') {
      // A position with no name before it (a batch's list): 'item 3'.
      if (typeof path[index - 1] !== 'string') parts.push(ZOD_WORDS.item(key + 1))
      continue
    }
    parts.push(typeof next === 'number' ? `${wordsOf(key, true)} ${next + 1}` : wordsOf(key, false))
  }
  return { where: capitalise(parts.join(', ')) }
}

/** A readable message from a zod error: its first issue, placed in words. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return m.zod_words_request_not_valid()
  if (PREDICATES.has(issue.message) || /^[a-z]/.test(issue.message))
    return `${describePath(issue.path).where || m.zod_words_the_request()} ${issue.message}`
  // A full sentence names its field; inside a list it still needs to say which item.
  const lastPosition = issue.path.findLastIndex((key) => typeof key === 'number')
  if (lastPosition < 0) return issue.message
  return `${describePath(issue.path.slice(0, lastPosition + 1)).where}: ${issue.message}`
}
