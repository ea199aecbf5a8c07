import type { ImageView } from '#shared/question-images'
import { cn } from '@/lib/utils'

/**
 * A picture on a question, an option or an explanation (decision 038): its width and height hold
 * its place before it loads, so nothing below it jumps; loaded lazily, described by its alt text.
 */
export function QuestionImage({ image, className }: { image: ImageView; className?: string | undefined }) {
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={cn('h-auto max-w-full rounded-md border border-border', className)}
    />
  )
}
