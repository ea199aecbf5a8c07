import { sql } from 'kysely'
import type { DB } from '#server/db/index'
import type { GameEventKind } from '#shared/live/events'

/**
 * Holds the game's row (FOR NO KEY UPDATE: a player's insert, which takes KEY SHARE on it, goes on)
 * until the transaction ends, and reads its current question. The next event of the same game waits
 * here, so its id is taken after this transaction's commit: one game's ids follow its commits.
 */
export function lockGameForEvent(db: DB, gameId: string) {
  return db
    .selectFrom('games')
    .select('question_index')
    .where('id', '=', gameId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow()
}

/**
 * The event's row and its NOTIFY, naming the row by id (a payload stays far under NOTIFY's 8000
 * bytes). A `players` event counts the players still in the game, after the lock.
 */
export async function insertEvent(
  db: DB,
  event: { gameId: string; kind: GameEventKind; questionIndex: number; payload: Record<string, unknown> },
  channel: string,
) {
  const { rows } = await sql<{ id: number }>`
    with event as (
      insert into game_events (game_id, kind, question_index, payload)
      values (
        ${event.gameId}, ${event.kind}, ${event.questionIndex},
        ${JSON.stringify(event.payload)}::jsonb || case when ${event.kind}::text = 'players' then jsonb_build_object(
          'count', (select count(*) from game_players where game_id = ${event.gameId} and kicked_at is null)
        ) else '{}'::jsonb end
      )
      returning id
    )
    select id, pg_notify(${channel}::text, ${event.gameId}::text || ':' || id) from event
  `.execute(db)
  return rows[0]!.id
}

/**
 * Where a stream that names no event starts: after the game's latest event, or, once the game has
 * ended, just before its `ended` (a late listener still hears the end); 0 before the first event.
 */
export async function startOfNewStream(db: DB, gameId: string) {
  const rows = await db
    .selectFrom('game_events')
    .select(['id', 'kind'])
    .where('game_id', '=', gameId)
    .orderBy('id', 'desc')
    .limit(2)
    .execute()
  const [latest, before] = rows
  if (!latest) return 0
  return latest.kind === 'ended' ? Number(before?.id ?? 0) : Number(latest.id)
}

/** The game's events after `afterId`, oldest first. */
export function eventsAfter(db: DB, gameId: string, afterId: number) {
  return db
    .selectFrom('game_events')
    .select(['id', 'kind', 'question_index', 'payload'])
    .where('game_id', '=', gameId)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute()
}

/** The events of games that ended more than `hours` ago: no one resumes them any more. */
export async function deleteOldEvents(db: DB, hours: number) {
  const result = await db
    .deleteFrom('game_events')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('games')
          .select(sql`1`.as('one'))
          .whereRef('games.id', '=', 'game_events.game_id')
          .where('games.status', '=', 'ended')
          .where('games.ended_at', '<', sql<Date>`now() - make_interval(hours => ${hours})`),
      ),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
