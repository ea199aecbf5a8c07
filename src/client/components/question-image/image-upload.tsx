import { useId, useRef, useState } from 'react'
import type { UploadedImage } from '#shared/question-images'
import { IMAGE_LIMITS } from '#shared/question-images'
import { m } from '#shared/i18n'
import { FieldError, FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { QuestionImage } from './question-image'
import { ACCEPTED_TYPES, MAX_MEGABYTES, postImage, type UploadOutcome } from './upload'

type Failure = Extract<UploadOutcome, { ok: false }>

/**
 * Uploads a picture for a question, an option or an explanation: a file, its alt text (required),
 * and a button. Each refusal is shown in words under the field it is about, tied to it for a screen
 * reader; progress and success are announced politely. `onUploaded` gets the image (its id is what
 * a question names). Not a <form>: it may sit inside the editor's own.
 */
export function ImageUpload({
  onUploaded,
  send,
}: {
  onUploaded: (image: UploadedImage) => void
  /** For tests: the fetch that posts the form. */
  send?: typeof fetch
}) {
  const id = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [alt, setAlt] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null)

  async function upload() {
    setBusy(true)
    setFailure(null)
    const outcome = await postImage(fileRef.current?.files?.[0], alt, send)
    setBusy(false)
    if (!outcome.ok) {
      setFailure(outcome)
      // The field at fault takes the focus, so its error is read out.
      document.getElementById(outcome.field === 'alt' ? `${id}-alt` : `${id}-file`)?.focus()
      return
    }
    setUploaded(outcome.image)
    onUploaded(outcome.image)
  }

  const errorOf = (field: Failure['field']) => (failure?.field === field ? failure.message : undefined)
  return (
    <div className="space-y-3">
      <FormField
        id={`${id}-file`}
        label={m.image_upload_file_label()}
        hint={m.image_upload_formats({ max: MAX_MEGABYTES })}
        error={errorOf('file')}
      >
        {(control) => <Input {...control} ref={fileRef} type="file" accept={ACCEPTED_TYPES} disabled={busy} />}
      </FormField>
      <FormField
        id={`${id}-alt`}
        label={m.image_upload_alt_label()}
        hint={m.image_upload_alt_hint()}
        error={errorOf('alt')}
      >
        {(control) => (
          <Input
            {...control}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            // Enter uploads, and never submits a form this upload sits in (the quiz editor's).
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              if (!busy) void upload()
            }}
            maxLength={IMAGE_LIMITS.altMax}
            required
            aria-required="true"
            disabled={busy}
          />
        )}
      </FormField>
      <Button type="button" onClick={() => void upload()} disabled={busy}>
        {busy ? m.image_upload_uploading() : m.image_upload_submit()}
      </Button>
      <FieldError id={`${id}-form`} error={errorOf('form')} />
      <p role="status" className="sr-only">
        {busy ? m.image_upload_uploading() : uploaded ? m.image_upload_done() : ''}
      </p>
      {uploaded && <QuestionImage image={uploaded} className="max-h-48 w-auto" />}
    </div>
  )
}
