import { Copy, MessageCircle, Share2 } from 'lucide-react'
import { useState } from 'react'
import { SHARE_TEXTS, whatsappLink } from '#shared/shares'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'

interface ShareButtonsProps {
  /** The page to share: a path on this site, or a whole address. */
  url: string
  /** The words sent before the link ("Try “Rivers of India” on Quizdom"). */
  text: string
  /** The share sheet's title, where the phone shows one. */
  title?: string
}

/**
 * Share (decision 051): the phone's own share sheet (the Web Share API) where it has one; anywhere
 * else, a WhatsApp link and a Copy link button. Imported only by the screens that share, so it
 * loads with their routes.
 */
export function ShareButtons({ url, text, title }: ShareButtonsProps) {
  const [isOpen, setOpen] = useState(false)
  const link = new URL(url, window.location.origin).toString()
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: link })
        return
      } catch (error) {
        // Closed by the person: nothing more to do. Refused by the browser: offer the others.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    setOpen(true)
  }
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => notify.success(SHARE_TEXTS.copied),
      () => notify.error(SHARE_TEXTS.copyFailed),
    )
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" aria-expanded={isOpen} onClick={() => void share()}>
        <Share2 aria-hidden="true" /> {SHARE_TEXTS.share}
      </Button>
      {isOpen && (
        <ul aria-label={SHARE_TEXTS.options} className="flex flex-wrap gap-2">
          <li>
            <Button asChild variant="outline">
              <a href={whatsappLink(text, link)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" /> {SHARE_TEXTS.whatsapp}
              </a>
            </Button>
          </li>
          <li>
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" /> {SHARE_TEXTS.copyLink}
            </Button>
          </li>
        </ul>
      )}
    </div>
  )
}
