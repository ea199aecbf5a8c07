import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import type { EditorForm } from './editor-state'
import { toQuizInput } from './payload'
import { m } from '#shared/i18n'

/**
 * Save and Update, for a form the editor has checked: the server's message for anything it still
 * refuses. A create goes on to /my-quizzes; an update stays on the page.
 */
export function useSaveQuiz(quizId: string | undefined) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Every list and copy of quizzes may now be out of date (my quizzes, the public list, this
  // quiz). Marked stale only: each refetches when next shown, not the editor's own copy now.
  const markStale = () => queryClient.invalidateQueries({ queryKey: trpc.quizzes.pathKey(), refetchType: 'none' })
  const onError = (error: unknown) => notify.error(errorMessage(error, m.failure_save()))

  const create = useMutation(
    trpc.quizzes.create.mutationOptions({
      onSuccess: (_quiz, input) => {
        void markStale()
        notify.success(input.asDraft ? m.quiz_editor_texts_draft_saved() : m.success_quiz_created())
        void navigate({ to: '/my-quizzes' })
      },
      onError,
    }),
  )
  const update = useMutation(
    trpc.quizzes.update.mutationOptions({
      onSuccess: (_quiz, { quiz }) => {
        void markStale()
        notify.success(quiz.asDraft ? m.quiz_editor_texts_draft_saved() : m.success_quiz_updated())
      },
      onError,
    }),
  )

  const save = (form: EditorForm, asDraft: boolean) => {
    const quiz = toQuizInput(form, asDraft)
    if (quizId) update.mutate({ id: quizId, quiz })
    else create.mutate(quiz)
  }

  const pending = quizId ? update : create
  const variables = pending.variables
  const pendingDraft = variables && ('quiz' in variables ? variables.quiz.asDraft : variables.asDraft)
  return {
    save,
    isSaving: pending.isPending,
    /** Which button started the save in progress, to say 'Saving…' on that one. */
    savingAsDraft: pending.isPending ? Boolean(pendingDraft) : null,
  }
}
