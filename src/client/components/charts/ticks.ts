/**
 * The value axis's ticks: from 0 to a round top at or above `max`, in steps of 1, 2 or 5 times a
 * power of ten, about `count` of them. A whole-number axis (counts) never steps by a fraction.
 * A range with nothing above zero (no sales, no attempts) still has an axis: 0 and 1.
 */
export function niceTicks(max: number, { count = 5, whole = false }: { count?: number; whole?: boolean } = {}) {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1]
  const rough = max / count
  const power = 10 ** Math.floor(Math.log10(rough))
  let step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power
  if (whole) step = Math.max(1, Math.round(step))
  // A value too small to divide (a power of ten below the smallest number) has no round step.
  if (!(step > 0)) return [0, max]
  // Counted, not added up step by step: the number of steps is bounded, and 0.1 + 0.2 stays 0.3.
  const steps = Math.ceil(Number((max / step).toPrecision(12)))
  const ticks = Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)))
  // Within a step of the largest number: its round top would be past it.
  return Number.isFinite(ticks.at(-1)) ? ticks : [0, max]
}

/** Which category labels fit under the axis: every k-th, at most `most` of them, always the last. */
export function labelledIndexes(length: number, most = 8): Set<number> {
  const every = Math.max(1, Math.ceil(length / most))
  const shown = new Set<number>()
  for (let index = length - 1; index >= 0; index -= every) shown.add(index)
  return shown
}
