import { ImagePlus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useController } from 'react-hook-form'
import { imageUrl } from '#shared/question-images'
import { m } from '#shared/i18n'
import { ImageUpload } from '@/components/question-image/image-upload'
import { Button } from '@/components/ui/button'
import type { EditorForm } from './editor-state'

/**
 * A picture on a question or its explanation (decision 038): the one attached, with a way to take
 * it off, or an upload that attaches one. Stored as the image's id with the question's others.
 */
export function PictureField({
  index,
  which,
  label,
}: {
  index: number
  /** The question's or its explanation's picture, or an option's (its place, of how many options). */
  which: 'image' | 'explanationImage' | { option: number; of: number }
  /** What the picture belongs to, in words: its heading, and the attached picture's name. */
  label: string
}) {
  const { field } = useController<EditorForm, `questions.${number}.images`>({ name: `questions.${index}.images` })
  const images = field.value ?? {}
  const attached = typeof which === 'string' ? images[which] : images.optionImages?.[which.option]
  const set = (id: string | undefined) => {
    if (typeof which === 'string') return field.onChange({ ...images, [which]: id })
    // One place per option, so each picture stays with its option (editor-state's optionImagesAfter).
    const optionImages = Array.from({ length: which.of }, (_, at) =>
      at === which.option ? (id ?? null) : (images.optionImages?.[at] ?? null),
    )
    field.onChange({ ...images, optionImages: optionImages.some(Boolean) ? optionImages : undefined })
  }
  // The upload's fields are drawn once asked for: a quiz of many questions carries none it does not use.
  const [isOpen, setOpen] = useState(false)
  return (
    // No name of its own: the picture and the buttons carry it, and a named region here would be
    // one more thing called "explanation" beside the explanation's own field.
    <div className="space-y-2">
      {attached ? (
        <div className="flex flex-wrap items-end gap-3">
          <img src={imageUrl(attached)} alt={label} className="max-h-32 w-auto rounded-md border border-border" />
          <Button type="button" variant="outline" size="sm" onClick={() => set(undefined)}>
            <Trash2 aria-hidden="true" /> {m.picture_field_remove({ what: label })}
          </Button>
        </div>
      ) : (
        <details className="rounded-md border p-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
            <ImagePlus className="size-4" aria-hidden="true" /> {m.picture_field_add({ what: label })}
          </summary>
          {isOpen && (
            <div className="pt-3">
              <ImageUpload onUploaded={(image) => set(image.id)} />
            </div>
          )}
        </details>
      )}
    </div>
  )
}
