import { Link } from '@tanstack/react-router'
import { Eye, Save } from 'lucide-react'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'

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
  const saveLabel = isEditing ? QUIZ_EDITOR_TEXTS.update : QUIZ_EDITOR_TEXTS.save
  return (
    <div className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" onClick={() => onSave(false)} disabled={isSaving} aria-describedby={NOTE_ID}>
          <Save aria-hidden="true" />
          {savingAsDraft === false ? QUIZ_EDITOR_TEXTS.saving : saveLabel}
        </Button>
        <Button type="button" variant="outline" onClick={() => onSave(true)} disabled={isSaving}>
          {savingAsDraft === true ? QUIZ_EDITOR_TEXTS.saving : QUIZ_EDITOR_TEXTS.saveDraft}
        </Button>
        <Button type="button" variant="outline" onClick={onPreview}>
          <Eye aria-hidden="true" />
          {QUIZ_EDITOR_TEXTS.preview}
        </Button>
        <Button variant="ghost" asChild>
          <Link to="/my-quizzes">{QUIZ_EDITOR_TEXTS.cancel}</Link>
        </Button>
      </div>
      <p id={NOTE_ID} className="text-sm text-muted-foreground">
        {isEditing ? QUIZ_EDITOR_TEXTS.updateNote : QUIZ_EDITOR_TEXTS.createNote}
      </p>
    </div>
  )
}
