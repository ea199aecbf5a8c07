import { useReducer, useState } from 'react'
import { VALIDATION } from '#shared/messages'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { notify } from '@/lib/notify'
import { AdvancedSettings } from './advanced-settings'
import { AiPanel } from './ai-panel'
import { DetailsSection, TitleSection } from './details-section'
import { EditorActions } from './editor-actions'
import { createInitialForm, type EditorForm, editorReducer, filledQuestions } from './editor-state'
import { fromEditData, type QuizForEdit } from './payload'
import { PreviewDialog } from './preview-dialog'
import { PricingSection } from './pricing-section'
import { QuestionList } from './question-list'
import { useSaveQuiz } from './use-save-quiz'

function QuizEditor({ quizId, initialForm }: { quizId?: string | undefined; initialForm?: EditorForm | undefined }) {
  const [form, dispatch] = useReducer(editorReducer, initialForm, (loaded) => loaded ?? createInitialForm())
  const [isPreviewOpen, setPreviewOpen] = useState(false)
  const { save, isSaving, savingAsDraft } = useSaveQuiz(quizId)

  const openPreview = () => {
    if (filledQuestions(form.questions).length === 0) {
      notify.error(VALIDATION.previewNeedsQuestion)
      return
    }
    setPreviewOpen(true)
  }

  return (
    <div className="space-y-6">
      {/* The spec's order (section 2): title, AI panel, category, difficulty, total time, timing
          helper, description, price and window, Advanced Settings, questions. */}
      <TitleSection title={form.title} dispatch={dispatch} />
      <AiPanel topic={form.topic} dispatch={dispatch} />
      <DetailsSection
        category={form.category}
        difficulty={form.difficulty}
        timeLimit={form.timeLimit}
        questions={form.questions}
        description={form.description}
        dispatch={dispatch}
      />
      <PricingSection
        isPaid={form.isPaid}
        price={form.price}
        startTime={form.startTime}
        endTime={form.endTime}
        dispatch={dispatch}
      />
      <AdvancedSettings settings={form.settings} maxTabSwitches={form.maxTabSwitches} dispatch={dispatch} />
      <QuestionList questions={form.questions} dispatch={dispatch} />
      <EditorActions
        isEditing={Boolean(quizId)}
        isSaving={isSaving}
        savingAsDraft={savingAsDraft}
        onSave={(asDraft) => save(form, asDraft)}
        onPreview={openPreview}
      />
      <PreviewDialog form={form} open={isPreviewOpen} onOpenChange={setPreviewOpen} />
    </div>
  )
}

/** Create / Edit Quiz (spec section 2): `quizId` switches to edit mode. */
export function QuizEditorPage({ quizId, saved }: { quizId?: string | undefined; saved?: QuizForEdit | undefined }) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle
        title={quizId ? QUIZ_EDITOR_TEXTS.editTitle : QUIZ_EDITOR_TEXTS.createTitle}
        description={quizId ? QUIZ_EDITOR_TEXTS.editDescription : QUIZ_EDITOR_TEXTS.createDescription}
      />
      {quizId && !saved ? (
        <PageLoading label={QUIZ_EDITOR_TEXTS.loading} />
      ) : (
        <QuizEditor quizId={quizId} initialForm={saved && fromEditData(saved)} />
      )}
    </div>
  )
}
