import { sql } from 'kysely'
import type { DB } from '#server/db/index'

export interface ImageMeta {
  id: string
  uploader_id: string
  alt: string
  width: number
  height: number
}

export async function insertImage(
  db: DB,
  row: {
    uploaderId: string
    contentType: 'image/webp' | 'image/jpeg' | 'image/png'
    alt: string
    width: number
    height: number
    bytes: Buffer
  },
): Promise<string> {
  const { id } = await db
    .insertInto('question_images')
    .values({
      uploader_id: row.uploaderId,
      content_type: row.contentType,
      alt: row.alt,
      width: row.width,
      height: row.height,
      byte_size: row.bytes.length,
      bytes: row.bytes,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** The images of these ids that exist, with what a player is shown of them. */
export async function findImages(db: DB, ids: readonly string[]): Promise<ImageMeta[]> {
  if (ids.length === 0) return []
  return db
    .selectFrom('question_images')
    .select(['id', 'uploader_id', 'alt', 'width', 'height'])
    .where('id', 'in', ids)
    .execute()
}

/** The images of these ids that exist, with their bytes: for a quiz's file. */
export async function findImageFiles(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('question_images')
    .select(['id', 'alt', 'content_type', 'bytes'])
    .where('id', 'in', ids)
    .execute()
}

/**
 * An image's bytes and who may see it: its uploader, whether a free approved quiz's question uses it
 * (then anyone), and whether the viewer was served it in one of their attempts (decision 038).
 * Question uses are found by containment on the definition's GIN index; a viewer's attempts by
 * their own rows only.
 */
export async function findImageForViewer(db: DB, id: string, viewerId: string | null) {
  const used = (key: 'image' | 'explanationImage' | 'optionImages') =>
    sql<boolean>`questions.definition @> ${JSON.stringify({ [key]: key === 'optionImages' ? [id] : id })}::jsonb`
  return db
    .selectFrom('question_images')
    .select((eb) => [
      'question_images.uploader_id',
      'question_images.content_type',
      'question_images.bytes',
      eb
        .exists(
          eb
            .selectFrom('questions')
            .innerJoin('quizzes', 'quizzes.id', 'questions.quiz_id')
            .select(sql`1`.as('one'))
            // Only its uploader's quizzes may use it (checked as they are saved).
            .whereRef('quizzes.creator_id', '=', 'question_images.uploader_id')
            .where('quizzes.status', '=', 'approved')
            .where('quizzes.is_paid', '=', false)
            .where((inner) => inner.or([used('image'), used('explanationImage'), used('optionImages')])),
        )
        .as('in_free_quiz'),
      viewerId === null
        ? sql<boolean>`false`.as('in_own_attempt')
        : eb
            .exists(
              eb
                .selectFrom('attempts')
                .select(sql`1`.as('one'))
                .where('attempts.user_id', '=', viewerId)
                .where(
                  sql<boolean>`jsonb_path_exists(attempts.questions, 'lax $[*].images.** ? (@.id == $id)', ${JSON.stringify({ id })}::jsonb)`,
                ),
            )
            .as('in_own_attempt'),
    ])
    .where('question_images.id', '=', id)
    .executeTakeFirst()
}

/** The definitions of the questions in a creator's quizzes: the only ones that may use their images. */
export async function definitionsOfCreator(db: DB, creatorId: string): Promise<unknown[]> {
  const rows = await db
    .selectFrom('questions')
    .innerJoin('quizzes', 'quizzes.id', 'questions.quiz_id')
    .select('questions.definition')
    .where('quizzes.creator_id', '=', creatorId)
    .execute()
  return rows.map((row) => row.definition)
}

/**
 * The images the attempts on a creator's quizzes were served (each attempt keeps its questions as
 * they were, pictures named by id): an edited question's old picture is still in its players' results.
 */
export async function imageIdsServedOnQuizzesOf(db: DB, creatorId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select distinct found #>> '{}' as id
    from attempts a
    join quizzes q on q.id = a.quiz_id,
    lateral jsonb_path_query(a.questions, 'lax $[*].images.**.id') as found
    where q.creator_id = ${creatorId}::uuid and jsonb_typeof(found) = 'string'
  `.execute(db)
  return rows.map((row) => row.id)
}

/** Deletes a person's images but those named. */
export async function deleteImagesOfExcept(db: DB, uploaderId: string, keep: readonly string[]): Promise<void> {
  let query = db.deleteFrom('question_images').where('uploader_id', '=', uploaderId)
  if (keep.length > 0) query = query.where('id', 'not in', keep)
  await query.execute()
}
