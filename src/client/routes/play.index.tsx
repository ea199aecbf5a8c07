import { createFileRoute } from '@tanstack/react-router'
import { JoinPage } from '@/features/live/join-page'
import { definedParams, stringParam } from '@/lib/search-params'

interface JoinSearch {
  pin?: string
}

/** Joining a live game by its PIN; a join link or QR code brings the PIN as `?pin=`. */
export const Route = createFileRoute('/play/')({
  validateSearch: (search: Record<string, unknown>): JoinSearch =>
    definedParams({
      pin: stringParam(typeof search.pin === 'number' ? String(search.pin) : search.pin, { maxLength: 12, trim: true }),
    }),
  component: JoinPage,
})
