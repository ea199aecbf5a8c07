import { z } from 'zod'

/**
 * Validation errors as a person reads them. A schema's own message (a full sentence, such as
 * 'Minimum withdrawal amount is ₹100') is said as it is; a rule without one gets a short predicate
 * from the map below ('must be at most 100'), said of the field by name. A position inside a list
 * is said in words ('Question 1, option 2'), never as a path such as `questions.0.options.1`.
 */

type Issue = z.core.$ZodRawIssue

const TYPE_WORDS: Record<string, string> = {
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
  date: 'must be a date',
}

const FORMAT_WORDS: Record<string, string> = {
  email: 'must be an email address',
  uuid: 'must be an id (a UUID)',
  url: 'must be a web address',
  datetime: 'must be an ISO date and time',
  date: 'must be a date',
  regex: 'has characters that are not allowed',
}

function sizeWords(
  issue: Issue & { origin?: string },
  bound: number | bigint | Date,
  isMax: boolean,
  inclusive: boolean,
) {
  const limit = String(bound instanceof Date ? bound.toISOString() : bound)
  if (issue.origin === 'string') {
    if (!isMax && Number(bound) === 1) return 'is required'
    return `must be at ${isMax ? 'most' : 'least'} ${limit} characters`
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return `must have at ${isMax ? 'most' : 'least'} ${limit} items`
  if (inclusive) return `must be at ${isMax ? 'most' : 'least'} ${limit}`
  return `must be ${isMax ? 'less' : 'more'} than ${limit}`
}

/** The predicate for a rule that carries no message of its own. */
function predicateOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : (TYPE_WORDS[issue.expected] ?? 'is not valid')
    case 'too_big':
      return sizeWords(issue, issue.maximum, true, issue.inclusive ?? true)
    case 'too_small':
      return sizeWords(issue, issue.minimum, false, issue.inclusive ?? true)
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ?? 'is not in the right format'
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of: ${issue.values.map(String).join(', ')}`
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`
    default:
      return 'is not valid'
  }
}

// Server-wide: every schema without a message of its own speaks this way.
z.config({ customError: (issue) => predicateOf(issue) })

/** Field names that are not read the way they are spelt. */
const LABELS: Record<string, string> = {
  upiId: 'UPI ID',
  transactionId: 'Transaction ID',
  idempotencyKey: 'Idempotency key',
  profilePicture: 'Profile picture',
  amountPaise: 'Amount',
  pricePaise: 'Price',
  difficultyLevel: 'Difficulty',
  numQuestions: 'Number of questions',
  antiCheat: 'Anti-cheat',
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** `timeLimit` → 'time limit'; `questions` before a position → 'question'. */
function wordsOf(key: string, beforePosition: boolean): string {
  const label =
    LABELS[key] ??
    key
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
      if (typeof path[index - 1] !== 'string') parts.push(`item ${key + 1}`)
      continue
    }
    parts.push(typeof next === 'number' ? `${wordsOf(key, true)} ${next + 1}` : wordsOf(key, false))
  }
  return { where: capitalise(parts.join(', ')) }
}

/** A readable message from a zod error: its first issue, placed in words. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The request is not valid'
  if (/^[a-z]/.test(issue.message)) return `${describePath(issue.path).where || 'The request'} ${issue.message}`
  // A full sentence names its field; inside a list it still needs to say which item.
  const lastPosition = issue.path.findLastIndex((key) => typeof key === 'number')
  if (lastPosition < 0) return issue.message
  return `${describePath(issue.path.slice(0, lastPosition + 1)).where}: ${issue.message}`
}
