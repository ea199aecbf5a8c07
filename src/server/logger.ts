/** Structured logs: one JSON object per line on stdout (errors on stderr). */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
export type LogLevel = keyof typeof LEVELS

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void
  info(msg: string, fields?: Record<string, unknown>): void
  warn(msg: string, fields?: Record<string, unknown>): void
  error(msg: string, fields?: Record<string, unknown>): void
}

/** How deep a chain of causes is followed: a cycle (an error its own cause) must end somewhere. */
const MAX_CAUSES = 5

/**
 * An error as JSON: its name, message and stack, the database's own fields when it has them (a
 * Postgres error's code, detail and constraint), and its cause, and that one's cause, so the line
 * says why a wrapped error happened, not only where it was wrapped.
 */
function serialiseError(error: Error, depth: number): Record<string, unknown> {
  const entry: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack }
  const extra = error as Error & Record<string, unknown>
  for (const key of ['code', 'detail', 'constraint', 'table'] as const) {
    if (typeof extra[key] === 'string' || typeof extra[key] === 'number') entry[key] = extra[key]
  }
  if (error instanceof AggregateError) {
    entry.errors = error.errors.slice(0, MAX_CAUSES).map((inner: unknown) => serialiseCause(inner, depth + 1))
  }
  if (error.cause !== undefined) {
    entry.cause = depth < MAX_CAUSES ? serialiseCause(error.cause, depth + 1) : '(more causes left out)'
  }
  return entry
}

function serialiseCause(cause: unknown, depth: number): unknown {
  return cause instanceof Error ? serialiseError(cause, depth) : cause
}

function serialise(value: unknown): unknown {
  return value instanceof Error ? serialiseError(value, 0) : value
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const threshold = LEVELS[level]
  const write = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (LEVELS[at] < threshold) return
    // The pid tells apart the lines of WEB_CONCURRENCY's workers, which share one stdout.
    const entry: Record<string, unknown> = { level: at, time: new Date().toISOString(), pid: process.pid, msg }
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialise(value)
    const line = `${JSON.stringify(entry)}\n`
    if (LEVELS[at] >= LEVELS.warn) process.stderr.write(line)
    else process.stdout.write(line)
  }
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  }
}
