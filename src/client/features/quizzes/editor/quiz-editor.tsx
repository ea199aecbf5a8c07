import { Link } from '@tanstack/react-router'
import { FileUp } from 'lucide-react'
import { useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { Button } from '@/components/ui/button'
import { checkedBy, focusFirstInvalid } from '@/lib/form'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/lib/session'
import { AdvancedSettings } from './advanced-settings'
import { AiPanel } from './ai-panel'
import { DetailsSection, TitleSection } from './details-section'
import { EditorActions } from './editor-actions'
import { ExamSections } from './exam-sections'
import { createInitialForm, type EditorForm, filledQuestions } from './editor-state'
import { fromEditData, type QuizForEdit } from './payload'
import { PreviewDialog } from './preview-dialog'
import { PricingSection } from './pricing-section'
import { SharingSection } from './sharing-section'
import { QuestionList } from './question-list'
import { useSaveQuiz } from './use-save-quiz'
import { checkQuiz } from './validation'
import { m } from '#shared/i18n'

function QuizEditor({ quizId, initialForm }: { quizId?: string | undefined; initialForm?: EditorForm | undefined }) {
  // Which button asked: a draft may be saved without questions. Read by the resolver when it runs.
  const asDraft = useRef(false)
  const form = useForm<EditorForm>({
    defaultValues: initialForm ?? createInitialForm(),
    resolver: checkedBy((values: EditorForm) => checkQuiz(values, asDraft.current)),
    // Focus is moved by hand, in reading order, once a folded section with an error has opened.
    shouldFocusError: false,
  })
  const container = useRef<HTMLFormElement>(null)
  const [preview, setPreview] = useState<EditorForm | null>(null)
  const { save, isSaving, savingAsDraft } = useSaveQuiz(quizId)

  const submit = (draft: boolean) => {
    asDraft.current = draft
    void form.handleSubmit(
      (values) => save(values, draft),
      () => focusFirstInvalid(container.current),
    )()
  }

  const openPreview = () => {
    const values = form.getValues()
    if (filledQuestions(values.questions).length === 0) {
      notify.error(m.validation_preview_needs_question())
      return
    }
    setPreview(values)
  }

  return (
    <FormProvider {...form}>
      <form
        ref={container}
        noValidate
        aria-label={m.quiz_editor_labels_form()}
        className="space-y-6"
        // Enter in a field does not save: saving is a choice between Save and Save as draft.
        onSubmit={(event) => event.preventDefault()}
      >
        {/* The product's order: title, AI panel, category, difficulty, total time, timing helper,
            description, price and window, public or private, Advanced Settings, exam sections, questions. */}
        <TitleSection />
        <AiPanel />
        <DetailsSection />
        <PricingSection />
        <SharingSection />
        <AdvancedSettings />
        <ExamSections />
        <QuestionList />
        <EditorActions
          isEditing={Boolean(quizId)}
          isSaving={isSaving}
          savingAsDraft={savingAsDraft}
          onSave={submit}
          onPreview={openPreview}
        />
      </form>
      {preview && <PreviewDialog form={preview} open onOpenChange={(open) => !open && setPreview(null)} />}
    </FormProvider>
  )
}

/**
 * Create / Edit Quiz: `quizId` switches to edit mode, and `saved` is the quiz the route's loader
 * fetched for it.
 */
export function QuizEditorPage({ quizId, saved }: { quizId?: string | undefined; saved?: QuizForEdit | undefined }) {
  const user = useCurrentUser()
  // A new quiz is imported as a draft of its own; questions are added only to a draft of one's own.
  const canImport = !quizId || (saved?.quiz.status === 'draft' && saved.quiz.creator.id === user?.id)
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle
        title={quizId ? m.quiz_editor_texts_edit_title() : QUIZ_EDITOR_TEXTS.createTitle}
        description={quizId ? m.quiz_editor_texts_edit_description() : m.quiz_editor_texts_create_description()}
        actions={
          canImport && (
            <Button asChild variant="outline">
              <Link to="/import" search={quizId ? { quizId } : {}}>
                <FileUp aria-hidden="true" /> {m.import_entry_texts_import_questions()}
              </Link>
            </Button>
          )
        }
      />
      {quizId && !saved ? (
        <PageLoading label={m.quiz_editor_texts_loading()} />
      ) : (
        <QuizEditor quizId={quizId} initialForm={saved && fromEditData(saved)} />
      )}
    </div>
  )
}
