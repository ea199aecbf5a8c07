import type * as core from 'zod/v4/core'

/**
 * What a zod schema refuses, read from the schema itself (zod 4's `_zod.def`: its type, checks,
 * shape, options): the bad values a test sends where the schema reads, so a new field or a changed
 * bound is tested with no table to keep. Each refusal is a value at a path inside an example the
 * schema takes: text past its `max`, a number outside its range or not whole, a word none of an
 * enum's, a UUID that is not one, a list longer than it holds, a required key left out, a value of
 * another type; and the same inside every object and list.
 *
 * A refusal is `sure` when the schema's declared type, bounds, format or choices refuse it. Where a
 * rule is code (a refinement, a preprocess, a transform, a union's choice), the values offered are
 * guesses near the example, and the caller keeps those the schema refuses.
 */

/** How a value travels: JSON (a body, tRPC's input) has types; a query string, a header or a path is text. */
export type Channel = 'json' | 'text'

export type Path = Array<string | number>

export interface Refusal {
  /** Where the value goes in the example: `[]` for the whole of it. */
  path: Path
  /** The value, or MISSING: the key left out. */
  value: unknown
  /** What is wrong with it, for a test's name. */
  label: string
  sure: boolean
}

/** A refusal that leaves the key out. */
const MISSING = Symbol('missing')

/** The example with its value at `path` replaced by `value` (or left out, for MISSING); the example is kept. */
export function withValue(example: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value
  const [key, ...rest] = path as [string | number, ...Path]
  const container = (
    Array.isArray(example)
      ? [...example]
      : example !== null && typeof example === 'object'
        ? { ...example }
        : typeof key === 'number'
          ? []
          : {}
  ) as Record<string | number, unknown>
  const next = withValue(container[key], rest, value)
  if (next === MISSING) delete container[key]
  else container[key] = next
  return container
}

/** Text of ten thousand characters: past any length a field holds. */
const LONG = 'x'.repeat(10_000)
/** A well-formed UUID that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const NOT_TEXT = [123, -1.5, true, null, [], ['a'], {}, { nested: 'x' }]
const NOT_NUMBER = ['abc', '1.5', '-1', '0x10', true, null, [], ['5'], {}, '9'.repeat(400)]
const NUMERALS = ['abc', '', ' ', '1.5', '-1', '0x10', '1e2', '₹5', '1.234', '9'.repeat(400), '1e300']
const NOT_BOOLEAN = ['true', 'yes', 1, 0, null, [], {}]
const NOT_LIST = ['a', 1, true, null, {}]
const LISTS_OF_THE_WRONG = [[], [1], ['a'], [null], [{}], [[]]]
const NOT_OBJECT = ['a', 1, true, null, [], ['a']]

/** Known bad text per string format. */
const BAD_FORMAT: Record<string, { text: string[]; json?: unknown[] }> = {
  uuid: { text: ['abc', '1', '../etc', '', '00000000-0000-4000-8000-00000000000g'] },
  guid: { text: ['abc', '1', '../etc', '', '00000000-0000-4000-8000-00000000000g'] },
  email: { text: ['not-an-email', 'a@', '@example.com', 'a b@example.com', ''] },
  datetime: { text: ['tomorrow', '2030-02-30T00:00:00Z', '2030-01-01', ''], json: [1_900_000_000_000] },
  date: { text: ['yesterday', '2026-02-30', '2026/01/01', ''], json: [20260101] },
}
/** Formats whose text is short by nature: ten thousand characters break the format alone. */
const BOUNDED_FORMATS = new Set(['uuid', 'guid', 'email', 'datetime', 'date'])

/** A check's definition, as zod keeps it (`check._zod.def`): the fields the checks used here have. */
interface CheckDef {
  check: string
  minimum?: number
  maximum?: number
  length?: number
  value?: number
  inclusive?: boolean
  format?: string
  tx?: (value: string) => string
}
const checksOf = (def: core.$ZodTypeDef): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def as CheckDef)
const hasRule = (def: core.$ZodTypeDef) => checksOf(def).some((check) => check.check === 'custom')
const defOf = (schema: core.$ZodType) => (schema as core.$ZodTypes)._zod.def
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 24) ?? String(value)

function refusal(path: Path, value: unknown, label: string, sure: boolean): Refusal {
  return { path, value, label, sure }
}

/** Values near an example, for rules only code knows (a refinement, a transform). */
function nearby(example: unknown, channel: Channel): unknown[] {
  if (typeof example === 'string') {
    const number = Number(example)
    if (channel === 'text' && example.trim() !== '' && Number.isFinite(number)) return nearby(number, channel)
    const half = Math.ceil(example.length / 2)
    const texts = [
      '',
      ' ',
      '   ',
      'x',
      `${example} x`,
      `${example}!`,
      `${example.slice(0, half)} ${example.slice(half)}`,
    ]
    // A day or a time: one long before and one long after, for rules that order two of them.
    const dated = /^\d{4}-\d\d-\d\d/.test(example) ? ['2000-01-01', '2999-12-31', '1999-01-01T00:00:00Z'] : []
    return [...texts, example.toUpperCase(), example.toLowerCase(), ...dated]
  }
  if (typeof example === 'number') {
    const numbers = [example + 1, example - 1, -example, example + 0.5, example + 0.001, example - 0.01]
    const all = [...numbers, 0, -1, 1e-7, example * 1000 + 1, 1e9, 1e300, Number.MAX_SAFE_INTEGER + 2]
    return channel === 'text' ? [...all.map(String), ...NUMERALS] : [...all, ...NUMERALS]
  }
  if (typeof example === 'boolean') return channel === 'text' ? [String(!example), 'yes', ''] : [!example, 'yes']
  return []
}

/** Every refusal of `schema` around `example` (the value at that place in a valid input, or undefined). */
export function refusals(schema: core.$ZodType, example: unknown, channel: Channel): Refusal[] {
  const byKey = new Map<string, Refusal>()
  for (const item of walk(schema, example, channel, true, 0)) {
    if (channel === 'text' && item.value !== MISSING && typeof item.value !== 'string') continue
    if (item.value !== MISSING && JSON.stringify(item.value) === JSON.stringify(at(example, item.path))) continue
    // One case per path and value: sure wins over a guess.
    const key = `${JSON.stringify(item.path)} ${item.value === MISSING ? 'MISSING' : JSON.stringify(item.value)}`
    const before = byKey.get(key)
    if (!before || (!before.sure && item.sure)) byKey.set(key, item)
  }
  return [...byKey.values()]
}

function at(value: unknown, path: Path): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return current
}

function walk(schema: core.$ZodType, example: unknown, channel: Channel, sure: boolean, depth: number): Refusal[] {
  if (depth > 10) return []
  const def = defOf(schema)
  const own = (values: unknown[], label: (value: unknown) => string, isSure = sure) =>
    values.map((value) => refusal([], value, label(value), isSure))
  const guesses = (why: string) => own(nearby(example, channel), (value) => `${shown(value)} (${why})`, false)
  const rule = () => (hasRule(def) ? guesses('a rule of its own') : [])

  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
      return walk(def.innerType, example, channel, sure, depth + 1)
    case 'nullable':
      return walk(def.innerType, example, channel, sure, depth + 1).filter((item) => item.value !== null)
    case 'catch':
    case 'unknown':
    case 'any':
    case 'custom':
      return []
    case 'transform':
      return guesses('read by code')
    case 'pipe':
      // After a preprocess, what the schema reads is code's: each refusal is a guess.
      if (defOf(def.in).type === 'transform')
        return [...walk(def.out, example, channel, false, depth + 1), ...guesses('read by code')]
      return [
        ...walk(def.in, example, channel, sure, depth + 1),
        ...walk(def.out, example, channel, false, depth + 1),
        ...rule(),
      ]
    case 'lazy':
      return walk(def.getter(), example, channel, sure, depth + 1)
    case 'union':
      return [...def.options.flatMap((option) => walk(option, example, channel, false, depth + 1)), ...rule()]
    case 'intersection':
      return [
        ...walk(def.left, example, channel, false, depth + 1),
        ...walk(def.right, example, channel, false, depth + 1),
      ]
    case 'string':
      return [...stringRefusals(def, example, channel, sure), ...rule()]
    case 'number':
      return numberRefusals(def, example, channel, sure)
    case 'boolean':
      return [
        ...own(channel === 'json' ? NOT_BOOLEAN : ['yes', '1', ''], () => 'not true or false', sure && !def.coerce),
        ...rule(),
      ]
    case 'enum': {
      const choices = Object.values(def.entries).map(String)
      const words = [
        'nowhere',
        typeof example === 'string' ? example.toUpperCase() : '',
        choices[0]!.toUpperCase(),
        '',
        LONG,
      ]
      return [
        ...own(
          words.filter((word) => !choices.includes(word)),
          (value) => `${shown(value)}, none of the choices`,
        ),
        ...(channel === 'json' ? own(NOT_TEXT, () => 'not one of the choices') : []),
        ...rule(),
      ]
    }
    case 'literal': {
      const values = def.values as unknown[]
      const others = values.flatMap((value) =>
        typeof value === 'string'
          ? [`${value}x`, value.toUpperCase(), '', LONG, ...(channel === 'json' ? NOT_TEXT : [])]
          : typeof value === 'boolean'
            ? [!value, ...NOT_BOOLEAN]
            : [String(value), typeof value === 'number' ? value + 1 : null],
      )
      return own(
        others.filter((other) => !values.includes(other)),
        (value) => `${shown(value)}, not ${JSON.stringify(values[0])}`,
      )
    }
    case 'null':
      return own(channel === 'json' ? ['null', 0, ''] : ['null', ''], () => 'not null')
    case 'array':
      return arrayRefusals(def, example, channel, sure, depth)
    case 'object':
      return objectRefusals(def, example, channel, sure, depth)
    case 'record': {
      const key = example && typeof example === 'object' ? (Object.keys(example)[0] ?? 'key') : 'key'
      const inner = walk(def.valueType, at(example, [key]), channel, sure, depth + 1)
      return [
        ...(channel === 'json' ? own(NOT_OBJECT, () => 'not an object') : []),
        ...inner.map((item) => ({ ...item, path: [key, ...item.path] })),
      ]
    }
    default:
      throw new Error(`A zod ${def.type}: no refusals are known for it (src/server/testing/refusals.ts)`)
  }
}

function stringRefusals(def: core.$ZodStringDef, example: unknown, channel: Channel, sure: boolean): Refusal[] {
  const out: Refusal[] = []
  const isSure = sure && !def.coerce
  const add = (value: unknown, label: string, certain = isSure) => out.push(refusal([], value, label, certain))
  if (channel === 'json') for (const value of NOT_TEXT) add(value, 'not text')
  const checks = checksOf(def)
  const formats = [(def as { format?: string }).format, ...checks.map((check) => check.format)].filter(
    (format): format is string => format !== undefined,
  )
  let trimmed = false
  let maximum = Number.POSITIVE_INFINITY
  for (const check of checks) {
    // A trim before the least length: spaces alone are empty.
    if (check.check === 'overwrite') trimmed ||= check.tx!(' x ') === 'x'
    if (check.check === 'min_length' && check.minimum! >= 1) {
      add('', 'empty')
      if (trimmed) add('   ', 'only spaces')
      if (check.minimum! > 1)
        add('x'.repeat(check.minimum! - 1), `${check.minimum! - 1} characters, under ${check.minimum}`)
    }
    if (check.check === 'max_length') {
      maximum = Math.min(maximum, check.maximum!)
      add('x'.repeat(check.maximum! + 1), `${check.maximum! + 1} characters, past ${check.maximum}`)
    }
    if (check.check === 'length_equals') {
      add('x'.repeat(check.length! - 1), `${check.length! - 1} characters, not ${check.length}`)
      add('x'.repeat(check.length! + 1), `${check.length! + 1} characters, not ${check.length}`)
    }
  }
  for (const format of formats) {
    const bad = BAD_FORMAT[format]
    if (bad) {
      for (const value of bad.text) add(value, `${JSON.stringify(value)}, not a ${format}`)
      if (channel === 'json') for (const value of bad.json ?? []) add(value, `${value}, not a ${format}`)
    } else {
      // A pattern: text that breaks most patterns, and the example broken, asked of the schema.
      for (const value of ['', ' ', 'x y', '../etc', 'ü', '<b>', ...nearby(example, channel)])
        add(value, `${shown(value)}, not a ${format}`, false)
    }
  }
  const bounded = maximum < LONG.length || formats.some((format) => BOUNDED_FORMATS.has(format))
  add(LONG, `${LONG.length} characters`, isSure && bounded)
  return out
}

function numberRefusals(def: core.$ZodNumberDef, example: unknown, channel: Channel, sure: boolean): Refusal[] {
  const out: Refusal[] = []
  // A number read from text (a query, a coercion) is read by code: what it makes of the text is a guess.
  const isSure = sure && !def.coerce && channel === 'json'
  const add = (value: unknown, label: string, certain: boolean) => {
    if (channel === 'text' && typeof value === 'number') out.push(refusal([], String(value), label, false))
    else out.push(refusal([], value, label, certain))
    // Text a preprocess may read as a number.
    if (channel === 'json' && !isSure && typeof value === 'number') out.push(refusal([], String(value), label, false))
  }
  if (channel === 'json') for (const value of NOT_NUMBER) add(value, 'not a number', isSure)
  else for (const value of NUMERALS) add(value, `${JSON.stringify(value)}, not a number`, false)

  let least: CheckDef | undefined
  let most: CheckDef | undefined
  let whole = false
  let step: number | undefined
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') least = check
    if (check.check === 'less_than') most = check
    if (check.check === 'number_format') whole = true
    if (check.check === 'multiple_of') step = check.value
  }
  /** The declared rule a number breaks, if any. */
  const breaks = (value: number) => {
    if (least && (least.inclusive ? value < least.value! : value <= least.value!))
      return `under the least, ${least.value}`
    if (most && (most.inclusive ? value > most.value! : value >= most.value!)) return `past the most, ${most.value}`
    if (whole && !Number.isSafeInteger(value)) return 'not a whole number'
    if (step && value % step !== 0) return `not a multiple of ${step}`
    return undefined
  }
  const base =
    typeof example === 'number' ? example : typeof example === 'string' && example.trim() ? Number(example) : 0
  const around = (bound: CheckDef | undefined) => (bound ? [bound.value! - 1, bound.value!, bound.value! + 1] : [])
  const candidates = [-1, 0, 1.5, 5, base + 1, base - 1, base + 0.5, ...around(least), ...around(most), 1e300, -1e300]
  const refined = hasRule(def)
  for (const value of new Set([...candidates, ...(refined ? (nearby(base, 'json') as number[]) : [])])) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value === base) continue
    const broken = breaks(value)
    if (broken) add(value, `${value}, ${broken}`, isSure)
    else if (refined) add(value, `${value} (a rule of its own)`, false)
  }
  return out
}

function arrayRefusals(def: core.$ZodArrayDef, example: unknown, channel: Channel, sure: boolean, depth: number) {
  const out: Refusal[] = []
  const add = (value: unknown, label: string, certain = sure) => out.push(refusal([], value, label, certain))
  if (channel === 'json') {
    for (const value of NOT_LIST) add(value, `${shown(value)}, not a list`)
    for (const value of LISTS_OF_THE_WRONG) add(value, `${shown(value)} (a list)`, false)
  }
  const items = Array.isArray(example) ? example : []
  const item = items[0] ?? sampleOf(def.element, channel)
  const listOf = (length: number) =>
    Array.from({ length }, (_, index) => (items.length > 0 ? items[index % items.length] : item))
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum! >= 1) {
      add([], 'an empty list')
      if (check.minimum! > 1) add(listOf(check.minimum! - 1), `${check.minimum! - 1} items, under ${check.minimum}`)
    }
    if (check.check === 'max_length' && item !== undefined)
      add(listOf(check.maximum! + 1), `${check.maximum! + 1} items, past ${check.maximum}`)
    if (check.check === 'length_equals' && item !== undefined) {
      add(listOf(check.length! - 1), `${check.length! - 1} items, not ${check.length}`)
      add(listOf(check.length! + 1), `${check.length! + 1} items, not ${check.length}`)
    }
  }
  // A rule over the items together (all different, say): the same item twice, in capitals too.
  if (hasRule(def) && items.length >= 2) {
    add(withValue(items, [1], items[0]), 'an item twice', false)
    if (typeof items[0] === 'string')
      add(withValue(items, [1], items[0].toUpperCase()), 'an item twice, in capitals', false)
  }
  for (const inner of walk(def.element, item, channel, sure, depth + 1))
    out.push({ ...inner, path: [0, ...inner.path] })
  return out
}

function objectRefusals(def: core.$ZodObjectDef, example: unknown, channel: Channel, sure: boolean, depth: number) {
  const out: Refusal[] = []
  const given = (example !== null && typeof example === 'object' && !Array.isArray(example) ? example : {}) as Record<
    string,
    unknown
  >
  const entries = Object.entries(def.shape) as Array<[string, core.$ZodType]>
  // Optional, or with a default: either way the key may be left out.
  const optional = (child: core.$ZodType) => child._zod.optin !== undefined
  // The query string's object is the request's own; only JSON can send something else in its place.
  if (channel === 'json' && depth > 0) {
    for (const value of NOT_OBJECT) out.push(refusal([], value, `${shown(value)}, not an object`, sure))
    out.push(refusal([], {}, 'an empty object', sure && entries.some(([, child]) => !optional(child))))
  }
  // A rule over the fields together (one of two given, a range in order): each field moved, and left out.
  const refined = hasRule(def)
  for (const [key, child] of entries) {
    const value = given[key]
    const inner = value === undefined ? sampleOf(child, channel) : value
    for (const item of walk(child, inner, channel, sure, depth + 1)) out.push({ ...item, path: [key, ...item.path] })
    if (refined)
      for (const near of nearby(inner, channel))
        out.push(refusal([key], near, `${shown(near)} (a rule of the whole)`, false))
    if (value !== undefined && (!optional(child) || refined))
      out.push(refusal([key], MISSING, 'left out', sure && !optional(child)))
  }
  if (def.catchall && defOf(def.catchall).type === 'never')
    out.push(refusal(['unexpected'], 1, 'a key it does not know', sure))
  return out
}

/** The fields of the object a schema reads, through the wrappers, pipes and unions around it. */
export function fieldsOf(schema: core.$ZodType): Record<string, core.$ZodType> {
  const def = defOf(schema)
  if (def.type === 'object') return def.shape as Record<string, core.$ZodType>
  if ('innerType' in def) return fieldsOf(def.innerType)
  // A pipe's first schema reads what is sent; the second, what it made of it.
  if (def.type === 'pipe') return { ...fieldsOf(def.out), ...fieldsOf(def.in) }
  if (def.type === 'union') return Object.assign({}, ...def.options.map(fieldsOf).reverse())
  return {}
}

/** A schema without the wrappers that only let a value be left out, be null or have a default. */
function unwrapped(schema: core.$ZodType): core.$ZodType {
  const def = defOf(schema)
  if (def.type === 'lazy') return unwrapped(def.getter())
  if ('innerType' in def) return unwrapped(def.innerType)
  return schema
}

/**
 * The schema object whose rules refuse a value at `path`, and the path from it: the nearest object
 * (or list) holding the value's key, or a pipe, union or refined object on the way, whose rules read
 * the whole of what it holds. The same value at the same place of the same object meets the same rules.
 */
export function ruleHolder(schema: core.$ZodType, path: Path): { holder: object; rest: Path } {
  let node = unwrapped(schema)
  let rest = path
  while (rest.length > 0) {
    const def = defOf(node)
    const [key] = rest
    let next: core.$ZodType | undefined
    if (def.type === 'object' && !hasRule(def) && typeof key === 'string') next = def.shape[key]
    if (def.type === 'array' && !hasRule(def) && typeof key === 'number') next = def.element
    if (!next) break
    const inner = unwrapped(next)
    if (!['object', 'array', 'pipe', 'union', 'intersection', 'record'].includes(defOf(inner).type)) break
    node = inner
    rest = rest.slice(1)
  }
  return { holder: node, rest }
}

/** Whether a schema reads an id (a UUID), through its wrappers. */
export function isId(schema: core.$ZodType): boolean {
  const def = defOf(schema)
  if (def.type === 'string') return (def as { format?: string }).format === 'uuid'
  if ('innerType' in def) return isId(def.innerType)
  if (def.type === 'pipe') return isId(defOf(def.in).type === 'transform' ? def.out : def.in)
  return false
}

/** Leaves a key out of an object. */
const OMIT = Symbol('omit')

interface Making {
  /** An id that names nothing will do (for values a test builds refusals around, not sends as they are). */
  anyId: boolean
  /** Optional keys given too (their default, or a value), for the same. */
  filled: boolean
}

/**
 * A value the schema takes, made from its rules alone; undefined where they cannot tell one (a
 * pattern, a rule of code, the id of a row, unless `anyId` lets an id that names nothing do).
 */
export function exampleOf(
  schema: core.$ZodType,
  channel: Channel,
  options: { anyId?: boolean } = {},
): { value: unknown } | undefined {
  return made(schema, channel, { anyId: options.anyId ?? false, filled: false })
}

/** A value to build refusals around where the example has none: any the schema takes. */
function sampleOf(schema: core.$ZodType, channel: Channel): unknown {
  return made(schema, channel, { anyId: true, filled: true })?.value
}

function made(schema: core.$ZodType, channel: Channel, making: Making): { value: unknown } | undefined {
  const value = make(schema, channel, making, 0)
  if (value === undefined) return undefined
  const given = value === OMIT ? undefined : value
  return takes(schema, given) ? { value: given } : undefined
}

const takes = (schema: core.$ZodType, value: unknown) =>
  (schema as unknown as { safeParse(value: unknown): { success: boolean } }).safeParse(value).success

function make(schema: core.$ZodType, channel: Channel, making: Making, depth: number): unknown {
  if (depth > 10) return undefined
  const def = defOf(schema)
  const asSent = (value: unknown) => (channel === 'text' && typeof value !== 'string' ? String(value) : value)
  const first = (values: unknown[]) => values.map(asSent).find((value) => takes(schema, value))
  switch (def.type) {
    case 'optional': {
      const inner = making.filled ? make(def.innerType, channel, making, depth + 1) : OMIT
      return inner === undefined ? OMIT : inner
    }
    case 'default':
    case 'prefault':
      return making.filled ? asSent(def.defaultValue) : OMIT
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return make(def.innerType, channel, making, depth + 1)
    case 'nullable': {
      const inner = make(def.innerType, channel, making, depth + 1)
      return inner === undefined ? null : inner
    }
    case 'unknown':
    case 'any':
      return OMIT
    case 'lazy':
      return make(def.getter(), channel, making, depth + 1)
    case 'pipe':
    case 'union': {
      // What the first schema takes, else the next (`.pipe(z.email())` after a string; a union's options).
      const parts =
        def.type === 'union' ? def.options : defOf(def.in).type === 'transform' ? [def.out] : [def.in, def.out]
      for (const part of parts) {
        const value = make(part, channel, making, depth + 1)
        if (value !== undefined && takes(schema, value === OMIT ? undefined : value)) return value
      }
      return undefined
    }
    case 'string': {
      const format = (def as { format?: string }).format
      if (format === 'uuid' || format === 'guid') return making.anyId ? UNKNOWN_ID : undefined
      if (format === 'email') return 'someone@example.com'
      if (format === 'datetime') return '2030-01-01T00:00:00Z'
      if (format === 'date') return '2026-01-01'
      const checks = checksOf(def)
      const least = Math.max(1, ...checks.map((check) => (check.check === 'min_length' ? check.minimum! : 0)))
      const length = checks.find((check) => check.check === 'length_equals')?.length ?? least
      return first(['x', 'a', '0', 'ab'].map((letter) => letter.repeat(length).slice(0, length)))
    }
    case 'number': {
      const checks = checksOf(def)
      const least = checks.find((check) => check.check === 'greater_than')
      const step = checks.find((check) => check.check === 'multiple_of')?.value
      const from = least ? (least.inclusive ? least.value! : least.value! + 1) : 0
      return first([from, step ? Math.ceil(from / step) * step : from, 1, 0, ...(least ? [] : [-1])])
    }
    case 'boolean':
      return first([true, false])
    case 'enum':
      return Object.values(def.entries)[0]
    case 'literal':
      return (def.values as unknown[])[0]
    case 'null':
      return null
    case 'array': {
      const checks = checksOf(def)
      const length =
        checks.find((check) => check.check === 'length_equals')?.length ??
        Math.max(0, ...checks.map((check) => (check.check === 'min_length' ? check.minimum! : 0)))
      if (length === 0) return []
      const item = make(def.element, channel, making, depth + 1)
      return item === undefined || item === OMIT ? undefined : Array.from({ length }, () => item)
    }
    case 'object': {
      const value: Record<string, unknown> = {}
      for (const [key, child] of Object.entries(def.shape)) {
        const inner = make(child as core.$ZodType, channel, making, depth + 1)
        if (inner === undefined) return undefined
        if (inner !== OMIT) value[key] = inner
      }
      return value
    }
    case 'record':
      return {}
    default:
      return undefined
  }
}
