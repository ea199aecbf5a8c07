// The command line of a benchmark script, read one way for all of them. Each script declares its
// options with their defaults; a misspelt option, a number that is not one, a missing required
// option or a value outside a list of choices stops the script with a message instead of running it
// with NaN or a wrong name. A value that starts with '-' is written `--opt=-x`.
import { parseArgs } from 'node:util'

/** The kind of an option that has no default and must be given (`--client-dir DIR`). */
export const REQUIRED = Symbol('required')

/**
 * An option's default, which also says its kind:
 * - a number: a numeric option (`--port 3320`);
 * - a string: a text option with that default;
 * - `String`: a text option with no default (`undefined` when not given);
 * - `REQUIRED`: a text option that must be given;
 * - `Boolean`: a flag, true when given, that takes no value (`--tsx`);
 * - an array of strings: one of these choices, the first being the default (`--driver pglite`).
 */
type OptionSpec =
  number | string | StringConstructor | typeof REQUIRED | BooleanConstructor | readonly [string, ...string[]]

type Value<S> = S extends number
  ? number
  : S extends string
    ? string
    : S extends typeof REQUIRED
      ? string
      : S extends BooleanConstructor
        ? boolean
        : S extends readonly (infer C)[]
          ? C
          : string | undefined

export type BenchArgs<T extends Record<string, OptionSpec>> = { -readonly [K in keyof T]: Value<T[K]> }

/** This script's options from its command line; a wrong one ends the script with a usage message. */
export function benchArgs<const T extends Record<string, OptionSpec>>(spec: T): BenchArgs<T> {
  return orUsage(() => parseBenchArgs(spec, process.argv.slice(2)))
}

/** What `read` returns; if it throws, the script ends with its message, as usageError. */
export function orUsage<R>(read: () => R): R {
  try {
    return read()
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error))
  }
}

/** Ends the script with a message about its command line (exit code 2, no stack). */
export function usageError(message: string): never {
  process.stderr.write(`${process.argv[1]?.replace(/.*\//, '') ?? 'bench'}: ${message}\n`)
  return process.exit(2)
}

/** As benchArgs, but it throws instead of ending the script: for tests. */
export function parseBenchArgs<const T extends Record<string, OptionSpec>>(spec: T, argv: string[]): BenchArgs<T> {
  const names = Object.keys(spec)
  const usage = `options: ${names.map((name) => `--${name}`).join(' ')}`
  // `--keep 1` reads as a flag given a value: say so, rather than "unexpected positional argument".
  argv.forEach((arg, i) => {
    const next = argv[i + 1]
    if (arg.startsWith('--') && spec[arg.slice(2)] === Boolean && next !== undefined && !next.startsWith('-')) {
      throw new Error(`${arg} is a flag and takes no value (given '${next}')`)
    }
  })
  const options = Object.fromEntries(
    names.map((name) => [name, { type: spec[name] === Boolean ? ('boolean' as const) : ('string' as const) }]),
  )
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
  }
  const result: Record<string, unknown> = {}
  for (const [name, kind] of Object.entries(spec)) {
    const given = values[name]
    if (kind === Boolean) {
      result[name] = given === true
    } else if (typeof kind === 'number') {
      const value = given === undefined ? kind : Number(given)
      if (typeof given === 'string' && (given.trim() === '' || !Number.isFinite(value))) {
        throw new Error(`--${name} takes a number, not '${given}'`)
      }
      result[name] = value
    } else if (Array.isArray(kind)) {
      const value = given ?? kind[0]
      if (!kind.includes(value as string)) throw new Error(`--${name} takes one of ${kind.join(', ')}, not '${value}'`)
      result[name] = value
    } else if (kind === REQUIRED) {
      if (given === undefined || given === '') throw new Error(`--${name} is required\n${usage}`)
      result[name] = given
    } else {
      result[name] = given ?? (typeof kind === 'string' ? kind : undefined)
    }
  }
  return result as BenchArgs<T>
}

/**
 * A comma-separated list option's items, each checked: `check` returns why an item is wrong, or
 * null. Throws with every wrong item named.
 */
export function listItems(name: string, text: string, check: (item: string) => string | null): string[] {
  const items = text.split(',')
  const wrong = items.map((item) => ({ item, why: check(item) })).filter((entry) => entry.why !== null)
  if (wrong.length > 0) {
    throw new Error(`--${name}: ${wrong.map(({ item, why }) => `'${item}' ${why}`).join('; ')}`)
  }
  return items
}
