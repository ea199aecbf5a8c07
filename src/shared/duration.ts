import { m } from './paraglide/messages.js'

/** Under 60 s shows as seconds, otherwise 'Xm Ys (Ns)'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  if (seconds < 60) return m.format_duration_seconds({ seconds })
  return m.format_duration_minutes({ minutes: Math.floor(seconds / 60), seconds: seconds % 60, total: seconds })
}

/** A countdown clock: m:ss, or h:mm:ss past an hour. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}
