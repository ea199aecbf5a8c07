// The command line of a benchmark script, read one way for all of them. Each script declares its
// options with their defaults; a misspelt option, a number that is not one, or a value outside a
// list of choices stops the script with a message instead of running it with NaN or a wrong name.
import { parseArgs } from 'node:util'

/**
 * An option's default, which also says its kind:
 * - a number: a numeric option (`--port 3320`);
 * - a string: a text option with that default;
 * - `String`: a text option with no default (`undefined` when not given);
 * - `Boolean`: a flag, true when given (`--tsx`);
 * - an array of strings: one of these choices, the first being the default (`--driver pglite`).
 */
type OptionSpec = number | string | StringConstructor | BooleanConstructor | readonly [string, ...string[]]

type Value<S> = S extends number
  ? number
  : S extends string
    ? string
    : S extends BooleanConstructor
      ? boolean
      : S extends readonly (infer C)[]
        ? C
        : string | undefined

export type BenchArgs<T extends Record<string, OptionSpec>> = { [K in keyof T]: Value<T[K]> }

/** This script's options from its command line; a wrong one ends the script with a usage message. */
export function benchArgs<const T extends Record<string, OptionSpec>>(spec: T): BenchArgs<T> {
  try {
    return parseBenchArgs(spec, process.argv.slice(2))
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error))
  }
}

/** Ends the script with a message about its command line (exit code 2, no stack). */
export function usageError(message: string): never {
  process.stderr.write(`${process.argv[1]?.replace(/.*\//, '') ?? 'bench'}: ${message}\n`)
  process.exit(2)
}

export function parseBenchArgs<const T extends Record<string, OptionSpec>>(spec: T, argv: string[]): BenchArgs<T> {
  const options = Object.fromEntries(
    Object.entries(spec).map(([name, kind]) => [
      name,
      { type: kind === Boolean ? ('boolean' as const) : ('string' as const) },
    ]),
  )
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}; options: ${Object.keys(spec)
        .map((name) => `--${name}`)
        .join(' ')}`,
    )
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
    } else {
      result[name] = given ?? (typeof kind === 'string' ? kind : undefined)
    }
  }
  return result as BenchArgs<T>
}
