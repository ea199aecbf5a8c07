import { createHash } from 'node:crypto'

/**
 * A small seeded source of numbers in [0, 1) (mulberry32): the same seed gives the same sequence,
 * so an order drawn from it can be drawn again instead of stored. A live game's players all get a
 * question's order from the game and the question; a review card keeps its order from the moment
 * it is listed until it is answered.
 */
export function seeded(seed: string): () => number {
  let state = Number.parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 8), 16)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
