import { Link } from '@tanstack/react-router'
import { Eye, Save } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { m } from '#shared/i18n'

const NOTE_ID = 'editor-save-note'

/** Save or Update, Save as draft, Preview and Cancel, with what saving does next to them. */
export function EditorActions({
  isEditing,
  isSaving,
  savingAsDraft,
  onSave,
  onPreview,
}: {
  isEditing: boolean
  isSaving: boolean
  savingAsDraft: boolean | null
  onSave: (asDraft: boolean) => void
  onPreview: () => void
}) {
  const saveLabel = isEditing ? m.quiz_editor_texts_update() : m.quiz_editor_texts_save()
  return (
    <div className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" onClick={() => onSave(false)} disabled={isSaving} aria-describedby={NOTE_ID}>
          <Save aria-hidden="true" />
          {savingAsDraft === false ? m.quiz_editor_texts_saving() : saveLabel}
        </Button>
        <Button type="button" variant="outline" onClick={() => onSave(true)} disabled={isSaving}>
          {savingAsDraft === true ? m.quiz_editor_texts_saving() : m.quiz_editor_texts_save_draft()}
        </Button>
        <Button type="button" variant="outline" onClick={onPreview}>
          <Eye aria-hidden="true" />
          {m.quiz_editor_texts_preview()}
        </Button>
        <Button variant="ghost" asChild>
          <Link to="/my-quizzes">{m.quiz_editor_texts_cancel()}</Link>
        </Button>
      </div>
      <p id={NOTE_ID} className="text-sm text-muted-foreground">
        {isEditing ? m.quiz_editor_texts_update_note() : m.quiz_editor_texts_create_note()}
      </p>
    </div>
  )
}
