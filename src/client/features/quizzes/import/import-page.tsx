import { useMutation, useQueryClient } from '@tanstack/react-query'
import { TRPCClientError } from '@trpc/client'
import { Link, useNavigate } from '@tanstack/react-router'
import { Download, FileCheck, Save } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { IMPORT_LIMITS } from '#shared/constants'
import { IMPORT_SCREEN_TEXTS as TEXTS } from '@/texts/import-screen-texts'
import { IMPORT_TEXTS } from '#shared/import-texts'
import { FILE_FORMAT_LABELS } from '#shared/quiz-file-texts'
import { guessFormatFromText, QUIZ_FILE_FORMATS, type QuizFileFormat } from '#shared/quiz-files'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { FormField, hintId } from '@/components/form-field'
import { PageTitle } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { oneOfParam } from '@/lib/search-params'
import { type RouterOutputs, trpc } from '@/trpc'
import { FileText, type FileTextHandle } from './file-text'
import { FormatHelp } from './format-help'
import { FILE_ACCEPT, formatFromName, type ImportProblem, sentBytes, TEMPLATE_URL } from './import-file'
import { ProblemList, QuestionPreview } from './import-preview'
import { m } from '#shared/i18n'

type Preview = RouterOutputs['quizzes']['importPreview']

/** The draft the questions are added to, when the person came from its editor. */
export interface ImportTarget {
  id: string
  title: string
}

/** A check that answered: the text and format it read, and what it found. */
interface Checked {
  format: QuizFileFormat
  content: string
  preview: Preview
}

/** A check or save the server refused, or a file too large to send: the reason, and the file's problems if any. */
interface Refusal {
  message: string
  problems: ImportProblem[]
}

/** Made when needed, so the message is in the page's language. */
const tooLarge = (): Refusal => ({ message: IMPORT_TEXTS.tooLarge, problems: [] })

/** A refused check or save: the server's message, and the file's problems when it sent them. */
function refusalOf(error: unknown, fallback: string): Refusal {
  const problems = error instanceof TRPCClientError ? (error.data as { problems?: unknown } | undefined)?.problems : []
  return {
    message: errorMessage(error, fallback),
    problems: Array.isArray(problems) ? (problems as ImportProblem[]) : [],
  }
}

/**
 * Import questions: pick a format and a file (or paste its text), check it, fix any problem in the
 * text by its line and check again, then save the good questions into a new draft, or into
 * `target`. Nothing is saved until the person saves.
 */
export function ImportPage({ target }: { target?: ImportTarget | undefined }) {
  const ids = useId()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const editor = useRef<FileTextHandle>(null)
  const [format, setFormat] = useState<QuizFileFormat>('csv')
  // Until the person picks a format (or a file's name names one), the text's own marks choose it.
  const [formatChosen, setFormatChosen] = useState(false)
  const [content, setContent] = useState('')
  const [title, setTitle] = useState('')
  const [fileName, setFileName] = useState<string>()
  const [textError, setTextError] = useState<string>()
  const [checked, setChecked] = useState<Checked | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const preview = useMutation(trpc.quizzes.importPreview.mutationOptions())
  const save = useMutation(trpc.quizzes.importFile.mutationOptions())

  const isStale = checked !== null && (checked.content !== content || checked.format !== format)
  const problems = refusal?.problems.length ? refusal.problems : (checked?.preview.problems ?? [])
  const problemLines = useMemo(() => new Set(problems.map((problem) => problem.line)), [problems])
  const destination = target ? { quizId: target.id } : { title: title.trim() || undefined }
  const looksLike = useMemo(() => guessFormatFromText(content), [content])
  const otherFormat = looksLike !== undefined && looksLike !== format ? looksLike : undefined

  const chooseFormat = (chosen: QuizFileFormat) => {
    setFormat(chosen)
    setFormatChosen(true)
  }

  const changeText = (text: string) => {
    setContent(text)
    if (!formatChosen) setFormat(guessFormatFromText(text) ?? 'csv')
  }

  const check = (text: string, chosen: QuizFileFormat) => {
    setTextError(undefined)
    if (text.trim() === '') {
      setChecked(null)
      setRefusal(null)
      setTextError(TEXTS.emptyText)
      return
    }
    if (sentBytes(text) > IMPORT_LIMITS.maxBytes) {
      setChecked(null)
      setRefusal(tooLarge())
      return
    }
    preview.mutate(
      { format: chosen, content: text, ...destination },
      {
        onSuccess: (result) => {
          setChecked({ format: chosen, content: text, preview: result })
          setRefusal(null)
        },
        onError: (error) => {
          setChecked(null)
          setRefusal(refusalOf(error, m.failure_import_check()))
        },
      },
    )
  }

  const chooseFile = async (file: File | undefined) => {
    if (!file) return
    if (file.size > IMPORT_LIMITS.maxBytes) {
      setChecked(null)
      setRefusal(tooLarge())
      return
    }
    let text: string
    try {
      // Blob.text() reads UTF-8 and drops a byte-order mark; the text area keeps lines as \n, as
      // the server counts them once it has read CRLF.
      text = await file.text()
    } catch {
      setChecked(null)
      setRefusal({ message: m.failure_import_read(), problems: [] })
      return
    }
    const named = formatFromName(file.name)
    const chosen = named ?? (formatChosen ? format : (guessFormatFromText(text) ?? 'csv'))
    setFileName(file.name)
    setFormat(chosen)
    if (named) setFormatChosen(true)
    setContent(text)
    check(text, chosen)
  }

  const submit = () => {
    if (!checked || isStale) return
    save.mutate(
      { format: checked.format, content: checked.content, ...destination },
      {
        onSuccess: ({ quizId, imported, problems: skipped }) => {
          notify.success(
            skipped.length > 0 ? TEXTS.importedSkipped(imported, skipped.length) : IMPORT_TEXTS.imported(imported),
          )
          void queryClient.invalidateQueries({ queryKey: trpc.quizzes.pathKey() })
          void navigate({ to: '/create-quiz', search: { edit: quizId } })
        },
        onError: (error) => {
          const refused = refusalOf(error, m.failure_import_save())
          setRefusal(refused)
          notify.error(refused.message)
        },
      },
    )
  }

  const refusalMessage =
    refusal && refusal.problems.length > 0 ? IMPORT_TEXTS.nothingImported(refusal.problems.length) : refusal?.message
  const canSave = checked !== null && !isStale && checked.preview.questions.length > 0
  const saveNoteId = `${ids}-save-note`

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <PageTitle title={TEXTS.title} description={target ? TEXTS.appendDescription(target.title) : TEXTS.description} />

      <section aria-labelledby={`${ids}-file`} className="space-y-4 rounded-xl border bg-card p-4">
        <h2 id={`${ids}-file`} className="text-xl font-semibold">
          {TEXTS.fileSection}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id={`${ids}-format`} label={TEXTS.format}>
            {(control) => (
              <NativeSelect
                {...control}
                value={format}
                onChange={(event) => chooseFormat(oneOfParam(event.target.value, QUIZ_FILE_FORMATS) ?? format)}
              >
                {QUIZ_FILE_FORMATS.map((value) => (
                  <NativeSelectOption key={value} value={value}>
                    {FILE_FORMAT_LABELS[value]}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={`${ids}-chooser`} label={TEXTS.file} hint={TEXTS.fileHint}>
            {(control) => (
              <Input
                {...control}
                type="file"
                accept={FILE_ACCEPT}
                onChange={(event) => {
                  void chooseFile(event.target.files?.[0])
                  // The same file chosen again (after fixing it on disk) is read again.
                  event.target.value = ''
                }}
              />
            )}
          </FormField>
          {!target && (
            <FormField id={`${ids}-title`} label={TEXTS.quizTitle} hint={TEXTS.quizTitleHint}>
              {(control) => (
                <Input
                  {...control}
                  value={title}
                  maxLength={QUIZ_BOUNDS.titleMax}
                  onChange={(event) => setTitle(event.target.value)}
                />
              )}
            </FormField>
          )}
          <div className="flex items-end">
            <Button asChild variant="outline">
              <a href={TEMPLATE_URL} download>
                <Download aria-hidden="true" /> {TEXTS.template}
              </a>
            </Button>
          </div>
        </div>
        <FormatHelp format={format} />
      </section>

      {/* Named by its heading, as the text area is: one name for one control. */}
      <div className="space-y-3 rounded-xl border bg-card p-4">
        <h2 id={`${ids}-text-heading`} className="text-xl font-semibold">
          {TEXTS.textLabel}
        </h2>
        <p id={hintId(`${ids}-text`)} className="text-sm text-muted-foreground">
          {fileName ? TEXTS.readFrom(fileName) : TEXTS.textHint}
        </p>
        <FileText
          ref={editor}
          id={`${ids}-text`}
          labelledBy={`${ids}-text-heading`}
          value={content}
          onChange={changeText}
          problemLines={problemLines}
          describedBy={[textError && `${ids}-text-error`, hintId(`${ids}-text`)].filter(Boolean).join(' ')}
        />
        {textError && (
          <p id={`${ids}-text-error`} className="text-sm font-medium text-destructive">
            {textError}
          </p>
        )}
        {/* Said as the text changes, before any check: a polite live region. */}
        <div role="status">
          {otherFormat && (
            <div className="flex flex-wrap items-center gap-3 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
              <p>{IMPORT_TEXTS.looksLike(FILE_FORMAT_LABELS[otherFormat], FILE_FORMAT_LABELS[format])}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => chooseFormat(otherFormat)}>
                {TEXTS.readAs(FILE_FORMAT_LABELS[otherFormat])}
              </Button>
            </div>
          )}
        </div>
        <Button type="button" onClick={() => check(content, format)} disabled={preview.isPending}>
          <FileCheck aria-hidden="true" />
          {preview.isPending ? TEXTS.checking : checked || refusal ? TEXTS.checkAgain : TEXTS.check}
        </Button>
      </div>

      <section aria-labelledby={`${ids}-preview`} className="space-y-4">
        <h2 id={`${ids}-preview`} className="text-xl font-semibold">
          {TEXTS.previewHeading}
        </h2>
        <div role="status" aria-labelledby={`${ids}-preview`} className="space-y-2">
          {refusalMessage ? (
            <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium">
              {refusalMessage}
            </p>
          ) : (
            checked && (
              <p className="text-sm font-medium">
                {TEXTS.previewSummary(checked.preview.questions.length, checked.preview.problems.length)}
              </p>
            )
          )}
          {isStale && <p className="text-sm text-muted-foreground">{TEXTS.changed}</p>}
        </div>
        <ProblemList problems={problems} onPick={(line) => editor.current?.goToLine(line)} />
        {checked && !refusal && <QuestionPreview questions={checked.preview.questions} />}
      </section>

      <div className="space-y-2 rounded-xl border bg-card p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" onClick={submit} disabled={!canSave || save.isPending} aria-describedby={saveNoteId}>
            <Save aria-hidden="true" />
            {save.isPending ? TEXTS.saving : target ? TEXTS.addToDraft : TEXTS.createDraft}
          </Button>
          <Button variant="ghost" asChild>
            {target ? (
              <Link to="/create-quiz" search={{ edit: target.id }}>
                {TEXTS.cancel}
              </Link>
            ) : (
              <Link to="/my-quizzes">{TEXTS.cancel}</Link>
            )}
          </Button>
        </div>
        <p id={saveNoteId} className="text-sm text-muted-foreground">
          {isStale ? TEXTS.changed : checked ? TEXTS.saveNote : TEXTS.checkFirst}
        </p>
      </div>
    </div>
  )
}
