/**
 * A live game's events as the server sends them (decision 045), over tRPC's `live.events` and the
 * REST event stream alike: each has an id (a reconnecting client resumes after the last it saw), a
 * kind, and the game's question index when it happened.
 */
const GAME_EVENT_KINDS = ['players', 'question', 'reveal', 'scores', 'podium', 'ended'] as const

export type GameEventKind = (typeof GAME_EVENT_KINDS)[number]

/**
 * What each kind carries: `players` the count of players still in the game (and, for a kick, the
 * kicked player's id); `scores` the question whose points changed the standings; the others the
 * question index alone. Nothing in an event is private: details are read from their own calls.
 */
export interface GameEventData {
  kind: GameEventKind
  questionIndex: number
  count?: number
  playerId?: string
}

export const LIVE_EVENT_LIMITS = {
  /** A comment on a quiet event stream this often, so proxies and phones keep the connection. */
  keepAliveMs: 15_000,
  /** A finished game's events are kept this long for a late resume, then deleted. */
  keepEndedHours: 24,
} as const
