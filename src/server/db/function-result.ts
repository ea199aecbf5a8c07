import { prettifyError, type z } from 'zod'

/**
 * What a database function returned, checked against the shape the server reads: a function
 * changed without its reader fails here, by name, instead of flowing on as a wrong value.
 */
export function functionResult<S extends z.ZodType>(name: string, schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new Error(`${name} returned what the server cannot read:\n${prettifyError(parsed.error)}`)
  return parsed.data
}
