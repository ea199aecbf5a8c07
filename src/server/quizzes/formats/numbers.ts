/**
 * Numbers as the formats write them: a numerical answer or tolerance, and the part of the mark an
 * option is worth (Moodle's fraction, in per cent).
 */

/** A decimal as a file writes it (`-3.14`, `0.5`, `1e-3`), or null when it is none. */
export function readNumberText(text: string): number | null {
  const trimmed = text.trim()
  if (!/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i.test(trimmed)) return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : null
}

/** A sum or half made in binary, rounded back to the decimal it stands for (0.2, not 0.20000000000000001). */
export const writeNumber = (value: number): number => Number(value.toPrecision(12))

/** A part of the mark in per cent as Moodle writes it: at most five decimals (33.33333). */
export const weightText = (percent: number): string => String(Number(percent.toFixed(5)))
