import { sql } from 'kysely'

/**
 * Whether the viewer is in a group a private quiz is shared with (decision 047), as a column of a
 * query over `quizzes`; false for a guest and for a public quiz. Read by the quiz policy's
 * `canSeeQuiz` (quizzes/policy.ts) wherever a query names its viewer: the quiz's page and its start.
 */
export function sharedWithViewer(viewerId: string | null) {
  return sql<boolean>`(quizzes.visibility = 'private' and exists (
    select 1 from quiz_groups qg join group_members gm on gm.group_id = qg.group_id
    where qg.quiz_id = quizzes.id and gm.user_id = ${viewerId}::uuid))`.as('shared_with_viewer')
}
