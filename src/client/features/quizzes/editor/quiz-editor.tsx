import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useReducer, useRef, useState } from 'react'
import { FAILURE, SUCCESS, VALIDATION } from '#shared/messages'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { AdvancedSettings } from './advanced-settings'
import { AiPanel } from './ai-panel'
import { DetailsSection, TitleSection } from './details-section'
import { EditorActions } from './editor-actions'
import { createInitialForm, type EditorForm, editorReducer, filledQuestions } from './editor-state'
import { fromEditData } from './payload'
import { PreviewDialog } from './preview-dialog'
import { PricingSection } from './pricing-section'
import { QuestionList } from './question-list'
import { useSaveQuiz } from './use-save-quiz'

function QuizEditor({ quizId, initialForm }: { quizId?: string; initialForm?: EditorForm }) {
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

/**
 * Edit mode: the creator's full copy, fetched fresh each time (never an older cached copy), fills
 * the form once. A quiz that cannot be loaded sends the author back to their list (spec section 8).
 */
function EditQuizLoader({ quizId }: { quizId: string }) {
  const navigate = useNavigate()
  const query = useQuery({ ...trpc.quizzes.forEdit.queryOptions({ id: quizId }), staleTime: 0, gcTime: 0 })
  const [initialForm, setInitialForm] = useState<EditorForm | null>(null)
  // Refs, not state: StrictMode runs effects twice and the toast must appear once.
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current) return
    if (query.error) {
      handled.current = true
      notify.error(errorMessage(query.error, FAILURE.editLoad))
      void navigate({ to: '/my-quizzes', replace: true })
    } else if (query.data && !query.isFetching) {
      handled.current = true
      setInitialForm(fromEditData(query.data))
      notify.success(SUCCESS.quizLoaded(query.data.questions.length))
    }
  }, [query.data, query.error, query.isFetching, navigate])

  if (!initialForm) return <PageLoading label={QUIZ_EDITOR_TEXTS.loading} />
  return <QuizEditor quizId={quizId} initialForm={initialForm} />
}

/** Create / Edit Quiz (spec section 2): `quizId` switches to edit mode. */
export function QuizEditorPage({ quizId }: { quizId?: string }) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle
        title={quizId ? QUIZ_EDITOR_TEXTS.editTitle : QUIZ_EDITOR_TEXTS.createTitle}
        description={quizId ? QUIZ_EDITOR_TEXTS.editDescription : QUIZ_EDITOR_TEXTS.createDescription}
      />
      {quizId ? <EditQuizLoader quizId={quizId} /> : <QuizEditor />}
    </div>
  )
}
