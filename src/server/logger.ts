/** Structured logs: one JSON object per line on stdout (errors on stderr). */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
export type LogLevel = keyof typeof LEVELS

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void
  info(msg: string, fields?: Record<string, unknown>): void
  warn(msg: string, fields?: Record<string, unknown>): void
  error(msg: string, fields?: Record<string, unknown>): void
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack }
  }
  return value
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const threshold = LEVELS[level]
  const write = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (LEVELS[at] < threshold) return
    const entry: Record<string, unknown> = { level: at, time: new Date().toISOString(), msg }
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
