import type { QuestionDefinition } from './definitions'

/**
 * What a player is shown of a question: its options, items or pairs' sides in the order of this
 * attempt, and never what marks it. Each view names its type, so the client knows what to draw.
 */
export type QuestionView =
  | { type: 'multiple-choice' | 'multiple-answers'; options: string[] }
  | { type: 'true-false' | 'numeric' | 'short-answer' }
  | { type: 'ordering'; items: string[] }
  | { type: 'matching'; lefts: string[]; rights: string[] }

/**
 * A question as one attempt serves it. `order[i]` is the definition's index of what the view shows
 * at place i (options, items, or the right-hand sides of pairs); kept by the server, never sent:
 * an ordering's `order` is its answer.
 */
export interface Served {
  view: QuestionView
  order: number[]
}

interface ServeOptions {
  /** Uniform in [0, 1): the caller's source, a seeded one in tests, a cryptographic one in attempts. */
  random: () => number
  /** The quiz's setting: options in another order for each attempt. */
  shuffleOptions?: boolean
}

const inOrder = (count: number) => Array.from({ length: count }, (_, index) => index)

/** Fisher–Yates over 0…count−1 with the caller's source. */
function shuffledOrder(count: number, random: () => number): number[] {
  const order = inOrder(count)
  for (let i = count - 1; i > 0; i--) {
    // Clamped: a source that returns 1, or anything outside [0, 1), still gives a permutation.
    const j = Math.min(i, Math.max(0, Math.floor(random() * (i + 1)) || 0))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}

/**
 * Shuffled, and never left as it was: items or sides shown in the definition's order would show
 * the answer. The order the shuffle happened to leave unchanged is turned by one place instead.
 */
function neverInOrder(count: number, random: () => number): number[] {
  const order = shuffledOrder(count, random)
  return order.every((value, index) => value === index) ? [...order.slice(1), order[0]!] : order
}

export function serve(definition: QuestionDefinition, { random, shuffleOptions = false }: ServeOptions): Served {
  switch (definition.type) {
    case 'multiple-choice':
    case 'multiple-answers': {
      const { options } = definition
      const order = shuffleOptions ? shuffledOrder(options.length, random) : inOrder(options.length)
      return { view: { type: definition.type, options: order.map((index) => options[index]!) }, order }
    }
    case 'true-false':
    case 'numeric':
    case 'short-answer':
      return { view: { type: definition.type }, order: [] }
    case 'ordering': {
      const order = neverInOrder(definition.items.length, random)
      return { view: { type: 'ordering', items: order.map((index) => definition.items[index]!) }, order }
    }
    case 'matching': {
      const { pairs } = definition
      const order = neverInOrder(pairs.length, random)
      return {
        view: {
          type: 'matching',
          lefts: pairs.map((pair) => pair.left),
          rights: order.map((index) => pairs[index]!.right),
        },
        order,
      }
    }
  }
}
