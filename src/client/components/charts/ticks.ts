/**
 * The value axis's ticks: from 0 to a round top at or above `max`, in steps of 1, 2 or 5 times a
 * power of ten, about `count` of them. A whole-number axis (counts) never steps by a fraction.
 */
export function niceTicks(max: number, { count = 5, whole = false }: { count?: number; whole?: boolean } = {}) {
  const top = Math.max(max, whole ? 1 : Number.MIN_VALUE)
  const rough = top / count
  const power = 10 ** Math.floor(Math.log10(rough))
  let step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power
  if (whole) step = Math.max(1, Math.round(step))
  const ticks: number[] = []
  for (let value = 0; value < top + step / 2; value += step) ticks.push(Number(value.toPrecision(12)))
  if ((ticks.at(-1) ?? 0) < top) ticks.push(Number((ticks.length * step).toPrecision(12)))
  return ticks
}

/** Which category labels fit under the axis: every k-th, at most `most` of them, always the last. */
export function labelledIndexes(length: number, most = 8): Set<number> {
  const every = Math.max(1, Math.ceil(length / most))
  const shown = new Set<number>()
  for (let index = length - 1; index >= 0; index -= every) shown.add(index)
  return shown
}
