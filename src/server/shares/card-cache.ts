import { createHash } from 'node:crypto'
import { CARD_CACHE_ENTRIES } from '#shared/shares'

/**
 * Drawn cards, kept in memory by what they show (decision 051): the key is a hash of the card's
 * own facts, so an edit to a quiz (its title, price, question count, creator's name) is a new
 * key and the old picture ages out; nothing needs to be told to forget. The least recently
 * served go first past CARD_CACHE_ENTRIES. Each instance keeps its own: a card is drawn at most
 * once per instance, and the same facts draw the same picture in each.
 */

/** Bump when the drawing changes, so every card is drawn anew. */
const DRAWING_VERSION = '1'

export interface CachedCard {
  png: Buffer
  /** The strong ETag of the picture: its facts' hash. */
  etag: string
}

const cards = new Map<string, Promise<CachedCard>>()
const counts = { draws: 0, hits: 0 }

/** The hash a card's facts are kept under, and its ETag and version in its address. */
export const cardKey = (kind: string, facts: unknown) =>
  createHash('sha256')
    .update(`${DRAWING_VERSION}\n${kind}\n${JSON.stringify(facts)}`)
    .digest('base64url')
    .slice(0, 22)

/**
 * The card for these facts: from memory, or drawn once (callers asking while it is being drawn
 * wait for the same drawing).
 */
export function cachedCard(key: string, draw: () => Promise<Buffer>): Promise<CachedCard> {
  const kept = cards.get(key)
  if (kept) {
    counts.hits += 1
    // Served again: to the back of the line.
    cards.delete(key)
    cards.set(key, kept)
    return kept
  }
  counts.draws += 1
  const drawing = draw().then((png) => ({ png, etag: `"${key}"` }))
  cards.set(key, drawing)
  // A failed drawing is not kept: the next request tries again.
  drawing.catch(() => cards.delete(key))
  while (cards.size > CARD_CACHE_ENTRIES) cards.delete(cards.keys().next().value!)
  return drawing
}

/** How many cards were drawn and how many served from memory, since the process started. */
export const cardCounts = () => ({ ...counts })
