import { useCallback } from 'react'
import { useFormContext } from 'react-hook-form'
import { type EditorAction, type EditorForm, editorReducer } from './editor-state'

/** The editor's form, for its sections. */
export const useEditorForm = () => useFormContext<EditorForm>()

/**
 * Changes that move several fields at once (questions added or removed with the total time kept in
 * step, time distributed, AI questions merged in): the next form comes from editorReducer, and the
 * form takes it whole. A field's own typing goes straight to its field.
 */
export function useEditorAction() {
  const { getValues, reset } = useEditorForm()
  return useCallback(
    (action: EditorAction) =>
      reset(editorReducer(getValues(), action), {
        keepDefaultValues: true,
        keepIsSubmitted: true,
        keepSubmitCount: true,
      }),
    [getValues, reset],
  )
}
